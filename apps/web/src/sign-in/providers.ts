import { useEffect, useState } from 'react';
import type { HttpClient } from '../api/http.js';

/** GET /api/v1/auth/providers, read defensively: a missing or odd field counts as "not offered". */
export interface Providers {
  google: boolean;
  facebook: boolean;
  apple: boolean;
  captchaSiteKey: string | null;
  /** OAuth client ids for the browser redirect, from the server. */
  googleClientId: string | null;
  facebookAppId: string | null;
  /** Where the browser signs in with each; the server's setting, else the providers' own pages. */
  googleAuthorizeUrl: string;
  facebookAuthorizeUrl: string;
}

const defaultGoogleAuthorizeUrl = 'https://accounts.google.com/o/oauth2/v2/auth';
const defaultFacebookAuthorizeUrl = 'https://www.facebook.com/v2.7/dialog/oauth';

export const noProviders: Providers = {
  google: false, facebook: false, apple: false, captchaSiteKey: null, googleClientId: null, facebookAppId: null,
  googleAuthorizeUrl: defaultGoogleAuthorizeUrl, facebookAuthorizeUrl: defaultFacebookAuthorizeUrl,
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function parseProviders(answer: unknown): Providers {
  if (typeof answer !== 'object' || answer === null) return noProviders;
  const record = answer as Record<string, unknown>;
  const captcha = typeof record.captcha === 'object' && record.captcha !== null ? (record.captcha as Record<string, unknown>) : {};
  return {
    google: record.google === true,
    facebook: record.facebook === true,
    apple: record.apple === true,
    captchaSiteKey: text(captcha.siteKey),
    googleClientId: text(record.googleClientId),
    facebookAppId: text(record.facebookAppId),
    googleAuthorizeUrl: text(record.googleAuthorizeUrl) ?? defaultGoogleAuthorizeUrl,
    facebookAuthorizeUrl: text(record.facebookAuthorizeUrl) ?? defaultFacebookAuthorizeUrl,
  };
}

export async function fetchProviders(http: HttpClient): Promise<Providers> {
  try {
    return parseProviders(await http.request('GET', '/api/v1/auth/providers'));
  } catch {
    // Without the answer nothing is known to work; email sign-in still does.
    return noProviders;
  }
}

/** The providers answer, null while it loads. */
export function useProviders(http: HttpClient): Providers | null {
  const [providers, setProviders] = useState<Providers | null>(null);
  useEffect(() => {
    let active = true;
    void fetchProviders(http).then((answer) => {
      if (active) setProviders(answer);
    });
    return () => {
      active = false;
    };
  }, [http]);
  return providers;
}
