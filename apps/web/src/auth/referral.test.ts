import { afterEach, describe, expect, it } from 'vitest';
import { referralCode, rememberReferralCode } from './referral.js';

describe('referral code', () => {
  afterEach(() => { document.cookie = '_fprom_ref=; expires=Thu, 01 Jan 1970 00:00:00 GMT'; });

  it('"the \'gspk\' parameter (prefixed \'PS_\')" comes first', () => {
    expect(referralCode('?gspk=abc&referral=friend', '_fprom_ref=promo')).toBe('PS_abc');
  });

  it('"the \'referral\' parameter" comes next, unprefixed', () => {
    expect(referralCode('?referral=friend', '_fprom_ref=promo')).toBe('friend');
  });

  it('"a promo cookie (prefixed \'FP_\')" is the last source', () => {
    expect(referralCode('?x=1', 'a=1; _fprom_ref=promo%20x; b=2')).toBe('FP_promo x');
  });

  it('is null with no source, and reads the page address and cookies by default', () => {
    expect(referralCode('', 'other=1')).toBeNull();
    document.cookie = '_fprom_ref=fromdoc';
    expect(referralCode()).toBe('FP_fromdoc');
  });
});

describe('a referral code across a provider sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('is remembered from the address before leaving, and read after the return (whose address has no query)', () => {
    rememberReferralCode('?gspk=abc', sessionStorage);
    expect(referralCode('?google_login=1', '', sessionStorage)).toBe('PS_abc');
    expect(referralCode('?referral=new', '', sessionStorage)).toBe('new');
  });

  it('keeps nothing when the address has none, so the promo cookie still counts', () => {
    rememberReferralCode('?x=1', sessionStorage);
    expect(referralCode('', '_fprom_ref=p', sessionStorage)).toBe('FP_p');
  });
});
