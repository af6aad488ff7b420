import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { S3Settings } from '../config/config.js';
import { assertKey } from './blob-key.js';
import type { BlobStore, ReceivedFile } from './blob-store.js';
import { awsEncode, emptyPayloadHash, signRequest } from './sigv4.js';

/**
 * Attachment bytes in an S3-compatible bucket (AWS, MinIO, R2, …), addressed path-style
 * (`<endpoint>/<bucket>/<key>`), which every such service accepts. Requests are signed with Signature V4.
 */
export class S3BlobStore implements BlobStore {
  constructor(private readonly settings: S3Settings, readonly incomingDir: string) {}

  async put(key: string, file: ReceivedFile, contentType: string): Promise<void> {
    // Read whole: uploads are capped by ATTACHMENT_MAX_MB, and a known length avoids S3's chunked signing.
    const body = await readFile(file.path);
    const response = await this.send('PUT', key, file.sha256, body, { 'content-type': contentType });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3 PUT answered ${response.status}`);
  }

  async get(key: string): Promise<Readable | null> {
    const response = await this.send('GET', key, emptyPayloadHash);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`S3 GET answered ${response.status}`);
    }
    return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key, emptyPayloadHash);
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE answered ${response.status}`);
  }

  private send(method: string, key: string, payloadHash: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = new URL(`${this.settings.endpoint}/${awsEncode(this.settings.bucket)}/${awsEncode(assertKey(key), true)}`);
    const signed = signRequest({ method, url, headers, payloadHash, date: new Date() }, this.settings);
    delete signed.host;
    return fetch(url, { method, headers: signed, body, signal: AbortSignal.timeout(60_000) });
  }
}
