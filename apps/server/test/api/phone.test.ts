import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../src/db/schema.js';
import { replacePendingVerification } from '../../src/phone/pending-verification.js';
import { startFakeSmsProvider, type FakeSmsProvider } from '../fakes/sms.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { giveSubscription, userIdOf } from '../subscriptions-fixture.js';

let server: TestServer;
let sms: FakeSmsProvider;
const maxAttempts = 3;
const codeTtlSeconds = 120;

beforeAll(async () => {
  sms = await startFakeSmsProvider();
  server = await startServer({
    ...sms.env(),
    SMS_CODE_MAX_ATTEMPTS: String(maxAttempts),
    SMS_CODE_TTL_SECONDS: String(codeTtlSeconds),
    RATE_LIMIT_SMS_ACCOUNT: '4/3600',
    RATE_LIMIT_SMS_ADDRESS: '1000/3600',
    RATE_LIMIT_SMS_NUMBER: '2/3600',
    RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600',
  });
});
afterAll(async () => {
  await server?.close();
  await sms?.close();
  // Every request the server made must have passed the provider's checks (auth, form fields).
  expect(sms.rejected).toEqual([]);
});

let numberCounter = 0;
/** A new number per test, so codes and limits never mix between tests. */
const newNumber = () => `+1415555${String(1000 + (numberCounter += 1)).padStart(4, '0')}`;

async function pendingRow(token: string) {
  const userId = await userIdOf(server, token);
  const [row] = await server.app.ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  return row;
}

async function addPhone(token: string, phoneNumber: string) {
  return server.request('POST', '/me/add-phone', { token, body: { phone_number: phoneNumber } });
}

async function validate(token: string, code: unknown) {
  return server.request('POST', '/me/validate-sms-code', { token, body: { code } });
}

