import { AppError, signUpBodySchema } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { routeSpec } from '../http/route-spec.js';
import { hashPassword } from '../security/passwords.js';
import { createPredefinedData } from '../users/predefined-data.js';
import { findUserByEmail, insertUser } from '../users/user-store.js';
import { guardAttempt, pairKey, trustSignIn } from './attempt-guard.js';
import { sendLoginResponse } from './login-response.js';
import { isUniqueViolation } from '../db/errors.js';

const signUp = routeSpec({
  tag: 'Accounts', summary: 'Sign up with email (username) and password; answers the login response',
  description: '409 USER_ALREADY_EXIST when the email is taken. create_predefined_data makes the starter lists and tags in '
    + 'the locale. Past the sign-up limits a captcha may be needed, or 429.',
  body: signUpBodySchema,
});

export async function signUpRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/user', { config: { public: true, openapi: signUp } }, async (request, reply) => {
    const body = signUp.body(request);
    const email = body.username ?? body.email;
    if (!email) throw new AppError('INVALID_EMAIL');
    const address = request.clientAddress;
    await guardAttempt(ctx, address, {
      pair: { key: pairKey('signup', email, address), window: ctx.config.rateLimits.signupPair },
      // Sign-up answers whether an email is taken, so an address's sign-ups take turns past a limit, like its email
      // checks; the step stops at the longest wait, as anyone may sit behind an address.
      soft: [{ key: `signup:ip:${address}`, window: ctx.config.rateLimits.signupAddress }],
      captcha: { token: body.captcha_params?.token, action: 'signup' },
    });
    if (await findUserByEmail(ctx.db, email)) throw new AppError('USER_ALREADY_EXIST');

    const now = ctx.now();
    const locale = body.locale ?? 'en';
    const passwordHash = await hashPassword(body.password);
    // The account and its starter data are made together or not at all, so a failure leaves the email free.
    const id = await ctx.db.transaction(async (tx) => {
      const userId = await insertUser(tx, { email, name: body.name, passwordHash, timezone: body.timezone, locale, referrer: body.referrer }, now);
      if (body.create_predefined_data) await createPredefinedData(tx, userId, locale, body.create_predefined_data, now);
      return userId;
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError('USER_ALREADY_EXIST') : error;
    });
    await trustSignIn(ctx, email, body.client_id, address);
    return sendLoginResponse(ctx, request, reply, id, true, body);
  });
}
