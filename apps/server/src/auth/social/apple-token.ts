import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { isTrue, providerRefused, type ProviderProfile } from './provider-http.js';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/** One key set per JWKS address for the life of the process: jose caches the keys and refetches when Apple rotates them. */
const keySets = new Map<string, KeySet>();

function appleKeySet(jwksUrl: string): KeySet {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000 });
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

/** The `user` form field Apple posts on the first authorization only: the name is never in the id_token. */
const appleUserSchema = z.object({
  name: z.object({ firstName: z.string().max(100).optional(), lastName: z.string().max(100).optional() }).optional(),
});

/** The person's name from Apple's `user` field, when it was sent and readable. */
export function appleUserName(user: string | undefined): string | undefined {
  if (!user) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(user);
  } catch {
    return undefined;
  }
  const parsed = appleUserSchema.safeParse(decoded);
  if (!parsed.success || !parsed.data.name) return undefined;
  return [parsed.data.name.firstName, parsed.data.name.lastName].filter(Boolean).join(' ').trim() || undefined;
}

/**
 * Verifies an id_token from Apple: signature against Apple's published keys, issuer, audience (this server's
 * client id), expiry at the server's clock, and the nonce the flow's state carries (so a token cannot be replayed
 * into another flow). Throws on any mismatch.
 */
export async function verifyAppleIdToken(config: Config['apple'], idToken: string, nonce: string, now: number): Promise<Omit<ProviderProfile, 'name'>> {
  const { payload } = await jwtVerify(idToken, appleKeySet(config.jwksUrl), {
    issuer: config.issuer,
    audience: config.clientId,
    algorithms: ['RS256'],
    currentDate: new Date(now),
    requiredClaims: ['sub', 'exp'],
  });
  if (payload.nonce !== nonce) throw providerRefused();
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) throw providerRefused();
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() || undefined : undefined;
  return { provider: 'apple', subject: payload.sub, email, emailVerified: isTrue(payload.email_verified) };
}
