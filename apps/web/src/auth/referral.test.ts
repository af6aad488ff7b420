import { afterEach, describe, expect, it } from 'vitest';
import { referralCode } from './referral.js';

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
