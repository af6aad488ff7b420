import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { authorizeAtApple, exchange, loginCode, postBack, startAppleFixture, startFlow, type AppleFixture } from '../apple-fixture.js';
import { startFakeGoogle, type FakeGoogle } from '../fakes/oauth-providers.js';
import { signUp, uniqueEmail } from '../harness.js';

// SPEC.md section 9's referral sources, as the web client sends them (apps/web auth/referral.ts).
const googleClientId = 'taskhub-web.apps.googleusercontent.com';
let google: FakeGoogle;
let fixture: AppleFixture;

beforeAll(async () => {
  google = await startFakeGoogle(googleClientId);
  fixture = await startAppleFixture({
    GOOGLE_CLIENT_ID: googleClientId, GOOGLE_TOKENINFO_URL: `${google.url}/tokeninfo`, GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
    RATE_LIMIT_SIGNUP_ADDRESS: '1000/60',
  });
});
afterAll(async () => {
  await fixture?.close();
  await google?.close();
});

async function referrerOf(email: string) {
  const [row] = await fixture.server.app.ctx.db.select({ referrer: users.referrer }).from(users).where(eq(users.email, email));
  return row?.referrer;
}

describe('the referrer of a sign-up is kept', () => {
  it.each([['PS_partner42'], ['friend-code'], ['FP_promo x']])('POST /user with referrer %j', async (referrer) => {
    const { email } = await signUp(fixture.server, { referrer });
    expect(await referrerOf(email)).toBe(referrer);
  });

  it('keeps none when it is absent, null or blank', async () => {
    for (const referrer of [undefined, null, '  ']) {
      const { email } = await signUp(fixture.server, { referrer });
      expect(await referrerOf(email)).toBeNull();
    }
  });

  it('POST /google-login keeps it when it creates the account, and a later sign-in does not change it', async () => {
    const email = uniqueEmail('ref-g');
    const account = { sub: `1${randomBytes(8).toString('hex')}`, email, email_verified: true };
    const first = await fixture.server.request('POST', '/google-login', { body: { access_token: google.issueToken(account), referrer: 'PS_gspk1' } });
    expect(first.status).toBe(200);
    const again = await fixture.server.request('POST', '/google-login', { body: { access_token: google.issueToken(account), referrer: 'other' } });
    expect(again.body.new_user).toBe(false);
    expect(await referrerOf(email)).toBe('PS_gspk1');
  });

  it('the Apple redirect carries it from the start, in the signed state, to the account it creates', async () => {
    const email = uniqueEmail('ref-a');
    fixture.apple.nextAccount = { sub: `001234.${randomBytes(8).toString('hex')}.0101`, email };
    const flow = await startFlow(fixture.server, { referrer: 'FP_affiliate' });
    const back = await postBack(fixture.server, await authorizeAtApple(flow.location), flow.cookie);
    const traded = await exchange(fixture.server, loginCode(back), { code_verifier: flow.verifier, client_id: 'web-ref' });
    expect(traded.status).toBe(200);
    expect(await referrerOf(email)).toBe('FP_affiliate');
  });

  it('refuses a referrer longer than 512 characters at the Apple start', async () => {
    const answer = await fixture.server.request('GET', `/apple-login?code_challenge=${'a'.repeat(43)}&referrer=${'x'.repeat(513)}`);
    expect(answer.status).toBe(400);
  });
});