describe('phone verification through the SMS provider', () => {
  it.each(['/me/add-phone', '/me/validate-sms-code', '/me/remove-phone'])('POST %s answers 401 without a token', async (path) => {
    const answer = await server.request('POST', path, { body: {} });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ Error: 'Unauthorized request', code: 'UNAUTHORIZED' });
  });

  it('texts a code to the normalised number; the right code makes it the verified number', async () => {
    const { token } = await signUp(server);
    const number = newNumber();
    const typed = `${number.slice(0, 2)} (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;
    const sent = await addPhone(token, typed);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({});

    const message = sms.messages.at(-1)!;
    expect(message).toEqual({ to: number, from: sms.from, body: expect.stringMatching(/^Your verification code is \d{6}$/) });
    const code = sms.lastCodeFor(number);
    const row = await pendingRow(token);
    expect(row).toMatchObject({ phoneNumber: number, attempts: 0 });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt).toBeGreaterThan(server.clock.now() + (codeTtlSeconds - 5) * 1000);
    expect(row!.expiresAt).toBeLessThanOrEqual(server.clock.now() + codeTtlSeconds * 1000);

    const before = await server.request('GET', '/me', { token });
    expect(before.body.verifiedPhoneNumber).toBeNull();
    const verified = await validate(token, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({});
    const me = await server.request('GET', '/me', { token });
    expect(me.body.verifiedPhoneNumber).toBe(number);
    expect(await pendingRow(token)).toBeUndefined();
    expect((await validate(token, code)).body.code).toBe('NO_PENDING_PHONE');
  });

  it('takes the code as a number too, leading zeros lost', async () => {
    const { token } = await signUp(server);
    const number = newNumber();
    await addPhone(token, number);
    const answer = await validate(token, Number(sms.lastCodeFor(number)));
    expect(answer.status).toBe(200);
    expect((await server.request('GET', '/me', { token })).body.verifiedPhoneNumber).toBe(number);
  });

  it.each([
    '4155552671', '+1 415', '+1234567890123456', '+1-415-555-267a', '', '+0123456789',
  ])('refuses the number %j with INVALID_PHONE and sends nothing', async (phoneNumber) => {
    const { token } = await signUp(server);
    const count = sms.messages.length;
    const answer = await addPhone(token, phoneNumber);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Please enter a valid phone number', code: 'INVALID_PHONE' });
    expect(sms.messages.length).toBe(count);
  });

  it.each([
    [{}, 'Please enter a valid phone number'],
    [{ phone_number: 14155552671 }, 'Please enter a valid phone number'],
    [{ phone_number: ['+14155552671'] }, 'Please enter a valid phone number'],
    [{ phone_number: '+14155552671', country: 'US' }, 'Unknown parameter: country'],
  ])('add-phone refuses the body %j', async (body, message) => {
    const { token } = await signUp(server);
    const answer = await server.request('POST', '/me/add-phone', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.Error).toBe(message);
  });

  it.each([
    [{}, 'Invalid code parameter'],
    [{ code: true }, 'Invalid code parameter'],
    [{ code: { value: '123456' } }, 'Invalid code parameter'],
    [{ code: '123456', phone_number: '+14155552671' }, 'Unknown parameter: phone_number'],
  ])('validate-sms-code refuses the body %j', async (body, message) => {
    const { token } = await signUp(server);
    const answer = await server.request('POST', '/me/validate-sms-code', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: message, code: 'BAD_REQUEST' });
  });

  it("answers NO_PENDING_PHONE without a code, and for another account's code", async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const number = newNumber();
    await addPhone(owner.token, number);
    const answer = await validate(other.token, sms.lastCodeFor(number));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Ask for a code first', code: 'NO_PENDING_PHONE' });
    expect((await server.request('GET', '/me', { token: other.token })).body.verifiedPhoneNumber).toBeNull();
  });

  it('counts wrong codes; once the attempts are used up even the right code is refused and the code is dropped', async () => {
    const { token } = await signUp(server);
    const number = newNumber();
    await addPhone(token, number);
    const code = sms.lastCodeFor(number);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const answer = await validate(token, wrong);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ Error: 'The code is not valid', code: 'INVALID_CODE' });
      expect((await pendingRow(token))!.attempts).toBe(attempt);
    }
    const locked = await validate(token, code);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ Error: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await pendingRow(token)).toBeUndefined();
    expect((await validate(token, code)).body.code).toBe('NO_PENDING_PHONE');
    expect((await server.request('GET', '/me', { token })).body.verifiedPhoneNumber).toBeNull();
  });

  it('counts parallel guesses one by one, so they cannot get more attempts', async () => {
    const { token } = await signUp(server);
    const number = newNumber();
    await addPhone(token, number);
    const code = sms.lastCodeFor(number);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = await Promise.all(Array.from({ length: 8 }, () => validate(token, wrong)));
    for (const answer of answers) expect(['INVALID_CODE', 'RATE_LIMITED', 'NO_PENDING_PHONE']).toContain(answer.body.code);
    expect(answers.filter((a) => a.body.code === 'INVALID_CODE').length).toBeGreaterThanOrEqual(maxAttempts);
    const row = await pendingRow(token);
    if (row) expect(row.attempts).toBe(maxAttempts);
    expect(['RATE_LIMITED', 'NO_PENDING_PHONE']).toContain((await validate(token, code)).body.code);
    expect((await server.request('GET', '/me', { token })).body.verifiedPhoneNumber).toBeNull();
  });

  it('refuses a code after its lifetime', async () => {
    const { token } = await signUp(server);
    const number = newNumber();
    await addPhone(token, number);
    const code = sms.lastCodeFor(number);
    server.clock.advance(codeTtlSeconds * 1000 + 1);
    const answer = await validate(token, code);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'The code has expired, please ask for a new one', code: 'CODE_EXPIRED' });
    expect((await server.request('GET', '/me', { token })).body.verifiedPhoneNumber).toBeNull();
  });

  it('a new code replaces the pending one, for the new number', async () => {
    const { token } = await signUp(server);
    const first = newNumber();
    const second = newNumber();
    await addPhone(token, first);
    const firstCode = sms.lastCodeFor(first);
    await addPhone(token, second);
    const secondCode = sms.lastCodeFor(second);
    if (firstCode !== secondCode) expect((await validate(token, firstCode)).body.code).toBe('INVALID_CODE');
    expect((await validate(token, secondCode)).status).toBe(200);
    expect((await server.request('GET', '/me', { token })).body.verifiedPhoneNumber).toBe(second);
  });

  it('answers DELIVERY_FAILED when the provider fails, and leaves no code pending', async () => {
    const { token } = await signUp(server);
    const number = newNumber();
    await addPhone(token, number);
    sms.failing = true;
    try {
      const answer = await addPhone(token, newNumber());
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ Error: 'The message could not be sent, please try again', code: 'DELIVERY_FAILED' });
    } finally {
      sms.failing = false;
    }
    expect(await pendingRow(token)).toBeUndefined();
    expect((await validate(token, sms.lastCodeFor(number))).body.code).toBe('NO_PENDING_PHONE');
  });

  it('limits the codes an account may ask for, with Retry-After', async () => {
    const { token } = await signUp(server);
    for (let i = 0; i < 4; i++) expect((await addPhone(token, newNumber())).status).toBe(200);
    const count = sms.messages.length;
    const answer = await addPhone(token, newNumber());
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ Error: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(sms.messages.length).toBe(count);
    // Another account is not affected.
    expect((await addPhone((await signUp(server)).token, newNumber())).status).toBe(200);
  });

  it('limits the codes one number receives, whichever accounts ask', async () => {
    const target = newNumber();
    for (let i = 0; i < 2; i++) expect((await addPhone((await signUp(server)).token, target)).status).toBe(200);
    const answer = await addPhone((await signUp(server)).token, target);
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('RATE_LIMITED');
  });

  it('remove-phone detaches the number and turns the messaging-app reminders off', async () => {
    const { token } = await signUp(server);
    await giveSubscription(server, token);
    const number = newNumber();
    await addPhone(token, number);
    await validate(token, sms.lastCodeFor(number));
    expect((await server.request('POST', '/me/enable-whatsapp', { token })).status).toBe(200);
    expect((await server.request('POST', '/me/enable-whatsapp-workspace', { token })).status).toBe(200);
    expect((await server.request('GET', '/me', { token })).body.whatsapp).toEqual({ isReminders: true });

    const removed = await server.request('POST', '/me/remove-phone', { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({});
    const me = await server.request('GET', '/me', { token });
    expect(me.body.verifiedPhoneNumber).toBeNull();
    expect(me.body.whatsapp).toEqual({ isReminders: false });
    expect(me.body.workspaceWhatsapp).toEqual({ isReminders: 0, isUserUpdates: 0 });
    // Turning it back on needs a verified number again.
    expect((await server.request('POST', '/me/enable-whatsapp', { token })).body.code).toBe('PHONE_NOT_VERIFIED');
  });

  it('remove-phone refuses unknown fields', async () => {
    const { token } = await signUp(server);
    const answer = await server.request('POST', '/me/remove-phone', { token, body: { phone_number: '+14155552671' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Unknown parameter: phone_number', code: 'BAD_REQUEST' });
  });

  it('a code stored for an account deleted after its request was let in is 401, not a server error', async () => {
    const pending = { userId: 'deleted-meanwhile', phoneNumber: '+14155552671', codeHash: 'x', expiresAt: Date.now() + 60_000, attempts: 0 };
    const error = await replacePendingVerification(server.app.ctx.db, pending).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
