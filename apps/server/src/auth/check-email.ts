import { checkEmailBodySchema } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { routeSpec } from '../http/route-spec.js';
import { findUserByEmail } from '../users/user-store.js';
import { slowDownPast } from './attempt-guard.js';
import { emailCheckKey, verifyCaptcha } from './captcha.js';

const checkEmail = routeSpec({
  tag: 'Accounts', summary: 'Whether an email has an account: {user_exists, use_captcha}',
  description: 'Past CAPTCHA_THRESHOLD checks from an address, with reCAPTCHA configured, use_captcha is true and user_exists '
    + 'is told only with a solved captcha (captcha_method, captcha_params).',
  body: checkEmailBodySchema,
});

export async function checkEmailRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /**
   * The client needs to know whether to show sign-up or log-in. Checking one email many times tells nothing more, so
   * only the checks of an address count (never an email's: others' checks would then hold its owner up). Past
   * CAPTCHA_THRESHOLD, with a captcha service the answer is `use_captcha: true`, and whether the account exists is
   * told only to a request that carries a solved captcha (without one, `user_exists` is false), so a bot cannot go
   * on listing accounts. Without a captcha service the address's checks take turns instead, one per longest wait at
   * most (ARCHITECTURE.md, "Enumeration"): a school or carrier behind one address is slowed, never shut out, and a bot
   * lists at most about a thousand emails an hour from it.
   */
  app.post('/check_email', { config: { public: true, openapi: checkEmail } }, async (request) => {
    const body = checkEmail.body(request);
    const address = request.clientAddress;
    const { threshold } = ctx.config.captcha;
    if (!ctx.config.captcha.secret) {
      await slowDownPast(ctx, { key: emailCheckKey(address), window: threshold });
      const user = await findUserByEmail(ctx.db, body.email);
      return { user_exists: Boolean(user), use_captcha: false };
    }
    const { count } = await ctx.limiter.store.hit(emailCheckKey(address), threshold.windowSeconds);
    const useCaptcha = count > threshold.limit;
    if (useCaptcha) {
      if (!body.captcha_params) return { user_exists: false, use_captcha: true };
      await verifyCaptcha(ctx, body.captcha_params.token, address, 'check_email');
    }
    const user = await findUserByEmail(ctx.db, body.email);
    return { user_exists: Boolean(user), use_captcha: useCaptcha };
  });
}
