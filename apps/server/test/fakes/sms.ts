import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { answerJson, readBody } from './http-helpers.js';

export interface SentSms {
  to: string;
  from: string;
  body: string;
}

export interface FakeSmsProvider {
  /** Base URL to put in SMS_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Messages accepted, oldest first. */
  messages: SentSms[];
  /** Requests refused (bad auth, bad form); a test expects none. */
  rejected: string[];
  /** While true the provider answers 500, as during an outage. */
  failing: boolean;
  /** The six-digit code of the newest message to a number. */
  lastCodeFor(to: string): string;
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** A Twilio-compatible Messages endpoint: checks basic auth and the form fields as the real one does, and records messages. */
export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+15005550006';
  const expectedPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const refuse = (status: number, reason: string) => {
      fake.rejected.push(reason);
      answerJson(response, status, { code: 20000 + status, message: reason, status });
    };
    if (request.method !== 'POST' || request.url !== expectedPath) return refuse(404, `unexpected ${request.method} ${request.url}`);
    if (request.headers.authorization !== expectedAuth) return refuse(401, 'bad credentials');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return refuse(400, 'not a form');
    const form = new URLSearchParams(text);
    const to = form.get('To');
    const body = form.get('Body');
    if (!to || !/^\+\d{8,15}$/.test(to)) return refuse(400, 'bad To');
    if (form.get('From') !== from) return refuse(400, 'bad From');
    if (!body) return refuse(400, 'no Body');
    if (fake.failing) return answerJson(response, 500, { code: 20500, message: 'Internal Server Error', status: 500 });
    fake.messages.push({ to, from, body });
    answerJson(response, 201, { sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to, from, body });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeSmsProvider = {
    url, accountSid, authToken, from, messages: [], rejected: [], failing: false,
    lastCodeFor(to) {
      const message = fake.messages.filter((m) => m.to === to).at(-1);
      const code = message && /Your verification code is (\d{6})$/.exec(message.body)?.[1];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    env: () => ({ SMS_API_URL: url, SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
