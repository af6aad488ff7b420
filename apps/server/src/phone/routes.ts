import { AppError } from '@taskhub/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caller, type AppContext } from '../context.js';
import { phoneVerifications, users } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import {
  claimAttempt, dropPendingVerification, findPendingVerification, replacePendingVerification,
} from './pending-verification.js';
import { normalizePhoneNumber } from './phone-number.js';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './verification-code.js';

const addPhoneBodySchema = z.strictObject({
  phone_number: z.string({ message: 'INVALID_PHONE' }).max(64, { message: 'INVALID_PHONE' }),
});

const validateCodeBodySchema = z.strictObject({
  // Clients send the code as typed; a number loses its leading zeros, so they are put back.
  code: z.union([
    z.string().trim().max(32),
    z.number().int().min(0).max(999_999).transform((n) => n.toString().padStart(6, '0')),
  ]),
});

const noBodySchema = z.strictObject({});

const addPhone = routeSpec({
  tag: 'Phone', summary: 'Text a verification code to a phone number',
  description: '400 INVALID_PHONE for a number that is not one; 429 past the texts allowed per account, address and number; '
    + '503 SMS_NOT_CONFIGURED without a text service.',
  body: addPhoneBodySchema,
});
const validateCode = routeSpec({
  tag: 'Phone', summary: 'Check the texted code: the number becomes verifiedPhoneNumber',
  description: 'A wrong code is 400 INVALID_CODE; after SMS_CODE_MAX_ATTEMPTS wrong ones the code is burnt (429).',
  body: validateCodeBodySchema,
});
const removePhone = routeSpec({ tag: 'Phone', summary: 'Detach the verified number (messaging-app messages stop)', body: noBodySchema });

const smsAccountKey = (userId: string) => `sms:account:${userId}`;

/** How long until the account may ask for a new code, for the Retry-After of an exhausted code. */
async function secondsUntilNewCode(ctx: AppContext, userId: string): Promise<number> {
  const { count, retryAfterSeconds } = await ctx.limiter.store.peek(smsAccountKey(userId));
  return count >= ctx.config.rateLimits.smsAccount.limit ? retryAfterSeconds : 1;
}

/** Phone verification by SMS code (API.md section 3). */
export async function phoneRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/me/add-phone', { config: { openapi: addPhone } }, async (request) => {
    const { userId } = caller(request);
    const body = addPhone.body(request);
    const phoneNumber = normalizePhoneNumber(body.phone_number);
    if (!phoneNumber) throw new AppError('INVALID_PHONE');
    // Each text costs money and reaches a stranger's phone: limit per account and per address.
    await ctx.limiter.consume(
      { key: smsAccountKey(userId), window: ctx.config.rateLimits.smsAccount },
      { key: `sms:ip:${request.clientAddress}`, window: ctx.config.rateLimits.smsAddress },
      // Many accounts on many addresses must not be able to flood one phone.
      { key: `sms:number:${phoneNumber}`, window: ctx.config.rateLimits.smsNumber },
    );
    const code = newVerificationCode();
    const pending = {
      userId,
      phoneNumber,
      codeHash: hashVerificationCode(ctx.secretKey, userId, phoneNumber, code),
      expiresAt: ctx.now() + ctx.config.sms.codeTtlSeconds * 1000,
      attempts: 0,
    };
    await replacePendingVerification(ctx.db, pending);
    try {
      await ctx.sms.send(phoneNumber, `Your verification code is ${code}`);
    } catch (error) {
      // A code nobody received must not stay pending.
      await dropPendingVerification(ctx.db, pending);
      throw error;
    }
    return {};
  });

  app.post('/me/validate-sms-code', { config: { openapi: validateCode } }, async (request) => {
    const { userId } = caller(request);
    const { code } = validateCode.body(request);
    const pending = await findPendingVerification(ctx.db, userId);
    if (!pending) throw new AppError('NO_PENDING_PHONE');
    if (pending.expiresAt <= ctx.now()) throw new AppError('CODE_EXPIRED');
    if (!(await claimAttempt(ctx.db, pending, ctx.config.sms.maxAttempts))) {
      // Read before a parallel guess or a new code changed the row: this guess was neither counted nor compared.
      if (pending.attempts < ctx.config.sms.maxAttempts) throw new AppError('INVALID_CODE');
      // Out of attempts: the code is burnt, so guessing cannot go on; the user asks for a new one.
      await dropPendingVerification(ctx.db, pending);
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: await secondsUntilNewCode(ctx, userId) });
    }
    if (!verificationCodeMatches(ctx.secretKey, pending, code)) throw new AppError('INVALID_CODE');
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ verifiedPhoneNumber: pending.phoneNumber, lastUpdateDate: ctx.now() }).where(eq(users.id, userId));
      await dropPendingVerification(tx, pending);
    });
    return {};
  });

  app.post('/me/remove-phone', { config: { openapi: removePhone } }, async (request) => {
    const { userId } = caller(request);
    removePhone.body(request);
    await ctx.db.transaction(async (tx) => {
      // Messages go to the verified number only, so without one neither messaging scope has anywhere to send.
      await tx.update(users).set({
        verifiedPhoneNumber: null, whatsappEnabled: false, whatsappReminders: false, workspaceWhatsappEnabled: false, lastUpdateDate: ctx.now(),
      }).where(eq(users.id, userId));
      await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    });
    return {};
  });
}
