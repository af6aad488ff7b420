import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText, startSmtpFake, type SmtpFake } from '../fakes/smtp.js';
import { outboxMail as outboxMailOf, signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

const publicUrl = 'https://tasks.example.test';
const ttlSeconds = 600;
const resetFailed = { Error: 'Unable to reset password', code: 'RESET_LINK_INVALID' };

let lastAddress = 0;
const newAddress = () => { lastAddress += 1; return `100.64.0.${lastAddress}`; };

/** The token of the reset link in a mail; the link must point at the public URL. */
function resetToken(text: string): string {
  const match = /(\S+)\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  expect(match[1]).toBe(publicUrl);
  return decodeURIComponent(match[2]!);
}

describe('password reset through SMTP', () => {
  let smtp: SmtpFake;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpFake();
    server = await startServer({
      TRUST_PROXY: 'true', SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, MAIL_FROM: 'TaskHub <no-reply@tasks.example.test>',
      RESET_TOKEN_TTL_SECONDS: String(ttlSeconds), RATE_LIMIT_FORGOT_PAIR: '2/3600', RATE_LIMIT_FORGOT_ADDRESS: '4/3600', RATE_LIMIT_FORGOT_ACCOUNT: '3/3600',
      RATE_LIMIT_LOGIN_PAIR: '3/600', RATE_LIMIT_DELAY_MS: '150/300',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const forgot = (email: string, address = newAddress()) =>
    server.request('POST', '/send-forgot-password-email', { body: { email }, headers: { 'x-forwarded-for': address } });
  const reset = (body: unknown, address = newAddress()) =>
    server.request('POST', '/reset-password', { body, headers: { 'x-forwarded-for': address } });
  const logIn = (email: string, password: string, address = newAddress()) =>
    server.request('POST', '/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

  /** Asks for a link and answers the token from the mail the SMTP server received. */
  async function requestLink(email: string, address = newAddress()): Promise<string> {
    const before = smtp.mails.length;
    expect(await forgot(email, address)).toMatchObject({ status: 200, body: {} });
    const deadline = Date.now() + 5000;
    while (!smtp.mails.slice(before).some((m) => m.to.includes(email))) {
      if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return resetToken(mailText(smtp.mails.slice(before).find((m) => m.to.includes(email))!.raw));
  }

  it('answers 200 {} for an existing and an unknown email alike, and mails only the account', async () => {
    const { email } = await signUp(server);
    const unknown = uniqueEmail();
    const known = await forgot(email.toUpperCase());
    const missing = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.body).toEqual({});
    expect(missing.body).toEqual(known.body);

    const mail = await smtp.waitForMail(email);
    expect(mail.from).toBe('no-reply@tasks.example.test');
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    expect(mailText(mail.raw)).toContain(`${publicUrl}/reset-password?token=`);
    // The unknown email got nothing, even given time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('sets the new password and ends every session of the account', async () => {
    const { email, password, token: first } = await signUp(server);
    const second = (await logIn(email, password)).body.auth_token as string;
    const link = await requestLink(email);

    const answer = await reset({ token: link, password: '  new secret  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    expect((await logIn(email, password)).status).toBe(401);
    expect((await logIn(email, 'new secret')).status).toBe(200);
    for (const token of [first, second]) expect((await server.request('GET', '/me', { token })).status).toBe(401);
  });

  it('lets the owner, stopped by their own failed log-ins, in again with the new password from the same address', async () => {
    const { email } = await signUp(server);
    const home = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await logIn(email, `guess ${i}`, home)).status).toBe(401);
    expect((await logIn(email, 'still guessing', home)).status).toBe(429);
    const link = await requestLink(email, home);
    expect((await reset({ token: link, password: 'regained' }, home)).status).toBe(200);
    expect((await logIn(email, 'regained', home)).status).toBe(200);
  });

  it('works once: a second use answers 400', async () => {
    const { email } = await signUp(server);
    const link = await requestLink(email);
    expect((await reset({ token: link, password: 'first new' })).status).toBe(200);
    const again = await reset({ token: link, password: 'second new' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(resetFailed);
    expect((await logIn(email, 'first new')).status).toBe(200);
  });

  it('makes the other links of the account useless once one is used', async () => {
    const { email } = await signUp(server);
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect((await reset({ token: newer, password: 'chosen' })).status).toBe(200);
    const stale = await reset({ token: older, password: 'hijacked' });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(resetFailed);
    expect((await logIn(email, 'chosen')).status).toBe(200);
  });

  it('expires after RESET_TOKEN_TTL_SECONDS', async () => {
    const { email, password } = await signUp(server);
    const link = await requestLink(email);
    server.clock.advance((ttlSeconds + 1) * 1000);
    const answer = await reset({ token: link, password: 'too late' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(resetFailed);
    expect((await logIn(email, password)).status).toBe(200);
  });

  it('refuses a blank password without using up the link', async () => {
    const { email } = await signUp(server);
    const link = await requestLink(email);
    const blank = await reset({ token: link, password: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ Error: 'Invalid password parameter', code: 'INVALID_PASSWORD' });
    expect((await reset({ token: link, password: 'fine' })).status).toBe(200);
  });

  it('refuses an unknown token and a missing one', async () => {
    const unknown = await reset({ token: 'made-up-token', password: 'pw' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(resetFailed);
    expect((await reset({ password: 'pw' })).status).toBe(400);
  });

  it("refuses an invalid email with 400 'Please enter a valid email'", async () => {
    const answer = await forgot('not-an-email');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Please enter a valid email', code: 'INVALID_EMAIL' });
  });

  it('mails one address at most RATE_LIMIT_FORGOT_PAIR links per account, silently; other addresses still get theirs', async () => {
    const { email } = await signUp(server);
    const hammering = newAddress();
    const before = smtp.mails.length;
    for (let i = 0; i < 4; i += 1) expect(await forgot(i % 2 ? email.toUpperCase() : email, hammering)).toMatchObject({ status: 200, body: {} });
    // The owner, elsewhere, still gets a link that works.
    const link = await requestLink(email);
    const mailsTo = () => smtp.mails.slice(before).filter((m) => m.to.includes(email)).length;
    await expect.poll(mailsTo, { timeout: 5000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo()).toBe(3);
    expect((await reset({ token: link, password: 'mine again' })).status).toBe(200);
  });

  it('mails an account at most RATE_LIMIT_FORGOT_ACCOUNT links from any number of addresses, silently; each stays valid', async () => {
    const { email } = await signUp(server);
    const before = smtp.mails.length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => forgot(email)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const mailsTo = () => smtp.mails.slice(before).filter((m) => m.to.includes(email));
    await expect.poll(() => mailsTo().length, { timeout: 5000 }).toBe(3);
    // The owner's own request past the cap is answered alike and sends nothing new...
    expect(await forgot(email)).toMatchObject({ status: 200, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo()).toHaveLength(3);
    // ...and the first link already in the inbox still works (a newer request never ends an older link).
    expect((await reset({ token: resetToken(mailText(mailsTo()[0]!.raw)), password: 'mine at last' })).status).toBe(200);
    expect((await logIn(email, 'mine at last')).status).toBe(200);
  });

  it('slows an address down past RATE_LIMIT_FORGOT_ADDRESS instead of refusing it', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) expect((await forgot(uniqueEmail(), address)).status).toBe(200);
    const started = performance.now();
    const answers = await Promise.all([forgot(uniqueEmail(), address), forgot(uniqueEmail(), address)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150 - 20);
  });

  it('slows reset attempts from one address down, so tokens cannot be guessed at speed', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) expect((await reset({ token: `guess-${i}`, password: 'pw' }, address)).status).toBe(400);
    const started = performance.now();
    const answers = await Promise.all([5, 6].map((i) => reset({ token: `guess-${i}`, password: 'pw' }, address)));
    expect(answers.map((a) => a.body)).toEqual([resetFailed, resetFailed]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150 - 20);
  });
});

describe('password reset without SMTP (outbox)', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ PUBLIC_URL: publicUrl }); });
  afterAll(async () => { await server?.close(); });

  const outboxMail = (email: string) => outboxMailOf(server, email);

  it('writes the mail with the link to the outbox, and the link resets the password', async () => {
    const { email, password } = await signUp(server);
    const answer = await server.request('POST', '/send-forgot-password-email', { body: { email } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    const token = resetToken(mailText(await outboxMail(email)));

    expect((await server.request('POST', '/reset-password', { body: { token, password: 'from outbox' } })).status).toBe(200);
    expect((await server.request('POST', '/login', { body: { email, password } })).status).toBe(401);
    expect((await server.request('POST', '/login', { body: { email, password: 'from outbox' } })).status).toBe(200);
  });
});
