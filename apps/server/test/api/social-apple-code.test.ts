import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes } from '../../src/db/schema.js';
import { uniqueEmail, type TestServer } from '../harness.js';
import { codeFor, exchange, newVerifier, startAppleFixture, type AppleFixture } from '../apple-fixture.js';

/** POST /apple-login-exchange: the start page's one-minute code, traded only by the browser holding the verifier. */
let fixture: AppleFixture | undefined;
beforeAll(async () => {
  fixture = await startAppleFixture();
});
afterAll(async () => {
  await fixture?.close();
});

const api = (): TestServer => fixture!.server;
const nextPerson = (label: string) => {
  fixture!.apple.nextAccount = { sub: `001234.${randomBytes(8).toString('hex')}.0101`, email: uniqueEmail(label) };
};
const refusal = { status: 400, code: 'INVALID_CODE' };
const answerOf = (answer: { status: number; body: { code?: string } }) => ({ status: answer.status, code: answer.body.code });

describe('POST /apple-login-exchange', () => {
  it('trades the code with its verifier for the login response, as the client id the call names; never a session token in the address', async () => {
    nextPerson('apple-code');
    const { code, flow } = await codeFor(api());
    expect((await api().request('GET', '/me', { token: code })).status).toBe(401);
    const stored = JSON.stringify(await api().app.ctx.db.select().from(loginCodes));
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(flow.verifier);

    const traded = await exchange(api(), code, { code_verifier: flow.verifier, client_id: 'web-code-1', requested_experiments: ['WEB_OB_GPT'] });
    expect(traded.status).toBe(200);
    expect(traded.headers.get('cache-control')).toBe('no-store');
    expect(traded.body).toEqual({
      auth_token: expect.any(String), new_user: true, latestSubscription: null, experiments: expect.any(Array), client_id: 'web-code-1',
    });
    expect(traded.headers.get('x-anydo-auth')).toBe(traded.body.auth_token);
    expect((await api().request('GET', '/me', { token: traded.body.auth_token })).body.email).toBe(fixture!.apple.nextAccount.email);

    // Used once: a second trade (a copied address, a replayed request) is refused.
    expect(answerOf(await exchange(api(), code, { code_verifier: flow.verifier }))).toEqual(refusal);
  });

  it('refuses a trade without the verifier (400, unread), and one with a wrong verifier as an unknown code, which spends it', async () => {
    nextPerson('apple-no-verifier');
    const first = await codeFor(api());
    const missing = await exchange(api(), first.code, { client_id: 'web-1' });
    expect([missing.status, missing.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect((await exchange(api(), first.code, { code_verifier: first.flow.verifier })).status).toBe(200);

    nextPerson('apple-wrong-verifier');
    const second = await codeFor(api());
    expect(answerOf(await exchange(api(), second.code, { code_verifier: newVerifier() }))).toEqual(refusal);
    // The first attempt spent it: the right verifier comes too late, so a code cannot be guessed at.
    expect(answerOf(await exchange(api(), second.code, { code_verifier: second.flow.verifier }))).toEqual(refusal);
  });

  it('refuses login CSRF: the attacker\'s own code, opened in the victim\'s browser, does not sign the victim in', async () => {
    // The attacker starts a flow in their browser and signs in at Apple as themselves, but stops at the return.
    nextPerson('apple-attacker');
    const attacker = await codeFor(api());
    // The victim's browser opens https://app/?login_token=<attacker's code>; it holds its own verifier from an
    // earlier flow of its own, or none (the web client then does not call at all).
    const victimVerifier = newVerifier();
    expect(answerOf(await exchange(api(), attacker.code, { code_verifier: victimVerifier, client_id: 'victim-tab' }))).toEqual(refusal);
    expect(await api().app.ctx.db.select().from(loginCodes)).toEqual([]);
  });

  it('refuses a made-up code and a malformed exchange', async () => {
    expect(answerOf(await exchange(api(), 'made-up-code', { code_verifier: newVerifier() }))).toEqual(refusal);
    for (const body of [{ code: 'x', code_verifier: newVerifier(), token: 'y' }, {}, { code: 'x', code_verifier: 'too-short' }]) {
      expect((await api().request('POST', '/apple-login-exchange', { body })).status).toBe(400);
    }
  });

  it('answers 415 to a form body, like every API call (only Apple\'s return takes forms)', async () => {
    nextPerson('apple-form');
    const { code, flow } = await codeFor(api());
    const form = await api().request('POST', '/apple-login-exchange', {
      raw: new URLSearchParams({ code, code_verifier: flow.verifier }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    // Refused before it was read: the code is still there for the browser's own JSON call.
    expect((await exchange(api(), code, { code_verifier: flow.verifier })).status).toBe(200);
  });

  it('limits exchanges per address', async () => {
    const limited = await startAppleFixture({ RATE_LIMIT_LOGIN_ADDRESS: '3/900' });
    try {
      const tries = [];
      for (let i = 0; i < 4; i += 1) tries.push(await exchange(limited.server, `guess-${i}`, { code_verifier: newVerifier() }));
      expect(tries.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
      expect(Number(tries[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  // Last, since it moves the server's clock forward.
  it('refuses a code after its minute', async () => {
    nextPerson('apple-late-code');
    const { code, flow } = await codeFor(api());
    api().clock.advance(61_000);
    expect(answerOf(await exchange(api(), code, { code_verifier: flow.verifier }))).toEqual(refusal);
    expect(await api().app.ctx.db.select().from(loginCodes)).toEqual([]);
  });
});
