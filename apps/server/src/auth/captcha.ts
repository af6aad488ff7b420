import { AppError } from '@taskhub/domain';
import type { AppContext } from '../context.js';

/** Email checks per address (check-email.ts); past CAPTCHA_THRESHOLD sign-in from that address needs a captcha too. */
export const emailCheckKey = (address: string) => `captcha:${address}`;

/** Whether sign-up and log-in from this address need a captcha. */
export async function captchaRequired(ctx: AppContext, address: string): Promise<boolean> {
  if (!ctx.config.captcha.secret) return false;
  const { count } = await ctx.limiter.store.peek(emailCheckKey(address));
  return count > ctx.config.captcha.threshold.limit;
}

/** The reCAPTCHA action each call expects; a token made for another action is refused. */
export type CaptchaAction = 'login' | 'signup' | 'check_email';

/**
 * Checks a reCAPTCHA token with the configured siteverify endpoint: it must succeed, be made for this action, and
 * (reCAPTCHA v3, which answers success for bots too) score at least RECAPTCHA_MIN_SCORE.
 */
export async function verifyCaptcha(ctx: AppContext, token: string | undefined, address: string, action: CaptchaAction): Promise<void> {
  if (!token) throw new AppError('CAPTCHA_REQUIRED');
  const { secret, verifyUrl } = ctx.config.captcha;
  const response = await fetch(verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: secret ?? '', response: token, remoteip: address }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  if (!response?.ok) throw new AppError('THIRD_PARTY_UNAVAILABLE', { message: 'The captcha service did not answer, please try again' });
  const result = (await response.json().catch(() => ({}))) as { success?: unknown; action?: unknown; score?: unknown };
  if (result.success !== true) throw new AppError('CAPTCHA_FAILED');
  if (typeof result.action === 'string' && result.action !== action) throw new AppError('CAPTCHA_FAILED');
  if (typeof result.score === 'number' && result.score < ctx.config.captcha.minScore) throw new AppError('CAPTCHA_FAILED');
}
