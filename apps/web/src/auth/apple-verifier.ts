/** Session-storage key of the verifier of the Apple sign-in this tab started. */
export const appleVerifierStorageKey = 'taskhub.appleVerifier';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A new verifier for an Apple sign-in (PKCE-style, RFC 7636): 32 random bytes, base64url. It stays in this tab's
 * session storage, which the round trip to Apple keeps; only its hash goes into the start address, so the code
 * Apple's return hands over can be traded by this tab alone, never from a copied address or someone else's link.
 */
export function newAppleVerifier(storage: Storage = sessionStorage): string {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  storage.setItem(appleVerifierStorageKey, verifier);
  return verifier;
}

/** The challenge the start carries: base64url(SHA-256(verifier)), RFC 7636's S256. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The verifier of the sign-in this tab started, taken out of storage: its code is traded once, right now. */
export function takeAppleVerifier(storage: Storage = sessionStorage): string | null {
  const verifier = storage.getItem(appleVerifierStorageKey);
  storage.removeItem(appleVerifierStorageKey);
  return verifier;
}
