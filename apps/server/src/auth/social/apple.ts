import fastifyFormbody from '@fastify/formbody';
import { AppError, codeChallengeSchema, loginCodeExchangeBodySchema } from '@taskhub/domain';
import { errors as joseErrors } from 'jose';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { routeSpec, type RouteSpec } from '../../http/route-spec.js';
import { jsonSchemaOf } from '../../openapi/json-schema.js';
import { sendLoginResponse } from '../login-response.js';
import { appleStateTtlMs, createAppleState, readAppleState } from './apple-state.js';
import { appleUserName, verifyAppleIdToken } from './apple-token.js';
import { claimLoginCode, createLoginCode } from './login-code.js';
import { signInWithIdentity } from './social-account.js';
import { slowDownPast } from '../attempt-guard.js';

export const appleNotConfigured = () => new AppError('PROVIDER_NOT_CONFIGURED', { message: 'Apple sign-in is not configured on this server' });

/**
 * The start carries only the challenge (base64url(SHA-256(verifier))): this address stays in history and logs like
 * the return's, so it must not hold what the exchange needs. The verifier stays in the starting browser.
 */
const startQuerySchema = z.strictObject({
  code_challenge: codeChallengeSchema,
  code_challenge_method: z.literal('S256').optional(),
  locale: z.string().min(1).max(35).optional(),
  /** The referral code of SPEC.md section 9, kept if this sign-in creates the account. */
  referrer: z.string().min(1).max(512).optional(),
});

/** What Apple sends back (posted as a form, or in the query): it may add fields, so unknown ones are ignored. */
const callbackSchema = z.object({
  id_token: z.string().min(1).max(8192),
  state: z.string().min(1).max(1024),
  code: z.string().max(2048).optional(),
  user: z.string().max(4096).optional(),
});

const redirectPath = '/apple-login-web-redirect';

const start = routeSpec({
  tag: 'Accounts', summary: 'Start Sign in with Apple: redirects the browser to Apple',
  description: 'code_challenge is base64url(SHA-256(verifier)); the browser keeps the verifier for /apple-login-exchange. '
    + 'Sets a cookie the return needs.',
  query: startQuerySchema,
  answers: [{ status: 302, description: 'To Apple\'s sign-in page' }],
});
const returnDescription = 'Apple\'s return (response_mode=form_post, or the query). Redirects to the start page with '
  + '?login_token= (a one-minute code for /apple-login-exchange), or with ?login_error=apple on any failure.';
const appleReturnAnswers = [{ status: 302, description: 'To the start page' }];
// Apple's return is checked by finishAppleLogin, which answers any failure with a redirect, not an error body.
const returnByQuery = routeSpec({
  tag: 'Accounts', summary: 'Apple\'s return to this server (in the query)', description: returnDescription, answers: appleReturnAnswers,
  query: callbackSchema,
});
const returnByForm = routeSpec({
  tag: 'Accounts', summary: 'Apple\'s return to this server (a posted form)', description: returnDescription, answers: appleReturnAnswers,
  upload: { 'application/x-www-form-urlencoded': jsonSchemaOf(callbackSchema) },
});
const exchange = routeSpec({
  tag: 'Accounts', summary: 'Trade the login_token of Apple\'s return, with the PKCE verifier, for the login response',
  description: 'A code works once, for one minute; an unknown code or a wrong verifier is 400 INVALID_CODE.',
  body: loginCodeExchangeBodySchema,
});

/**
 * The browser that started the flow holds a cookie bound to its nonce, so a state and token pair made in someone
 * else's browser cannot sign this one in (login CSRF). Apple's return is a cross-site form POST, hence SameSite=None,
 * which browsers accept only with Secure (Apple sends only to https addresses anyway).
 */
const bindingCookie = 'apple_login_binding';
const stateLifetimeSeconds = appleStateTtlMs / 1000;
const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/** Why a return from Apple failed, in words safe for a log line (never a token or a code); unexpected is a server fault. */
function failureReason(error: unknown): { reason: string; unexpected: boolean } {
  if (error instanceof AppError) return { reason: error.code, unexpected: false };
  if (error instanceof joseErrors.JOSEError) return { reason: error.code, unexpected: false };
  // Fastify's own refusals (a body it cannot read) are the client's fault, not the server's.
  const fault = error as { code?: string; statusCode?: number };
  if (fault.statusCode && fault.statusCode < 500) return { reason: fault.code ?? 'BAD_REQUEST', unexpected: false };
  return { reason: error instanceof Error ? error.name : 'unknown', unexpected: true };
}

