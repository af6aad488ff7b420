import { requiredExperiments } from '@taskhub/domain';
import { AuthError } from '../api/auth-error.js';
import type { AuthActions, AuthContext, CaptchaAnswer } from './auth-state.js';
import { loadUser } from './loaders.js';
import { checkLoginResponse } from './response-checks.js';
import { assignUser, runAction, runLoginFlow, setToken } from './session.js';

/** Fields every sign-up and log-in carries (API.md section 3), with the time zone the server keeps up to date. */
function baseFields(ctx: AuthContext) {
  return {
    platform: 'web',
    referrer: ctx.env.referrer(),
    requested_experiments: [...requiredExperiments],
    create_predefined_data: { lists: true, label: true },
    client_id: ctx.env.clientId(),
    locale: ctx.env.locale(),
    timezone: ctx.env.timeZone(),
  };
}

function captchaFields(captcha: CaptchaAnswer | undefined) {
  if (!captcha) return {};
  return {
    captcha_method: 'google_recaptcha',
    captcha_params: { token: captcha.token, site_key: captcha.siteKey, action: captcha.action },
  };
}

function invalidParameter(message: string): AuthError {
  return new AuthError({ code: 'INVALID_PARAMATER', status: 400, message });
}

/** Keeps the server's message and code but reports the failure as a third-party one (SPEC.md section 8). */
function asThirdPartyError(error: unknown): AuthError {
  const cause = error instanceof AuthError ? error : undefined;
  return new AuthError({
    code: 'THIRD_PARTY_ERROR',
    status: cause?.status ?? 0,
    message: cause?.message ?? 'An error has occurred',
    serverCode: cause?.serverCode,
    statusText: cause?.statusText,
  });
}

/** Takes a login response: the token first (GET /me needs it), then the user details. */
async function completeLogin(ctx: AuthContext, answer: unknown): Promise<void> {
  const login = checkLoginResponse(answer);
  setToken(ctx, login.authToken);
  ctx.set({ isNewUser: login.newUser, subscription: login.subscription, experiments: login.experiments });
  assignUser(ctx, await loadUser(ctx));
}

type LoginActions = Pick<AuthActions, 'signUp' | 'logIn' | 'googleLogIn' | 'facebookLogIn' | 'loginWithCode'>;

export function loginActions(ctx: AuthContext): LoginActions {
  const socialLogIn = (path: '/google-login' | '/fb-login') => (accessToken: string) => runAction(ctx, () =>
    runLoginFlow(ctx, async () => {
      try {
        await completeLogin(ctx, await ctx.http.request('POST', path, { access_token: accessToken, ...baseFields(ctx) }));
      } catch (error) {
        throw asThirdPartyError(error);
      }
    }));

  return {
    signUp: (input) => runAction(ctx, async () => {
      // SPEC.md section 5: checked here so a blank field never costs a sign-up attempt against the rate limit.
      if (input.name.trim() === '') throw invalidParameter('Invalid name parameter');
      if (input.password.trim() === '') throw invalidParameter('Invalid password parameter');
      await runLoginFlow(ctx, async () => completeLogin(ctx, await ctx.http.request('POST', '/user', {
        ...baseFields(ctx),
        name: input.name,
        username: input.email.trim(),
        password: input.password,
        ...captchaFields(input.captcha),
      })));
    }),

    logIn: (input) => runAction(ctx, () => runLoginFlow(ctx, async () => completeLogin(ctx, await ctx.http.request('POST', '/login', {
      ...baseFields(ctx),
      email: input.email.trim(),
      password: input.password.trim(),
      ...captchaFields(input.captcha),
    })))),

    googleLogIn: socialLogIn('/google-login'),
    facebookLogIn: socialLogIn('/fb-login'),

    // The code is single-use and bound to the verifier this tab made when it started the sign-in, which the server
    // checks. It is traded before the login flow starts, so a refused code (stale, or someone else's met by this
    // tab's leftover verifier) ends no session: only a session the code gave is taken in place of the one here.
    loginWithCode: (code, verifier) => runAction(ctx, async () => {
      const answer = await ctx.http.request('POST', '/apple-login-exchange', {
        code,
        code_verifier: verifier,
        client_id: ctx.env.clientId(),
        platform: 'web',
        requested_experiments: [...requiredExperiments],
      });
      await runLoginFlow(ctx, async () => completeLogin(ctx, answer));
    }),
  };
}
