import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { readBody } from './http-helpers.js';

/** One siteverify call as the fake received it. */
export interface SiteverifyCall {
  contentType: string | undefined;
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export interface RecaptchaFake {
  /** The siteverify URL to put in RECAPTCHA_VERIFY_URL. */
  url: string;
  calls: SiteverifyCall[];
  /** A token as the browser widget would get it for an action; the fake accepts it once, like Google does. */
  issueToken(action?: string, score?: number): string;
  close(): Promise<void>;
}

/**
 * A local stand-in for https://www.google.com/recaptcha/api/siteverify: POST form fields secret, response and remoteip,
 * JSON answer {success, challenge_ts, hostname, action} or {success: false, 'error-codes': [...]}.
 */
export async function startRecaptchaFake(options: { secret: string; hostname?: string }): Promise<RecaptchaFake> {
  const calls: SiteverifyCall[] = [];
  const issued = new Map<string, { action: string; score: number }>();
  const server = createServer((request, reply) => {
    void (async () => {
      const answer = (status: number, body: unknown) => {
        reply.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        reply.end(JSON.stringify(body));
      };
      if (request.method !== 'POST') return answer(405, { success: false, 'error-codes': ['bad-request'] });
      const form = new URLSearchParams(await readBody(request));
      const call: SiteverifyCall = {
        contentType: request.headers['content-type'],
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
      };
      calls.push(call);
      if (!call.contentType?.startsWith('application/x-www-form-urlencoded')) {
        return answer(200, { success: false, 'error-codes': ['bad-request'] });
      }
      if (call.secret !== options.secret) return answer(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const token = call.response ? issued.get(call.response) : undefined;
      if (token === undefined) return answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
      issued.delete(call.response!);
      return answer(200, {
        success: true, challenge_ts: new Date().toISOString(), hostname: options.hostname ?? 'localhost', action: token.action, score: token.score,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    issueToken(action = 'login', score = 0.9) {
      const token = `03A${randomBytes(24).toString('base64url')}`;
      issued.set(token, { action, score });
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
