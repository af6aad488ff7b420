/** The image types a profile picture may be uploaded as, each known by the first bytes of its file. */
export const profilePictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type ProfilePictureType = (typeof profilePictureTypes)[number];

/** The largest profile picture upload: larger ones answer 413 FILE_TOO_BIG. */
export const profilePictureMaxBytes = 5 * 1024 * 1024;

/** Side in pixels of the square WebP every uploaded picture is stored as (twice the largest avatar, for sharp screens). */
export const profilePictureSide = 256;

/** How many of a file's first bytes imageTypeOf reads. */
export const imageSignatureBytes = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type a file's first bytes announce (PNG, JPEG, WebP, GIF), or null: the type a client claims is not
 * trusted, the bytes are.
 */
export function imageTypeOf(head: Uint8Array): ProfilePictureType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  return null;
}

/** An http(s) address with a host, and no space or control character anywhere (browsers drop some of those). */
const webUrlPattern = /^https?:\/\/[^\s\p{Cc}/?#\\@]+(?:[/?#][^\s\p{Cc}]*)?$/iu;

/** Whether a text is an absolute http or https address (never javascript:, data: or a relative path). */
export const isWebUrl = (value: string): boolean => webUrlPattern.test(value);

/** What a person's avatar is drawn from: their profile picture, else their Google picture (members have only the first). */
export interface AvatarPictures {
  profilePicture?: string | null;
  googleAvatarUrl?: string | null;
}

/**
 * The picture an avatar shows: the uploaded (or set) profile picture, else the Google account's picture, else null,
 * when the avatar shows initials on a colour derived from the id (DESIGN.md "Avatars"). Only web addresses count.
 */
export function avatarPictureOf(person: AvatarPictures): string | null {
  for (const picture of [person.profilePicture, person.googleAvatarUrl]) {
    if (picture && isWebUrl(picture)) return picture;
  }
  return null;
}
