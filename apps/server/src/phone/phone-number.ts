/** Characters people type between digits; they carry no meaning in a number. */
const separators = /[\s\-.()]/g;

/** E.164: a plus sign, then 8 to 15 digits, the first not zero. */
const e164 = /^\+[1-9]\d{7,14}$/;

/** The number in E.164 form, or null when it is not one (the country code is required: we cannot guess it). */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.replace(separators, '');
  return e164.test(compact) ? compact : null;
}
