import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';

/** A server with no SMS provider and no Google client, as a fresh self-hosted install. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SMS_ADDRESS: '3/3600', RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' });
});
afterAll(async () => { await server.close(); });

/** The newest text written to the outbox for a number. */
async function outboxMessageTo(number: string): Promise<{ to: string; body: string }> {
  const directory = path.join(server.dataDir, 'outbox');
  const files = (await readdir(directory)).filter((name) => name.includes('-sms-')).sort();
  const messages = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(directory, name), 'utf8'))));
  const message = messages.filter((m) => m.to === number).at(-1);
  if (!message) throw new Error(`no text to ${number} in the outbox`);
  return message;
}

describe('without an SMS provider, codes go to the outbox', () => {
  it('verifies a phone with the code read from the outbox file', async () => {
    const { token } = await signUp(server);
    expect((await server.request('POST', '/me/add-phone', { token, body: { phone_number: '+44 20 7946 0958' } })).status).toBe(200);
    const message = await outboxMessageTo('+442079460958');
    const code = /^Your verification code is (\d{6})$/.exec(message.body)?.[1];
    expect(code).toBeDefined();
    const answer = await server.request('POST', '/me/validate-sms-code', { token, body: { code } });
    expect(answer.status).toBe(200);
    expect((await server.request('GET', '/me', { token })).body.verifiedPhoneNumber).toBe('+442079460958');
  });

  it('limits the codes asked from one address, whatever the account, with Retry-After', async () => {
    // The first test used one of the three codes this address may ask for.
    for (const number of ['+442079460001', '+442079460002']) {
      const { token } = await signUp(server);
      expect((await server.request('POST', '/me/add-phone', { token, body: { phone_number: number } })).status).toBe(200);
    }
    const { token } = await signUp(server);
    const answer = await server.request('POST', '/me/add-phone', { token, body: { phone_number: '+442079460003' } });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ Error: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3000);
    await expect(outboxMessageTo('+442079460003')).rejects.toThrow('no text');
  });
});

describe('without a Google client, the calendar says it is not configured', () => {
  it.each([
    ['POST', '/me/exchange-google-tokens', { code: '4/abc' }], ['GET', '/me/get-google-access-token', undefined],
  ])('%s %s answers 503 CALENDAR_NOT_CONFIGURED', async (method, route, body) => {
    const { token } = await signUp(server);
    const answer = await server.request(method, route, { token, body });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ Error: 'The calendar integration is not configured on this server', code: 'CALENDAR_NOT_CONFIGURED' });
  });
});
