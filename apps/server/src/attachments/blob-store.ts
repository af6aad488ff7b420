import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
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
