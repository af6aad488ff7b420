/**
 * Keys are `<scope id>/<id made for that upload>`, both url-safe base64, so a key never leaves its folder; an image's
 * preview is kept beside it as `<key>.thumb`.
 */
const keyPattern = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}(\.thumb)?$/;

export function assertKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`invalid attachment key ${JSON.stringify(key)}`);
  return key;
}