/** The redirect flow of Sign in with Apple: the start sends the browser to Apple, the return signs it in here. */
export async function appleRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const failureUrl = `${ctx.config.publicUrl}/?login_error=apple`;

  app.get('/apple-login', { config: { public: true, openapi: start } }, async (request, reply) => {
    const { clientId } = ctx.config.apple;
    if (!clientId) throw appleNotConfigured();
    const query = start.query(request);
    const { state, nonce } = createAppleState(ctx.secretKey, ctx.now(), {
      codeChallenge: query.code_challenge, locale: query.locale, referrer: query.referrer,
    });
    reply.setCookie(bindingCookie, nonceHash(nonce), {
      path: redirectPath, httpOnly: true, secure: true, sameSite: 'none', maxAge: stateLifetimeSeconds,
    });
    // Apple documents these values with %20 between scopes and response types, so they are encoded by hand.
    const params = [
      ['client_id', clientId], ['redirect_uri', `${ctx.config.publicUrl}${redirectPath}`], ['response_type', 'code id_token'],
      ['response_mode', 'form_post'], ['scope', 'name email'], ['state', state], ['nonce', nonce],
    ].map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&');
    return reply.redirect(`${ctx.config.apple.authorizeUrl}?${params}`, 302);
  });

  // A failure of any kind, even an unreadable body, sends the browser back to the app with an error marker.
  const fail = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { reason, unexpected } = failureReason(error);
    request.log[unexpected ? 'error' : 'warn']({ reason }, 'Apple sign-in failed');
    return reply.redirect(failureUrl, 302);
  };
  const finish = async (request: FastifyRequest, reply: FastifyReply, params: unknown) => {
    let target: string;
    try {
      target = await finishAppleLogin(ctx, request, params);
    } catch (error) {
      return fail(error, request, reply);
    }
    return reply.redirect(target, 302);
  };
  const returnOptions = (openapi: RouteSpec) => ({ config: { public: true, openapi }, errorHandler: fail });
  // Apple's return is the one caller that posts a form (response_mode=form_post). The parser is registered in a
  // child plugin holding only the return, since a parser reaches every route of the plugin it is registered in:
  // everywhere else, /apple-login-exchange included, a form body answers 415, so no web page can post them cross-site.
  await app.register(async (appleReturn) => {
    await appleReturn.register(fastifyFormbody, { bodyLimit: ctx.config.bodyLimitBytes });
    appleReturn.get(redirectPath, returnOptions(returnByQuery), (request, reply) => finish(request, reply, request.query));
    appleReturn.post(redirectPath, returnOptions(returnByForm), (request, reply) => finish(request, reply, request.body));
  });

  // The start page's `?login_token=` is a one-minute code; the browser that started the sign-in (holding the
  // verifier) trades it here. The session is for the client id this call names: the caller is that browser.
  app.post('/apple-login-exchange', { config: { public: true, openapi: exchange } }, async (request, reply) => {
    const body = exchange.body(request);
    // Its own count, so trading codes does not spend the address's sign-ins; a code is 256 bits, this stops floods.
    await ctx.limiter.consume({ key: `login-code:ip:${request.clientAddress}`, window: ctx.config.rateLimits.loginAddress });
    const grant = await claimLoginCode(ctx, body.code, body.code_verifier);
    return sendLoginResponse(ctx, request, reply, grant.userId, grant.newUser, body);
  });
}

/** Checks Apple's answer, signs the person in and answers where the browser goes next (with a code for a session). */
async function finishAppleLogin(ctx: AppContext, request: FastifyRequest, params: unknown): Promise<string> {
  const config = ctx.config.apple;
  if (!config.clientId) throw appleNotConfigured();
  const fields = callbackSchema.safeParse(params ?? {});
  if (!fields.success) throw new AppError('BAD_REQUEST');
  const state = readAppleState(ctx.secretKey, fields.data.state, ctx.now());
  if (!state) throw new AppError('BAD_REQUEST', { message: 'The sign-in state is not valid or has expired' });
  if (request.cookies[bindingCookie] !== nonceHash(state.nonce)) {
    throw new AppError('FORBIDDEN', { message: 'The sign-in was started in another browser' });
  }
  // Each state signs in once: a copied return (from history, a log) cannot mint more sessions.
  const uses = await ctx.limiter.store.hit(`apple-nonce:${state.nonce}`, stateLifetimeSeconds);
  if (uses.count > 1) throw new AppError('FORBIDDEN', { message: 'This sign-in was already used' });
  await slowDownPast(ctx, { key: `social-login:ip:${request.clientAddress}`, window: ctx.config.rateLimits.loginAddress });

  const identity = await verifyAppleIdToken(config, fields.data.id_token, state.nonce, ctx.now());
  const profile = { ...identity, name: appleUserName(fields.data.user) };
  const locale = state.locale ?? 'en';
  // This flow has no request body to ask for starter data, and a new account always gets it on sign-up.
  const { userId, newUser } = await signInWithIdentity(ctx, profile, {
    locale, predefinedData: { lists: true, label: true }, referrer: state.referrer,
  });
  // A code, not a session token: the address bar, history and server logs keep what is put in this address.
  const code = await createLoginCode(ctx, { userId, newUser, codeChallenge: state.codeChallenge });
  return `${ctx.config.publicUrl}/?login_token=${encodeURIComponent(code)}`;
}
