import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import { assertKey } from './blob-key.js';
import { S3BlobStore } from './s3-store.js';

/** A received upload waiting in a temporary file, with what the store needs to take it. */
export interface ReceivedFile {
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/** Where attachment bytes live: the data directory, or an S3-compatible bucket. */
export interface BlobStore {
  /** Takes the file (it is moved or uploaded; the temporary file may be gone afterwards). */
  put(key: string, file: ReceivedFile, contentType: string): Promise<void>;
  /** The bytes, or null when the store has none under the key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** A directory for uploads in progress, on the same disk as the data when the store is the disk. */
  readonly incomingDir: string;
}

/** Attachment bytes under DATA_DIR/attachments. */
export class DiskBlobStore implements BlobStore {
  readonly incomingDir: string;

  constructor(private readonly root: string) {
    this.incomingDir = path.join(root, '.incoming');
  }

  async put(key: string, file: ReceivedFile): Promise<void> {
    const target = path.join(this.root, assertKey(key));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file.path, target);
  }

  async get(key: string): Promise<Readable | null> {
    const target = path.join(this.root, assertKey(key));
    try {
      await stat(target);
    } catch {
      return null;
    }
    return createReadStream(target);
  }

  async delete(key: string): Promise<void> {
    await rm(path.join(this.root, assertKey(key)), { force: true });
  }
}

export function createBlobStore(config: Config): BlobStore {
  const s3 = config.attachments.s3;
  const root = path.join(config.dataDir, 'attachments');
  return s3 ? new S3BlobStore(s3, path.join(root, '.incoming')) : new DiskBlobStore(root);
}

/** The key of an image's preview, kept beside its bytes. */
export const thumbnailKey = (key: string) => `${key}.thumb`;

/** Stores bytes made here (a preview) as an upload would be, through a temporary file in the incoming directory. */
export async function putBytes(blobs: BlobStore, key: string, bytes: Buffer, contentType: string): Promise<void> {
  await mkdir(blobs.incomingDir, { recursive: true });
  const file = { path: path.join(blobs.incomingDir, randomBytes(12).toString('hex')), size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  await writeFile(file.path, bytes);
  try {
    await blobs.put(key, file, contentType);
  } finally {
    await rm(file.path, { force: true });
  }
}

/**
 * Removes the bytes of attachments whose rows are gone, and their previews; best effort: a failure is logged, never
 * thrown.
 */
export async function removeBlobs(blobs: BlobStore, keys: (string | undefined)[], log: Logger): Promise<void> {
  for (const key of keys.flatMap((one) => (one ? [one, thumbnailKey(one)] : []))) {
    await blobs.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'attachment bytes not removed'));
  }
}

/** Uploads older than this in the incoming directory were left by a process that stopped mid-upload. */
const leftoverAgeMs = 60 * 60_000;

/**
 * Removes leftover temporary upload files. Only old ones: another process sharing the data directory may be
 * receiving an upload right now.
 */
export async function cleanIncoming(incomingDir: string, now: number): Promise<void> {
  const names = await readdir(incomingDir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(incomingDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < now - leftoverAgeMs) await rm(file, { force: true });
  }
}
