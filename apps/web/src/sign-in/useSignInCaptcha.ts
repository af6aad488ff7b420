import { useMemo, useRef } from 'react';
import type { HttpClient } from '../api/http.js';
import type { CaptchaAnswer } from '../auth/auth-state.js';
import { type CaptchaAction, useCaptcha } from './captcha.js';

export interface SignInCaptcha {
  /** The server asked for a captcha (use_captcha or CAPTCHA_REQUIRED); from then on every sign-in call carries one. */
  required: boolean;
  require(): void;
  /** The last answer could not be had (no site key, the script failed): the screen says the captcha failed. */
  failed: boolean;
  /** A fresh answer for one call when required, else undefined; tokens are single-use, so each call gets its own. */
  answer(action: CaptchaAction): Promise<CaptchaAnswer | undefined>;
  /** An HTTP client that adds the captcha to POST /check_email once required (the server then tells the truth). */
  emailCheckHttp: HttpClient;
}

export class CaptchaUnavailableError extends Error {}

export function useSignInCaptcha(http: HttpClient, siteKey: string | null): SignInCaptcha {
  const captcha = useCaptcha();
  const required = useRef(false);
  const failed = useRef(false);
  // A ref, so the client handed to the email-check store once keeps working after the providers answer arrives.
  const key = useRef(siteKey);
  key.current = siteKey;

  return useMemo<SignInCaptcha>(() => {
    const answer = async (action: CaptchaAction): Promise<CaptchaAnswer | undefined> => {
      failed.current = false;
      if (!required.current) return undefined;
      const siteKey = key.current;
      try {
        if (!siteKey) throw new Error('The server wants a captcha but gave no site key');
        return { token: await captcha.execute(siteKey, action), siteKey, action };
      } catch (error) {
        failed.current = true;
        throw new CaptchaUnavailableError(error instanceof Error ? error.message : 'captcha failed');
      }
    };
    return {
      get required() { return required.current; },
      require: () => { required.current = true; },
      get failed() { return failed.current; },
      answer,
      emailCheckHttp: {
        async request(method, path, body) {
          const solved = path === '/check_email' ? await answer('check_email') : undefined;
          if (!solved || typeof body !== 'object' || body === null) return http.request(method, path, body);
          return http.request(method, path, {
            ...body,
            captcha_method: 'google_recaptcha',
            captcha_params: { token: solved.token, site_key: solved.siteKey, action: solved.action },
          });
        },
      },
    };
  }, [captcha, http]);
}
