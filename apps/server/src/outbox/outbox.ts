import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** A folder under DATA_DIR where mails and text messages go when no provider is configured, one file each. */
export class Outbox {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = path.resolve(dataDir, 'outbox');
  }

  /** Writes one message and answers its path (the path may be logged; the content may hold secrets and is not). */
  async write(kind: 'mail' | 'sms', extension: string, content: string | Buffer): Promise<string> {
    await mkdir(this.directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(4).toString('hex')}.${extension}`;
    const file = path.join(this.directory, name);
    await writeFile(file, content, { mode: 0o600 });
    return file;
  }
}
