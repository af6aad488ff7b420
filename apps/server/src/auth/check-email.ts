import { checkEmailBodySchema } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/validate.js';
import { findUserByEmail } from '../users/user-store.js';
import { countEmailCheck, verifyCaptcha } from './captcha.js';

export async function checkEmailRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /**
   * The client needs to know whether to show sign-up or log-in. Past a threshold of checks per address the answer is
   * `use_captcha: true`, and whether the account exists is told only to a request that carries a solved captcha
   * (without one, `user_exists` is false), so a bot cannot go on listing accounts.
   */
  app.post('/check_email', { config: { public: true } }, async (request) => {
    const body = parseInput(checkEmailBodySchema, request.body);
    await ctx.limiter.consume(
      { key: `check_email:ip:${request.clientAddress}`, window: ctx.config.rateLimits.checkEmailAddress },
      { key: `check_email:account:${body.email}`, window: ctx.config.rateLimits.checkEmailAccount },
    );
    const useCaptcha = await countEmailCheck(ctx, request.clientAddress);
    if (useCaptcha) {
      if (!body.captcha_params) return { user_exists: false, use_captcha: true };
      await verifyCaptcha(ctx, body.captcha_params.token, request.clientAddress, 'check_email');
    }
    const user = await findUserByEmail(ctx.db, body.email);
    return { user_exists: Boolean(user), use_captcha: useCaptcha };
  });
}
