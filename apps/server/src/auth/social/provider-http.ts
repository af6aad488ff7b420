import { AppError } from '@taskhub/domain';
import type { z } from 'zod';

/** What a sign-in provider tells us about the person behind a token. */
export interface ProviderProfile {
  provider: 'google' | 'facebook' | 'apple';
  subject: string;
  /** Trimmed and lower-cased; absent when the person shared none. */
  email?: string;
  emailVerified: boolean;
  name?: string;
  avatarUrl?: string;
}

const timeoutMs = 10_000;

export const providerUnavailable = () => new AppError('THIRD_PARTY_UNAVAILABLE');
export const providerRefused = (message?: string) => new AppError('THIRD_PARTY_AUTH_FAILED', message ? { message } : {});

/**
 * Calls a provider and answers its JSON parsed with a schema. A refusal (4xx) means the token is not good (401);
 * no answer, a 5xx, a 429 or an answer of the wrong shape means the provider cannot be relied on right now (502).
 */
export async function fetchProviderJson<S extends z.ZodType>(schema: S, url: string, init: RequestInit = {}): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw providerUnavailable();
  }
  if (response.status >= 400 && response.status < 500 && response.status !== 429) {
    await response.body?.cancel();
    throw providerRefused();
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw providerUnavailable();
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw providerUnavailable();
  return parsed.data;
}

/** Providers write booleans as JSON booleans or as the strings "true"/"false". */
export const isTrue = (value: unknown) => value === true || value === 'true';
