import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Options {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface FakeS3 {
  url: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, { body: Buffer; contentType?: string }>;
  /** Every request with the status it got. */
  log: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
/** RFC 3986 as AWS specifies it, written here independently of the server's signer. */
const uriEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => {
  const c = String.fromCharCode(byte);
  return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}).join('');

const authPattern = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Checks a request's Signature V4 the way S3 does: rebuilds the canonical request from what arrived on the wire,
 * derives the signing key from the secret, and compares; the body must match its signed hash. Answers the reason
 * it fails, or undefined when it holds.
 */
function signatureProblem(request: IncomingMessage, body: Buffer, options: FakeS3Options): string | undefined {
  const match = authPattern.exec(request.headers.authorization ?? '');
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== options.accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day || region !== options.region) return 'AuthorizationHeaderMalformed';
  const sent = Date.UTC(+amzDate.slice(0, 4), +amzDate.slice(4, 6) - 1, +amzDate.slice(6, 8), +amzDate.slice(9, 11), +amzDate.slice(11, 13), +amzDate.slice(13, 15));
  if (Math.abs(Date.now() - sent) > 15 * 60_000) return 'RequestTimeTooSkewed';
  const names = signedHeaders!.split(';');
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => names.includes(name))) return 'AccessDenied';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const [rawPath, rawQuery = ''] = (request.url ?? '/').split('?');
  const canonicalUri = rawPath!.split('/').map((segment) => uriEncode(decodeURIComponent(segment))).join('/');
  const canonicalQuery = [...new URLSearchParams(rawQuery)].map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`).sort().join('&');
  const headerLines = names.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [request.method, canonicalUri, canonicalQuery, headerLines, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', key).update(toSign).digest('hex'));
  return timingSafeEqual(expected, Buffer.from(signature!)) ? undefined : 'SignatureDoesNotMatch';
}

const errorXml = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

/** A local S3-compatible object store for one bucket: path-style PUT, GET and DELETE of objects, signed requests only. */
export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType?: string }>();
  const log: FakeS3['log'] = [];
  const answer = (request: IncomingMessage, response: ServerResponse, status: number, body?: Buffer | string, headers: Record<string, string> = {}) => {
    log.push({ method: request.method ?? '', path: request.url ?? '', status });
    response.writeHead(status, headers).end(body);
  };
  const server = createServer(async (request, response) => {
    const body = await readAll(request);
    const problem = signatureProblem(request, body, options);
    if (problem) return answer(request, response, 403, errorXml(problem), { 'content-type': 'application/xml' });
    const [, bucket, ...rest] = (request.url ?? '/').split('?')[0]!.split('/');
    if (bucket !== options.bucket) return answer(request, response, 404, errorXml('NoSuchBucket'));
    const key = rest.map(decodeURIComponent).join('/');
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: request.headers['content-type'] });
      return answer(request, response, 200, '', { etag: `"${sha256(body).slice(0, 32)}"` });
    }
    const stored = objects.get(key);
    if (request.method === 'GET') {
      if (!stored) return answer(request, response, 404, errorXml('NoSuchKey'));
      return answer(request, response, 200, stored.body, { 'content-type': stored.contentType ?? 'binary/octet-stream', 'content-length': String(stored.body.length) });
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return answer(request, response, 204);
    }
    return answer(request, response, 405, errorXml('MethodNotAllowed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
