import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, uniqueEmail, type TestServer } from '../harness.js';

let server: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => { lines.push(line); } } });
});
afterAll(async () => { await server.close(); });

async function waitForMail(): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mail = files.find((f) => f.endsWith('.eml'));
    if (mail) return readFile(path.join(outbox, mail), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no mail in the outbox');
}

describe('logs', () => {
  it('never hold passwords, tokens or reset codes, even at trace level', async () => {
    const email = uniqueEmail();
    const password = 'pässword-that-must-not-leak';
    const signUp = await server.request('POST', '/user', { body: { name: 'Log', username: email, password } });
    const token = signUp.body.auth_token as string;
    await server.request('POST', '/login', { body: { email, password } });
    await server.request('POST', '/login', { body: { email, password: 'wrong-password-must-not-leak' } });
    await server.request('GET', `/me?token=${token}`, { token });
    await server.request('POST', '/send-forgot-password-email', { body: { email } });
    const mail = await waitForMail();
    const resetToken = /token=([A-Za-z0-9_%-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
    await server.request('POST', '/reset-password', { body: { token: decodeURIComponent(resetToken), password: 'new-password-must-not-leak' } });
    await server.request('GET', `/reset-password?token=${resetToken}`);

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [password, 'wrong-password-must-not-leak', 'new-password-must-not-leak', token, decodeURIComponent(resetToken)]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('outbox');
  });
});
