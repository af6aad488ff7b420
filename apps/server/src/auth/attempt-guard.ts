import type { AppContext } from '../context.js';
import { rateLimitedError, type Gate, type Window } from '../security/rate-limiter.js';
import { hashToken } from '../security/ids.js';
import { captchaRequired, verifyCaptcha, type CaptchaAction } from './captcha.js';

export interface Limit {
  key: string;
  window: Window;
  /**
   * Counts guesses at one account's password: past the limit its step keeps growing past the longest wait, to
   * RATE_LIMIT_DELAY_MS's cap, so a flood is held to tens of guesses an hour. An address's limits stop growing at the
   * longest wait: an office, a school or a carrier's many people may sit behind it, and they are slowed, not refused.
   */
  guessing?: boolean;
}

export interface AttemptLimits {
  /** One account from one address: past it the answer is 429, which stops a guesser and no one else. */
  pair?: Limit;
  /** A known device's own count (see signInTrust): past it 429, counted with the others so parallel calls cannot race it. */
  known?: Limit;
  /** One account from anywhere, or one address for any account: past them a captcha, or a slower answer. */
  soft: Limit[];
  /** The captcha this call carries, when the call can carry one. */
  captcha?: { token: string | undefined; action: CaptchaAction };
}

/** A soft limit as a gate whose calls take turns past it. */
function turns(ctx: AppContext, { key, window, guessing }: Limit): Gate {
  const { baseMs, maxMs, capMs } = ctx.config.rateLimits.delay;
  return { key, window, past: { baseMs, capMs: guessing ? capMs : maxMs } };
}


/**
 * The sign-in limits (ARCHITECTURE.md, "Sign-in limits"): a hard limit per (account, address) pair (and per known
 * device), and soft ones per account and per address. Past a soft limit a call that can carry a captcha needs a
 * solved one where a captcha service is configured; otherwise the call takes its turn (progressive delay, one call
 * per step on the key), and only a call whose turn is more than the longest wait away is told to come back, so a
 * flood from many addresses crawls while the right person still gets in. A call is counted on all its limits or on
 * none, so a refused one never uses up a count or a turn.
 */
export async function guardAttempt(ctx: AppContext, address: string, limits: AttemptLimits): Promise<void> {
  const hard = [limits.pair, limits.known].flatMap((limit): Gate[] => limit ? [{ key: limit.key, window: limit.window, past: 'refuse' }] : []);
  if (!ctx.config.captcha.secret || !limits.captcha) {
    await ctx.limiter.pass([...hard, ...limits.soft.map((limit) => turns(ctx, limit))], ctx.config.rateLimits.delay);
    return;
  }
  const { token, action } = limits.captcha;
  const soft = (past: 'count' | 'refuse') => limits.soft.map(({ key, window }): Gate => ({ key, window, past }));
  // Addresses that crossed the email-check threshold need a captcha for sign-in too (check-email.ts).
  const solved = await captchaRequired(ctx, address);
  if (solved) await verifyCaptcha(ctx, token, address, action);
  const first = await ctx.limiter.admit([...hard, ...soft(solved ? 'count' : 'refuse')], ctx.config.rateLimits.delay);
  if (first.admitted) return;
  if (first.gate < hard.length || solved) throw rateLimitedError(first.retryAfterMs);
  // A soft limit is passed: only a solved captcha lets the call through, and then counts it.
  await verifyCaptcha(ctx, token, address, action);
  const second = await ctx.limiter.admit([...hard, ...soft('count')], ctx.config.rateLimits.delay);
  if (!second.admitted) throw rateLimitedError(second.retryAfterMs);
}

/** Soft limits alone, for calls that carry no captcha: past them the calls take turns. */
export async function slowDownPast(ctx: AppContext, ...limits: Limit[]): Promise<void> {
  await ctx.limiter.pass(limits.map((limit) => turns(ctx, limit)), ctx.config.rateLimits.delay);
}

/** How long a device, or an address, stays trusted after its owner last proved the account from it. */
const trustedSeconds = 90 * 86_400;

/** Neither the email nor the client id or address is kept in the clear. */
const hashed = (email: string, id: string) => hashToken(`${email.toLowerCase()}\n${id}`);

/** Whether a sign-in comes from where its owner proved the account before, and the count that then guards it. */
export interface SignInTrust {
  trusted: boolean;
  /** The known device's own limit, to pass with the call's other limits (guardAttempt's `known`). */
  known?: Limit;
}

/**
 * Whether this sign-in comes from a device (its client_id) or an address the owner proved the account from before: a
 * successful sign-in, sign-up or password reset there (OWASP "device cookies"; a web tab's client_id is new in every
 * tab, so the address is trusted too). Such a sign-in skips the account-wide count, so guesses from elsewhere cannot
 * slow its owner down. A client id is not a secret, so a known device has a count of its own, as strict as the pair
 * limit and passed in the same step as the other limits (parallel guesses cannot all read "trusted" and go through);
 * one that used it up loses the trust until its window ends. A known address already has the pair limit.
 */
export async function signInTrust(ctx: AppContext, email: string, clientId: string | undefined, address: string): Promise<SignInTrust> {
  const window = ctx.config.rateLimits.loginPair;
  if (clientId) {
    const key = hashed(email, clientId);
    if ((await ctx.limiter.store.peek(`trusted-device:${key}`)).count > 0) {
      const known = { key: `login:device:${key}`, window };
      if ((await ctx.limiter.store.peek(known.key)).count < window.limit) return { trusted: true, known };
    }
  }
  return { trusted: (await ctx.limiter.store.peek(`trusted-address:${hashed(email, address)}`)).count > 0 };
}

async function remember(ctx: AppContext, key: string) {
  await ctx.limiter.store.reset(key);
  await ctx.limiter.store.hit(key, trustedSeconds);
}

/**
 * Remembers where the owner proved the account (a successful sign-in, sign-up or reset), for trustedSeconds from
 * now: the address, and the device when the call named one, whose own count starts over.
 */
export async function trustSignIn(ctx: AppContext, email: string, clientId: string | undefined, address: string): Promise<void> {
  await remember(ctx, `trusted-address:${hashed(email, address)}`);
  if (!clientId) return;
  const key = hashed(email, clientId);
  await remember(ctx, `trusted-device:${key}`);
  await ctx.limiter.store.reset(`login:device:${key}`);
}

/** The key of an (account, address) pair. */
export const pairKey = (flow: string, email: string, address: string) => `${flow}:pair:${email}|${address}`;
