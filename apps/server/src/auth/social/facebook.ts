import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { fetchProviderJson, providerRefused, type ProviderProfile } from './provider-http.js';

/** The Graph API's debug_token answer: who the token was issued to and whether it still holds. */
const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.string().optional(),
    user_id: z.string().optional(),
    is_valid: z.boolean().optional(),
    expires_at: z.number().optional(),
  }),
});

const meSchema = z.object({
  id: z.string().min(1).max(255),
  name: z.string().optional(),
  email: z.string().max(254).optional(),
});

/**
 * Checks with the app's own credentials that the token was issued to this app and is valid (debug_token), then reads
 * the person's profile with it (/me). The social network only hands out confirmed emails, so they count as verified.
 */
export async function fetchFacebookProfile(config: Config['facebook'], accessToken: string, now: number): Promise<ProviderProfile> {
  const appId = config.appId ?? '';
  const appSecret = config.appSecret ?? '';
  const debug = await fetchProviderJson(debugTokenSchema, `${config.graphUrl}/debug_token?${new URLSearchParams({
    input_token: accessToken, access_token: `${appId}|${appSecret}`,
  })}`);
  const { data } = debug;
  // A token made for another app must not sign anyone in here, or that app could impersonate its users.
  if (data.is_valid !== true || data.app_id !== appId) throw providerRefused();
  if (data.expires_at && data.expires_at * 1000 <= now) throw providerRefused();

  // appsecret_proof ties the call to this app's secret, so a stolen token alone cannot be replayed through us elsewhere.
  const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
  const me = await fetchProviderJson(meSchema, `${config.graphUrl}/me?${new URLSearchParams({
    fields: 'id,name,email,picture', access_token: accessToken, appsecret_proof: proof,
  })}`);
  if (data.user_id !== undefined && data.user_id !== me.id) throw providerRefused();
  return {
    provider: 'facebook',
    subject: me.id,
    email: me.email?.trim().toLowerCase() || undefined,
    emailVerified: true,
    name: me.name,
  };
}
