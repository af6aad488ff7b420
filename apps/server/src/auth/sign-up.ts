import { AppError, signUpBodySchema } from '@taskhub/domain';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.js';
import { parseInput } from '../http/validate.js';
import { hashPassword } from '../security/passwords.js';
import { newId } from '../security/ids.js';
import { createPredefinedData } from '../users/predefined-data.js';
import { findUserByEmail } from '../users/user-store.js';
import { guardWithCaptcha } from './captcha.js';
import { sendLoginResponse } from './login-response.js';
import { isUniqueViolation } from '../db/errors.js';

export async function signUpRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/user', { config: { public: true } }, async (request, reply) => {
    const body = parseInput(signUpBodySchema, request.body);
    const email = body.username ?? body.email;
    if (!email) throw new AppError('INVALID_EMAIL');
    await ctx.limiter.consume(
      { key: `signup:ip:${request.clientAddress}`, window: ctx.config.rateLimits.signupAddress },
      { key: `signup:account:${email}`, window: ctx.config.rateLimits.signupAccount },
    );
    await guardWithCaptcha(ctx, request.clientAddress, body.captcha_params?.token, 'signup');
    if (await findUserByEmail(ctx.db, email)) throw new AppError('USER_ALREADY_EXIST');

    const now = ctx.now();
    const id = newId();
    const locale = body.locale ?? 'en';
    const passwordHash = await hashPassword(body.password);
    try {
      // The account and its starter data are made together or not at all, so a failure leaves the email free.
      await ctx.db.transaction(async (tx) => {
        await tx.insert(users).values({
          id, idSalt: randomBytes(12).toString('base64url'), email, name: body.name, passwordHash,
          timezone: body.timezone ?? 'UTC', locale, creationDate: now, lastUpdateDate: now,
        });
        if (body.create_predefined_data) await createPredefinedData(tx, id, locale, body.create_predefined_data, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_EXIST');
      throw error;
    }
    return sendLoginResponse(ctx, request, reply, id, true, body);
  });
}
