import { beforeEach, describe, expect, it } from 'vitest';
import { appleVerifierStorageKey, codeChallengeOf, newAppleVerifier, takeAppleVerifier } from './apple-verifier.js';

describe('Apple sign-in verifier', () => {
  beforeEach(() => sessionStorage.clear());

  it('is 43 random base64url characters, kept in this tab\'s session storage, new for every start', () => {
    const first = newAppleVerifier();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionStorage.getItem(appleVerifierStorageKey)).toBe(first);
    const second = newAppleVerifier();
    expect(second).not.toBe(first);
    expect(sessionStorage.getItem(appleVerifierStorageKey)).toBe(second);
    expect(localStorage.getItem(appleVerifierStorageKey)).toBeNull();
  });

  it('has the challenge base64url(SHA-256(verifier)), as the server computes it', async () => {
    // Worked out with Node's createHash('sha256').update(verifier).digest('base64url'), as the server checks it.
    expect(await codeChallengeOf('taskhub-apple-verifier-fixed-for-the-test-0123')).toBe('PL5kE3iqDJTUpaBJAMOsdlx11WKveJJhWR_AmbsIZWo');
  });

  it('is taken once: the trade clears it', () => {
    const verifier = newAppleVerifier();
    expect(takeAppleVerifier()).toBe(verifier);
    expect(takeAppleVerifier()).toBeNull();
    expect(sessionStorage.getItem(appleVerifierStorageKey)).toBeNull();
  });
});
