import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { fetchProviderJson, isTrue, providerRefused, type ProviderProfile } from './provider-http.js';

const flag = z.union([z.boolean(), z.string()]).optional();

/** Google's tokeninfo answer for an access token (numbers arrive as strings). */
const tokenInfoSchema = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().optional(),
  exp: z.coerce.number().optional(),
});

/** The OpenID Connect userinfo answer. */
const userInfoSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: flag,
  name: z.string().optional(),
  picture: z.string().max(2048).optional(),
});

/**
 * Checks that an access token was issued to this server's client id and has not expired (tokeninfo), then reads
 * the person's profile with it (userinfo).
 */
export async function fetchGoogleProfile(config: Config['google'], accessToken: string, now: number): Promise<ProviderProfile> {
  const info = await fetchProviderJson(tokenInfoSchema, `${config.tokeninfoUrl}?${new URLSearchParams({ access_token: accessToken })}`);
  // A token made for another app must not sign anyone in here, or that app could impersonate its users.
  if (info.aud !== config.clientId && info.azp !== config.clientId) throw providerRefused();
  if (info.exp !== undefined && info.exp * 1000 <= now) throw providerRefused();

  const user = await fetchProviderJson(userInfoSchema, config.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
  if (info.sub !== undefined && info.sub !== user.sub) throw providerRefused();
  return {
    provider: 'google',
    subject: user.sub,
    email: user.email?.trim().toLowerCase() || undefined,
    emailVerified: isTrue(user.email_verified),
    name: user.name,
    avatarUrl: user.picture?.startsWith('https://') || user.picture?.startsWith('http://') ? user.picture : undefined,
  };
}
