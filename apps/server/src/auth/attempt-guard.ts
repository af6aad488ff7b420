import { createHash } from 'node:crypto';
import { AppError } from '@taskhub/domain';
import type { AppContext } from '../context.js';
import type { Gate, Window } from '../security/rate-limiter.js';
import { captchaRequired, verifyCaptcha, type CaptchaAction } from './captcha.js';

export interface Limit {
  key: string;
  window: Window;
  /**
   * Counts guesses (passwords of one account, or which accounts exist from one address): past the limit its step
   * keeps growing past the longest wait, to RATE_LIMIT_DELAY_MS's cap, so a flood is held to tens of calls an hour.
   * Other soft limits (an office's many people behind one address) stop growing at the longest wait.
   */
  guessing?: boolean;
}

export interface AttemptLimits {
  /** One account from one address: past it the answer is 429, which stops a guesser and no one else. */
  pair?: Limit;
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

const rateLimited = (retryAfterMs: number) => new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/**
 * The sign-in limits (ARCHITECTURE.md, "Sign-in limits"): a hard limit per (account, address) pair, and soft ones
 * per account and per address that never refuse by themselves. Past a soft limit a call that can carry a captcha
 * needs a solved one where a captcha service is configured; otherwise the call takes its turn (progressive delay,
 * one call per step on the key), so a flood from many addresses crawls while the right person still gets in. A call
 * is counted on all its limits or on none, so a refused one never uses up a count or a turn.
 */
export async function guardAttempt(ctx: AppContext, address: string, limits: AttemptLimits): Promise<void> {
  const pair: Gate[] = limits.pair ? [{ key: limits.pair.key, window: limits.pair.window, past: 'refuse' }] : [];
  if (!ctx.config.captcha.secret || !limits.captcha) {
    await ctx.limiter.pass([...pair, ...limits.soft.map((limit) => turns(ctx, limit))], ctx.config.rateLimits.delay);
    return;
  }
  const { token, action } = limits.captcha;
  const soft = (past: 'count' | 'refuse') => limits.soft.map(({ key, window }): Gate => ({ key, window, past }));
  // Addresses that crossed the email-check threshold need a captcha for sign-in too (check-email.ts).
  const solved = await captchaRequired(ctx, address);
  if (solved) await verifyCaptcha(ctx, token, address, action);
  const first = await ctx.limiter.admit([...pair, ...soft(solved ? 'count' : 'refuse')], ctx.config.rateLimits.delay);
  if (first.admitted) return;
  if (first.gate < pair.length || solved) throw rateLimited(first.retryAfterMs);
  // A soft limit is passed: only a solved captcha lets the call through, and then counts it.
  await verifyCaptcha(ctx, token, address, action);
  const second = await ctx.limiter.admit([...pair, ...soft('count')], ctx.config.rateLimits.delay);
  if (!second.admitted) throw rateLimited(second.retryAfterMs);
}

/** Soft limits alone, for calls that carry no captcha: past them the calls take turns. */
export async function slowDownPast(ctx: AppContext, ...limits: Limit[]): Promise<void> {
  await ctx.limiter.pass(limits.map((limit) => turns(ctx, limit)), ctx.config.rateLimits.delay);
}

/** How long a device stays trusted after its last successful sign-in. */
const trustedDeviceSeconds = 90 * 86_400;

/** Neither the email nor the client id is kept in the clear. */
const deviceKey = (email: string, clientId: string) => createHash('sha256').update(`${email}\n${clientId}`).digest('base64url');

/**
 * Whether this device (its client_id) signed in to the account before (OWASP "device cookies"): the account-wide
 * counter does not apply to it, so guesses from elsewhere cannot slow its owner down. A client id is not a secret,
 * so a device that fails as often as the pair limit allows loses the trust until its window ends.
 */
export async function isTrustedDevice(ctx: AppContext, email: string, clientId: string | undefined): Promise<boolean> {
  if (!clientId) return false;
  const key = deviceKey(email, clientId);
  const trust = await ctx.limiter.store.peek(`trusted-device:${key}`);
  if (trust.count === 0) return false;
  const failures = await ctx.limiter.store.peek(`login:device:${key}`);
  return failures.count < ctx.config.rateLimits.loginPair.limit;
}

/** Remembers a device after a successful sign-in, for trustedDeviceSeconds from now. */
export async function trustDevice(ctx: AppContext, email: string, clientId: string | undefined): Promise<void> {
  if (!clientId) return;
  const key = deviceKey(email, clientId);
  await ctx.limiter.store.reset(`trusted-device:${key}`);
  await ctx.limiter.store.hit(`trusted-device:${key}`, trustedDeviceSeconds);
  await ctx.limiter.store.reset(`login:device:${key}`);
}

/** Counts a wrong password from a trusted device (see isTrustedDevice). */
export async function countDeviceFailure(ctx: AppContext, email: string, clientId: string | undefined): Promise<void> {
  if (!clientId) return;
  await ctx.limiter.store.hit(`login:device:${deviceKey(email, clientId)}`, ctx.config.rateLimits.loginPair.windowSeconds);
}

/** The key of an (account, address) pair. */
export const pairKey = (flow: string, email: string, address: string) => `${flow}:pair:${email}|${address}`;
