import { createContext, useContext } from 'react';

/** Google reCAPTCHA v3 actions the server checks (apps/server auth/captcha.ts). */
export type CaptchaAction = 'check_email' | 'login' | 'signup';

/** Gets a captcha token; the app uses Google's script, tests a fake. */
export interface Captcha {
  execute(siteKey: string, action: CaptchaAction): Promise<string>;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const recaptchaScriptUrl = (siteKey: string) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

/**
 * Google's reCAPTCHA v3, loaded on first use only: most people never meet the captcha, and the script would
 * otherwise send every visitor's page load to Google.
 */
export function createRecaptcha(doc: Document = document): Captcha {
  const loads = new Map<string, Promise<Grecaptcha>>();

  const load = (siteKey: string) => {
    let loading = loads.get(siteKey);
    if (!loading) {
      loading = new Promise<Grecaptcha>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = recaptchaScriptUrl(siteKey);
        script.async = true;
        script.onload = () => {
          const api = window.grecaptcha;
          if (api) api.ready(() => resolve(api));
          else reject(new Error('reCAPTCHA did not load'));
        };
        script.onerror = () => {
          loads.delete(siteKey);
          reject(new Error('reCAPTCHA could not be downloaded'));
        };
        doc.head.appendChild(script);
      });
      loads.set(siteKey, loading);
    }
    return loading;
  };

  return {
    async execute(siteKey, action) {
      const api = await load(siteKey);
      return api.execute(siteKey, { action });
    },
  };
}

let browserCaptcha: Captcha | null = null;

/** One loader for the page, made when first asked for. */
function defaultCaptcha(): Captcha {
  browserCaptcha ??= createRecaptcha();
  return browserCaptcha;
}

export const CaptchaContext = createContext<Captcha | null>(null);

export function useCaptcha(): Captcha {
  return useContext(CaptchaContext) ?? defaultCaptcha();
}
