import type { SyncRequest, SyncResponse } from '@taskhub/domain';
import { HttpError, NetworkError } from './errors.js';
import type { SyncTransport } from './types.js';

export interface HttpSyncTransportOptions {
  fetch: typeof fetch;
  /** The API origin, e.g. `https://tasks.example.com` (no trailing slash needed). */
  origin: string;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  apiVersion?: number;
  /** A request still unanswered after this long (default 60 s) counts as a lost network, so the client retries. */
  timeoutMs?: number;
}

/** Seconds or an HTTP date, as `Retry-After` may carry either. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

async function errorOf(response: Response): Promise<HttpError> {
  let body: { Error?: unknown; code?: unknown } = {};
  try {
    body = await response.json() as typeof body;
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  const message = typeof body.Error === 'string' ? body.Error : `Sync failed with status ${response.status}`;
  return new HttpError(response.status, message, {
    code: typeof body.code === 'string' ? body.code : undefined,
    retryAfterMs: retryAfterMs(response.headers.get('Retry-After')),
  });
}

/** The sync call over HTTP: POST `/api/v{N}/me/sync?updatedSince=T` (API.md section 4). */
export function createHttpSyncTransport(options: HttpSyncTransportOptions): SyncTransport {
  const origin = options.origin.replace(/\/+$/, '');
  const version = options.apiVersion ?? 11;
  return {
    async sync(request: SyncRequest, updatedSince: number): Promise<SyncResponse> {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Platform': '3' };
      // Awaited only when it is a promise: a token at hand sends the request synchronously (see SyncClient.syncNow).
      const given = options.getToken();
      const token = given instanceof Promise ? await given : given;
      if (token) headers['X-Anydo-Auth'] = token;
      let response: Response;
      try {
        response = await options.fetch(`${origin}/api/v${version}/me/sync?updatedSince=${updatedSince}`, {
          method: 'POST', headers, body: JSON.stringify(request), signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
        });
      } catch (error) {
        throw new NetworkError('The server could not be reached', { cause: error });
      }
      if (response.status !== 200) throw await errorOf(response);
      return await response.json() as SyncResponse;
    },
  };
}
