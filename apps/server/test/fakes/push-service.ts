import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** A subscription as a browser would make it: the JSON the app posts, and the private half only the browser keeps. */
export interface FakeBrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: any;
  headers: IncomingMessage['headers'];
  /** The VAPID JWT's claims, after its signature was checked. */
  claims: Record<string, unknown>;
}

export interface FakePushService {
  url: string;
  /** A new browser subscription at this service. */
  subscribe(): FakeBrowserSubscription;
  received: ReceivedPush[];
  /** Requests refused (bad VAPID, undecryptable); a test expects none unless it sent such a request. */
  rejected: string[];
  /** Endpoints that answer 410 Gone, as after the user revoked notification permission. */
  gone: Set<string>;
  /** While true the service answers 503. */
  failing: boolean;
  close(): Promise<void>;
}

function readRaw(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8291 + RFC 8188 decryption of a one-record aes128gcm body with the browser's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292): an ES256 signature by k, this service's origin as audience. */
async function verifyVapid(header: string | undefined, audience: string): Promise<Record<string, unknown>> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const point = Buffer.from(match[2]!, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 point');
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
  const { payload } = await jwtVerify(match[1]!, key, { algorithms: ['ES256'], audience });
  if (typeof payload.exp !== 'number' || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('exp missing or more than 24 hours ahead');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('sub is not a contact');
  return payload as Record<string, unknown>;
}

/** A Web Push service (RFC 8030) on local HTTP that decrypts what it is given, proving the server's encryption and VAPID. */
export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const server = createServer(async (request, response) => {
    const body = await readRaw(request);
    const endpoint = fake.url + (request.url ?? '');
    const refuse = (status: number, reason: string) => {
      fake.rejected.push(reason);
      response.writeHead(status).end(reason);
    };
    const browser = browsers.get(endpoint);
    if (request.method !== 'POST' || !browser) return refuse(404, `unknown ${request.method} ${request.url}`);
    if (fake.gone.has(endpoint)) return response.writeHead(410).end();
    if (fake.failing) return response.writeHead(503).end();
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'content-encoding is not aes128gcm');
    if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) return refuse(400, 'no TTL');
    let claims: Record<string, unknown>;
    try {
      claims = await verifyVapid(request.headers.authorization, fake.url);
    } catch (error) {
      return refuse(403, `vapid: ${(error as Error).message}`);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(decryptAes128gcm(body, browser.ecdh, browser.auth).toString('utf8'));
    } catch (error) {
      return refuse(400, `decrypt: ${(error as Error).message}`);
    }
    fake.received.push({ endpoint, payload, headers: request.headers, claims });
    response.writeHead(201, { location: `${endpoint}/messages/${randomBytes(8).toString('hex')}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakePushService = {
    url, received: [], rejected: [], gone: new Set(), failing: false,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
