import { checkEmailBodySchema } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/validate.js';
import { findUserByEmail } from '../users/user-store.js';
import { emailCheckKey, verifyCaptcha } from './captcha.js';

export async function checkEmailRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /**
   * The client needs to know whether to show sign-up or log-in. Past a threshold of checks per address
   * (CAPTCHA_THRESHOLD) or per email, with a captcha service the answer is `use_captcha: true`, and whether the
   * account exists is told only to a request that carries a solved captcha (without one, `user_exists` is false), so a
   * bot cannot go on listing accounts. Without a captcha service the answers slow down instead (progressive delay),
   * so an office behind one address is never turned away and a bot lists accounts at a crawl.
   */
  app.post('/check_email', { config: { public: true } }, async (request) => {
    const body = parseInput(checkEmailBodySchema, request.body);
    const address = request.clientAddress;
    const passed = await ctx.limiter.count(
      { key: emailCheckKey(address), window: ctx.config.captcha.threshold },
      { key: `check_email:account:${body.email}`, window: ctx.config.rateLimits.checkEmailAccount },
    );
    const useCaptcha = passed.length > 0 && Boolean(ctx.config.captcha.secret);
    if (useCaptcha) {
      if (!body.captcha_params) return { user_exists: false, use_captcha: true };
      await verifyCaptcha(ctx, body.captcha_params.token, address, 'check_email');
    } else if (passed.length > 0) {
      await ctx.limiter.throttle(passed, ctx.config.rateLimits.delay);
    }
    const user = await findUserByEmail(ctx.db, body.email);
    return { user_exists: Boolean(user), use_captcha: useCaptcha };
  });
}
