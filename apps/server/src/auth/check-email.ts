import { emailBodySchema } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/validate.js';
import { findUserByEmail } from '../users/user-store.js';
import { countEmailCheck } from './captcha.js';

export async function checkEmailRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // The client needs to know whether to show sign-up or log-in; past a threshold per address it must solve a captcha.
  app.post('/check_email', { config: { public: true } }, async (request) => {
    const { email } = parseInput(emailBodySchema, request.body);
    await ctx.limiter.consume(
      { key: `check_email:ip:${request.clientAddress}`, window: ctx.config.rateLimits.checkEmailAddress },
      { key: `check_email:account:${email}`, window: ctx.config.rateLimits.checkEmailAccount },
    );
    const useCaptcha = await countEmailCheck(ctx, request.clientAddress);
    const user = await findUserByEmail(ctx.db, email);
    return { user_exists: Boolean(user), use_captcha: useCaptcha };
  });
}
