import { AppError, imageTypeOf, profilePictureSide } from '@taskhub/domain';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { BlobStore } from '../attachments/blob-store.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { newId } from '../security/ids.js';

/** Uploaded pictures live in the file store under `avatars/<id>`, the id made for that upload (blob-key.ts). */
const folder = 'avatars';

/** The public file name of a picture, `<id>.webp`: its id is the only secret of the address. */
const fileNamePattern = /^([A-Za-z0-9_-]{22})\.webp$/;

export const profilePictureType = 'image/webp';

/** A new key in the file store for an uploaded picture. */
export const newProfilePictureKey = () => `${folder}/${newId()}`;

/** The key a public file name stands for, or undefined for a name no upload was ever given. */
export function profilePictureKeyOf(fileName: string): string | undefined {
  const id = fileNamePattern.exec(fileName)?.[1];
  return id === undefined ? undefined : `${folder}/${id}`;
}

/**
 * The public address of an uploaded picture under PUBLIC_URL, kept in `users.profile_picture` like any other picture
 * address, so every reader of the column (the user details, a workspace's members) has it as it is.
 */
export const profilePictureAddress = (publicUrl: string, key: string) => `${publicUrl}/avatars/${key.slice(folder.length + 1)}.webp`;

/**
 * The stored picture made of an upload: a PNG, JPEG, WebP or GIF by its bytes (not by the type the client claims),
 * turned upright by its EXIF orientation, the first frame of an animation, cut to a centred square and resized to
 * profilePictureSide pixels as WebP. Past ~40 megapixels it is refused before it is decoded (a small file can claim a
 * huge canvas). Anything else, or an image that does not decode, is NOT_AN_IMAGE.
 */
export async function makeProfilePicture(bytes: Buffer): Promise<Buffer> {
  if (!imageTypeOf(bytes.subarray(0, 16))) throw new AppError('NOT_AN_IMAGE');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: profilePictureSide, height: profilePictureSide, fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('NOT_AN_IMAGE');
  }
}

/** A user's new picture: an uploaded one (its key and public address), or an address set through PUT /me, or none. */
export type PictureChange = { key: string; address: string } | { address: string | null };

/**
 * The columns a change of picture writes, and whether it replaces an uploaded picture: the previous key is read under
 * the row's lock in the same statement (a `for no key update` CTE), so of two changes at once each releases exactly the
 * bytes it replaced. `values` are written beside it (the rest of a PUT /me).
 */
export async function writeProfilePicture(db: Database, userId: string, change: PictureChange, values: PgUpdateSetSource<typeof users> = {}) {
  const previous = db.$with('previous').as(
    db.select({ previousKey: users.profilePictureKey }).from(users).where(eq(users.id, userId)).for('no key update'),
  );
  const picture = { profilePicture: change.address, profilePictureKey: 'key' in change ? change.key : null };
  const [row] = await db.with(previous).update(users).set({ ...values, ...picture }).from(previous).where(eq(users.id, userId))
    .returning({ previousKey: previous.previousKey });
  /** Undefined when the user is gone; else the key whose bytes the caller releases once this is committed. */
  return row && { released: row.previousKey };
}

/**
 * Removes the bytes of a picture that was replaced or removed, once that change is committed (removed first, a failed
 * change would lose them); best effort: a failure is logged, never thrown, and its address answers 404 already.
 */
export async function releaseProfilePicture(blobs: BlobStore, key: string | null | undefined, log: Logger): Promise<void> {
  if (!key) return;
  await blobs.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'profile picture bytes not removed'));
}
