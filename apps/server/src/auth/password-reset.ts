import { AppError, emailBodySchema, resetPasswordBodySchema } from '@taskhub/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { passwordResets, users } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import { hashToken, newToken } from '../security/ids.js';
import { hashPassword } from '../security/passwords.js';
import { findUserByEmail } from '../users/user-store.js';
import { revokeAllSessions } from './sessions.js';
import { pairKey, slowDownPast, trustSignIn } from './attempt-guard.js';

const forgot = routeSpec({
  tag: 'Accounts', summary: 'Mail a password-reset link',
  description: '200 whether or not the account exists; the link works once and expires (RESET_TOKEN_TTL_SECONDS).',
  body: emailBodySchema,
});
const reset = routeSpec({
  tag: 'Accounts', summary: 'Set a new password with a reset link\'s token; every session of the account ends',
  description: 'An unknown, used or expired token is 400 RESET_LINK_INVALID.',
  body: resetPasswordBodySchema,
});

async function mailResetLink(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newToken();
  const now = ctx.now();
  await ctx.db.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: now + ctx.config.resetTokenTtlSeconds * 1000 });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const minutes = Math.round(ctx.config.resetTokenTtlSeconds / 60);
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Hello ${user.name},\n\nTo choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n`,
  });
}

export async function passwordResetRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/send-forgot-password-email', { config: { public: true, openapi: forgot } }, async (request) => {
    const { email } = forgot.body(request);
    const { forgotPair, forgotAddress, forgotAccount } = ctx.config.rateLimits;
    const address = request.clientAddress;
    // An address's requests take turns past its limit (it is the only count that can slow an answer down).
    await slowDownPast(ctx, { key: `forgot:ip:${address}`, window: forgotAddress });
    // Mails are capped per pair and per account, silently (an answer that differed would tell whether the email is an
    // account), so a flood sends the inbox at most RATE_LIMIT_FORGOT_ACCOUNT mails and its owner is never refused;
    // their own request past the cap sends nothing new, and the links already mailed stay valid (a new link never
    // ends an earlier one; using one ends all).
    const mail = await ctx.limiter.admit([
      { key: pairKey('forgot', email, address), window: forgotPair, past: 'refuse' },
      { key: `forgot:account:${email}`, window: forgotAccount, past: 'refuse' },
    ], ctx.config.rateLimits.delay);
    // The answer is sent before the lookup and the mail, so neither its content nor its timing tells whether the account exists.
    if (mail.admitted) mailResetLink(ctx, email).catch((err: unknown) => request.log.error({ err }, 'could not send a password reset mail'));
    return {};
  });

  app.post('/reset-password', { config: { public: true, openapi: reset } }, async (request) => {
    const body = reset.body(request);
    // Reset tokens are 256-bit: guessing them is hopeless, so an address only slows down (an office is never refused).
    await slowDownPast(ctx, { key: `reset:ip:${request.clientAddress}`, window: ctx.config.rateLimits.forgotAddress });
    const now = ctx.now();
    const passwordHash = await hashPassword(body.password);
    const account = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx.update(passwordResets).set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, hashToken(body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      if (!claimed) return null;
      // Any other link still in a mailbox would undo the new password; the account's other links end with this one.
      await tx.update(passwordResets).set({ usedAt: now })
        .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
      const [user] = await tx.update(users).set({ passwordHash, lastUpdateDate: now }).where(eq(users.id, claimed.userId))
        .returning({ id: users.id, email: users.email });
      return user ?? null;
    });
    if (!account) throw new AppError('RESET_LINK_INVALID');
    await revokeAllSessions(ctx, account.id);
    // The owner proved the mailbox from this address: their own earlier typos here must not keep them out, and a
    // flood on the account must not either, from this address or the device (a web tab) that sent the reset.
    await ctx.limiter.store.reset(pairKey('login', account.email, request.clientAddress));
    await trustSignIn(ctx, account.email, body.client_id, request.clientAddress);
    return {};
  });
}
