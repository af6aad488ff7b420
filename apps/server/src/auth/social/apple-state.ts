import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { codeChallengeSchema } from '@taskhub/domain';
import { z } from 'zod';

/** What the Apple redirect flow carries from its start to its return, signed so nobody can forge or reuse it for long. */
export interface AppleState {
  nonce: string;
  expiresAt: number;
  /** base64url(SHA-256) of the verifier the starting browser keeps; the code of this sign-in is bound to it. */
  codeChallenge: string;
  locale?: string;
  /** The referral code sent with the start (SPEC.md section 9). */
  referrer?: string;
}

/** Long enough for a person to sign in at Apple, short enough that a leaked state soon stops working. */
export const appleStateTtlMs = 10 * 60_000;

const payloadSchema = z.strictObject({
  n: z.string().min(16).max(64),
  e: z.number().int(),
  p: codeChallengeSchema,
  l: z.string().max(35).optional(),
  r: z.string().max(512).optional(),
});

const signature = (secretKey: string, payload: string) =>
  createHmac('sha256', secretKey).update(`apple-state:${payload}`).digest();

/** A new state value and the nonce Apple must echo in its id_token. */
export function createAppleState(secretKey: string, now: number, device: { codeChallenge: string; locale?: string; referrer?: string }) {
  const nonce = randomBytes(18).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ n: nonce, e: now + appleStateTtlMs, p: device.codeChallenge, l: device.locale, r: device.referrer })).toString('base64url');
  return { state: `${payload}.${signature(secretKey, payload).toString('base64url')}`, nonce };
}

/** The state's content when its signature holds and it has not expired; null otherwise. */
export function readAppleState(secretKey: string, state: string, now: number): AppleState | null {
  const [payload, mac, extra] = state.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = signature(secretKey, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.e <= now) return null;
  return { nonce: parsed.data.n, expiresAt: parsed.data.e, codeChallenge: parsed.data.p, locale: parsed.data.l, referrer: parsed.data.r };
}
