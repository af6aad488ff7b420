import { AppError, logInBodySchema } from '@taskhub/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import { verifyPassword } from '../security/passwords.js';
import { createPredefinedData } from '../users/predefined-data.js';
import { writeUserWithTimeZone } from '../users/time-zone.js';
import { findUserByEmail } from '../users/user-store.js';
import { guardAttempt, pairKey, signInTrust, trustSignIn } from './attempt-guard.js';
import { sendLoginResponse } from './login-response.js';
import { revokeSession } from './sessions.js';
import { caller } from '../context.js';

const logIn = routeSpec({
  tag: 'Accounts', summary: 'Log in with email and password; answers the login response',
  description: 'Login response: {auth_token, new_user, latestSubscription, experiments, client_id}; the token also comes in '
    + 'the X-Anydo-Auth header. A wrong email or password is 401; past the sign-in limits a captcha may be needed, or 429.',
  body: logInBodySchema,
});
const logOut = routeSpec({ tag: 'Accounts', summary: 'Log out: the token stops working', body: null });

export async function logInRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/login', { config: { public: true, openapi: logIn } }, async (request, reply) => {
    const body = logIn.body(request);
    const email = body.email ?? body.username;
    if (!email) throw new AppError('INVALID_EMAIL');
    const { loginPair, loginAddress, loginAccount } = ctx.config.rateLimits;
    const address = request.clientAddress;
    const { trusted, known } = await signInTrust(ctx, email, body.client_id, address);
    await guardAttempt(ctx, address, {
      pair: { key: pairKey('login', email, address), window: loginPair },
      known,
      soft: [
        { key: `login:ip:${address}`, window: loginAddress },
        // A known device or address skips the account's count, so guesses from elsewhere never hold its owner back.
        ...(trusted ? [] : [{ key: `login:account:${email}`, window: loginAccount, guessing: true }]),
      ],
      captcha: { token: body.captcha_params?.token, action: 'login' },
    });

    // An unknown email and a wrong password take the same time and give the same answer.
    const user = await findUserByEmail(ctx.db, email);
    const valid = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !valid) throw new AppError('WRONG_CREDENTIALS');

    // The account-wide counter stays: a success must not hand whoever is guessing a fresh allowance.
    await ctx.limiter.store.reset(pairKey('login', email, address));
    await trustSignIn(ctx, email, body.client_id, address);
    if (body.timezone && body.timezone !== user.timezone) {
      await writeUserWithTimeZone(ctx, user.id, body.timezone,
        (db) => db.update(users).set({ timezone: body.timezone, lastUpdateDate: ctx.now() }).where(eq(users.id, user.id)));
    }
    // API.md: a log-in may ask for the starter data too; the account's flag keeps it to once.
    if (body.create_predefined_data) {
      await createPredefinedData(ctx.db, user.id, body.locale ?? user.locale, body.create_predefined_data, ctx.now());
    }
    return sendLoginResponse(ctx, request, reply, user.id, false, body);
  });

  app.post('/logout', { config: { openapi: logOut } }, async (request) => {
    await revokeSession(ctx, caller(request).userId, caller(request).sessionId);
    return {};
  });
}
