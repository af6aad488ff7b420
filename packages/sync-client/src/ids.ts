/** A new object id: url-safe base64 of 16 random bytes (API.md section 2 lets clients make their own ids). */
export function newObjectId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
