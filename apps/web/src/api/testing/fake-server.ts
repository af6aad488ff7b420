import { errorCatalogue, type ErrorCode } from '@taskhub/domain';

/**
 * A stand-in for the network boundary in tests: a fetch-compatible function that records every request and
 * answers from routes a test registers, in the shapes the real server uses (apps/server: JSON bodies, error
 * bodies {"Error", "code"} from the shared catalogue). Unregistered routes answer 404 like the server does.
 */

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer, or 'network-error' for a request that never reaches the server (fetch rejects). */
export type FakeReply = { status?: number; body?: unknown; statusText?: string; headers?: Record<string, string> } | 'network-error';

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

const reasonPhrases: Record<number, string> = {
  200: 'OK', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable',
};

/** The server's error answer for a catalogue code, optionally with a more precise message. */
export function serverError(code: ErrorCode, message?: string): FakeReply {
  return { status: errorCatalogue[code].status, body: { Error: message ?? errorCatalogue[code].message, code } };
}

export const ok = (body: unknown = {}): FakeReply => ({ status: 200, body });

/** The server's 429, with the Retry-After header every one of them carries. */
export function rateLimited(retryAfterSeconds: number): FakeReply {
  return { ...(serverError('RATE_LIMITED') as object), headers: { 'Retry-After': String(retryAfterSeconds) } };
}

/** A promise the test settles by hand, to hold a reply while it checks what happens in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => { resolve = res; });
  return { promise, resolve };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => { result[key] = value; });
  return result;
}

export function createFakeServer(origin = 'http://api.test') {
  const routes = new Map<string, FakeHandler>();
  const requests: RecordedRequest[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url: url.href,
      path: url.pathname,
      headers: headersOf(init),
      // A multipart upload is kept as the FormData it was, for a test to look into.
      body: text === undefined ? (init?.body instanceof FormData ? init.body : undefined) : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const handler = routes.get(`${request.method} ${request.path}`);
    const reply = handler ? await handler(request) : serverError('NOT_FOUND');
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    // Null-body statuses (204, 304) refuse even an empty string.
    const body = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(body, { status, statusText: reply.statusText ?? reasonPhrases[status] ?? '', headers: reply.headers });
  };

  return {
    origin,
    fetch,
    requests,
    /** Answers every call to `method path` with a fixed reply or a handler. */
    on(method: string, path: string, reply: FakeReply | FakeHandler) {
      routes.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply);
    },
    /** The calls made so far to one route. */
    callsTo(method: string, path: string) {
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;
