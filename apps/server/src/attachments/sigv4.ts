import { createHash, createHmac } from 'node:crypto';

/** The SHA-256 of an empty body, which GET and DELETE requests sign. */
export const emptyPayloadHash = createHash('sha256').update('').digest('hex');

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names in any case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body. */
  payloadHash: string;
  date: Date;
}

/** RFC 3986 encoding as AWS wants it: everything but unreserved characters, `/` kept in paths. */
export function awsEncode(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * AWS Signature Version 4 (header form) for an S3-compatible store: answers the request's headers with
 * `authorization` added. The URL path must already be encoded as it goes on the wire (see awsEncode).
 */
export function signRequest(request: RequestToSign, keys: SigningKeys): Record<string, string> {
  const service = keys.service ?? 's3';
  const amzDate = request.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: request.url.host, 'x-amz-date': amzDate, 'x-amz-content-sha256': request.payloadHash,
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const query = [...request.url.searchParams].map(([k, v]) => `${awsEncode(k)}=${awsEncode(v)}`).sort().join('&');
  const canonicalRequest = [request.method, request.url.pathname, query, canonicalHeaders, names.join(';'), request.payloadHash].join('\n');
  const scope = `${day}/${keys.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return headers;
}
