import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { S3Settings } from '../config/config.js';
import { assertKey } from './blob-key.js';
import type { BlobStore, ReceivedFile } from './blob-store.js';

/** The hex SHA-256 of an empty body, which GET and DELETE requests sign. */
const emptyPayloadHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** RFC 3986 encoding as S3 wants it on the wire: everything but unreserved characters, `/` kept in keys. */
export function awsEncode(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/**
 * Attachment bytes in an S3-compatible bucket (AWS, MinIO, R2, …), addressed path-style
 * (`<endpoint>/<bucket>/<key>`), which every such service accepts. Requests are signed with Signature V4 by AWS's own
 * signer (@smithy/signature-v4, the one the AWS SDK uses), with S3's rules: the path signed as sent (not encoded
 * again) and the payload's SHA-256 in `x-amz-content-sha256`.
 */
export class S3BlobStore implements BlobStore {
  private readonly signer: SignatureV4;

  constructor(private readonly settings: S3Settings, readonly incomingDir: string) {
    this.signer = new SignatureV4({
      service: 's3', region: settings.region, sha256: Hash.bind(null, 'sha256'), uriEscapePath: false, applyChecksum: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

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

  /** The payload's hash is given (an upload's was taken as it arrived), so the signer does not read the body again. */
  private async send(method: string, key: string, payloadHash: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = new URL(`${this.settings.endpoint}/${awsEncode(this.settings.bucket)}/${awsEncode(assertKey(key), true)}`);
    const signed = await this.signer.sign({
      method, protocol: url.protocol, hostname: url.hostname, port: url.port ? Number(url.port) : undefined, path: url.pathname, query: {},
      headers: { ...headers, host: url.host, 'x-amz-content-sha256': payloadHash },
    });
    // fetch sets the host itself (the same value).
    const { host: _host, ...sent } = signed.headers;
    return fetch(url, { method, headers: sent, body, signal: AbortSignal.timeout(60_000) });
  }
}
