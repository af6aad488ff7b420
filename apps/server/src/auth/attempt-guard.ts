import { createHash } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Window } from '../security/rate-limiter.js';
import { captchaRequired, verifyCaptcha, type CaptchaAction } from './captcha.js';

export interface Limit {
  key: string;
  window: Window;
}

export interface AttemptLimits {
  /** One account from one address: past it the answer is 429, which stops a guesser and no one else. */
  pair?: Limit;
  /** One account from anywhere, or one address for any account: past them a captcha, or a slower answer. */
  soft: Limit[];
  /** The captcha this call carries, when the call can carry one. */
  captcha?: { token: string | undefined; action: CaptchaAction };
}

/**
 * The sign-in limits (ARCHITECTURE.md, "Sign-in limits"): a hard limit per (account, address) pair, and soft ones
 * per account and per address that never refuse by themselves. Past a soft limit a call that can carry a captcha
 * needs a solved one where a captcha service is configured; otherwise the answer waits (progressive delay, one call
 * per step on the key), so a flood from many addresses crawls while the right person still gets in.
 */
export async function guardAttempt(ctx: AppContext, address: string, limits: AttemptLimits): Promise<void> {
  if (limits.pair) await ctx.limiter.consume(limits.pair);
  const passed = await ctx.limiter.count(...limits.soft);
  if (ctx.config.captcha.secret && limits.captcha) {
    // Addresses that crossed the email-check threshold need a captcha for sign-in too (check-email.ts).
    if (passed.length > 0 || await captchaRequired(ctx, address)) {
      await verifyCaptcha(ctx, limits.captcha.token, address, limits.captcha.action);
    }
    return;
  }
  if (passed.length > 0) await ctx.limiter.throttle(passed, ctx.config.rateLimits.delay);
}

/** Soft limits alone, for calls that carry no captcha: past them the answer waits. */
export async function slowDownPast(ctx: AppContext, ...limits: Limit[]): Promise<void> {
  const passed = await ctx.limiter.count(...limits);
  if (passed.length > 0) await ctx.limiter.throttle(passed, ctx.config.rateLimits.delay);
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
