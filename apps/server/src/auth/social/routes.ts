import { AppError, socialLogInBodySchema } from '@taskhub/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { routeSpec, type RouteSpec } from '../../http/route-spec.js';
import { sendLoginResponse } from '../login-response.js';
import { appleRoutes } from './apple.js';
import { fetchFacebookProfile } from './facebook.js';
import { fetchGoogleProfile } from './google.js';
import type { ProviderProfile } from './provider-http.js';
import { signInWithIdentity } from './social-account.js';
import { slowDownPast } from '../attempt-guard.js';

/** Which sign-in methods this server offers, so the web client can hide the others. */
export interface ProvidersAnswer {
  google: boolean;
  facebook: boolean;
  apple: boolean;
  captcha: { siteKey: string } | null;
  /** Public ids the browser needs to start the providers' own sign-in pages (never the secrets). */
  googleClientId: string | null;
  facebookAppId: string | null;
  /** Where the browser goes to sign in with each (configurable, so tests and proxies can stand in for them). */
  googleAuthorizeUrl: string | null;
  facebookAuthorizeUrl: string | null;
}

const socialDescription = 'Answers the login response, making the account the first time (with the starter data asked for). '
  + '503 PROVIDER_NOT_CONFIGURED when this server has no such provider; 401 when the provider refuses the token.';
const googleLogIn = routeSpec({
  tag: 'Accounts', summary: 'Log in with a Google access token', description: socialDescription, body: socialLogInBodySchema,
});
const facebookLogIn = routeSpec({
  tag: 'Accounts', summary: 'Log in with a social-network (Facebook) access token', description: socialDescription, body: socialLogInBodySchema,
});
const providers = routeSpec({ tag: 'Service', summary: 'Which sign-in methods and captcha this server offers, with their public ids' });

const notConfigured = (message: string) => new AppError('PROVIDER_NOT_CONFIGURED', { message });

/** Reads the body, slows down past the per-address login limit, asks the provider, then signs in. */
async function socialLogIn(
  ctx: AppContext, request: FastifyRequest, reply: FastifyReply, spec: RouteSpec<{ tag: string; summary: string; body: typeof socialLogInBodySchema }>,
  fetchProfile: (accessToken: string) => Promise<ProviderProfile>,
) {
  const body = spec.body(request);
  await slowDownPast(ctx, { key: `social-login:ip:${request.clientAddress}`, window: ctx.config.rateLimits.loginAddress });
  const profile = await fetchProfile(body.access_token);
  const { userId, newUser } = await signInWithIdentity(ctx, profile, {
    locale: body.locale, timezone: body.timezone, predefinedData: body.create_predefined_data, referrer: body.referrer,
  });
  return sendLoginResponse(ctx, request, reply, userId, newUser, body);
}

/** Google, social-network and Apple sign-in (SPEC.md section 7, API.md section 3). */
export async function socialRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/google-login', { config: { public: true, openapi: googleLogIn } }, async (request, reply) => {
    const { google } = ctx.config;
    if (!google.clientId) throw notConfigured('Google sign-in is not configured on this server');
    return socialLogIn(ctx, request, reply, googleLogIn, (token) => fetchGoogleProfile(google, token, ctx.now()));
  });

  app.post('/fb-login', { config: { public: true, openapi: facebookLogIn } }, async (request, reply) => {
    const { facebook } = ctx.config;
    if (!facebook.appId || !facebook.appSecret) throw notConfigured('Social-network sign-in is not configured on this server');
    return socialLogIn(ctx, request, reply, facebookLogIn, (token) => fetchFacebookProfile(facebook, token, ctx.now()));
  });

  app.get('/api/v1/auth/providers', { config: { public: true, openapi: providers } }, async (): Promise<ProvidersAnswer> => {
    const { google, facebook, apple, captcha } = ctx.config;
    return {
      google: Boolean(google.clientId),
      facebook: Boolean(facebook.appId && facebook.appSecret),
      apple: Boolean(apple.clientId),
      captcha: captcha.siteKey ? { siteKey: captcha.siteKey } : null,
      googleClientId: google.clientId ?? null,
      facebookAppId: facebook.appId && facebook.appSecret ? facebook.appId : null,
      googleAuthorizeUrl: google.clientId ? google.authorizeUrl : null,
      facebookAuthorizeUrl: facebook.appId && facebook.appSecret ? facebook.dialogUrl : null,
    };
  });

  await app.register(appleRoutes);
}
