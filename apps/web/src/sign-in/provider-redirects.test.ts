import { describe, expect, it } from 'vitest';
import { appleStartUrl } from './provider-redirects.js';

describe('appleStartUrl', () => {
  it('carries the referral code to the server, which keeps it in the signed state (Apple\'s return has no body)', () => {
    const url = new URL(appleStartUrl('https://api.example', 'c'.repeat(43), 'de', 'PS_abc'));
    expect(url.pathname).toBe('/apple-login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code_challenge: 'c'.repeat(43), code_challenge_method: 'S256', locale: 'de', referrer: 'PS_abc',
    });
  });

  it('sends no referrer when there is none', () => {
    expect(new URL(appleStartUrl('https://api.example', 'c'.repeat(43), 'en')).searchParams.has('referrer')).toBe(false);
  });
});
