import { platforms } from '@taskhub/domain';
import { authErrorFromResponse, networkError, parseRetryAfter } from './auth-error.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  /** A fetch-compatible function; the browser's fetch in the app, a recording fake in tests. */
  fetch: typeof fetch;
  /** The API origin (api/config.ts), without a trailing slash. */
  origin: string;
  /** The current auth token, read on every call so a login or logout takes effect at once. */
  getToken: () => string | null;
}

export interface RequestOptions {
  /** The call may answer 204 (API.md says so for a few teams calls: deleting a workspace, removing a member): null. */
  noContent?: boolean;
}

export interface HttpClient {
  /**
   * Sends one call, its body as JSON (or a FormData as a multipart form, a file upload); resolves with the parsed
   * answer on 200, rejects with an AuthError otherwise.
   */
  request(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
}

/** The answer's body: JSON when it parses, else the plain text (the server may answer a bare string), null when empty. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The HTTP client of SPEC.md sections 7 and 8: JSON in and out, platform headers, the auth token when there is one. */
export function createHttpClient({ fetch, origin, getToken }: HttpClientOptions): HttpClient {
  return {
    async request(method, path, body, options = {}) {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Platform': String(platforms.web),
        'X-Anydo-Platform': 'web',
      };
      const payload = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
      // A form's Content-Type (with its boundary) is the browser's to set.
      if (typeof payload === 'string') headers['Content-Type'] = 'application/json';
      const token = getToken();
      if (token) headers['X-Anydo-Auth'] = token;

      let response: Response;
      try {
        response = await fetch(`${origin}${path}`, {
          method,
          headers,
          body: payload,
        });
      } catch {
        throw networkError();
      }
      const answer = await readBody(response);
      // Only 200 is success (SPEC.md section 8): a 204 or a redirect is not what any account call answers; API.md
      // allows 204 only for the calls that say so, and those ask for it.
      if (options.noContent && response.status === 204) return null;
      if (response.status !== 200) {
        throw authErrorFromResponse(response.status, answer, response.statusText, parseRetryAfter(response.headers.get('retry-after')));
      }
      return answer;
    },
  };
}
