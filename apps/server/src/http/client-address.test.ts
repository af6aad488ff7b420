import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:1234:aaaa:bbbb:cccc:dddd', '2001:db8:85a3:1234::/64'],
    ['2001:db8:85a3:1234::1', '2001:db8:85a3:1234::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts two addresses of one /64 together and two /64s apart', () => {
    expect(addressKey('2001:db8:1:2::a')).toBe(addressKey('2001:db8:1:2:ffff::b'));
    expect(addressKey('2001:db8:1:2::a')).not.toBe(addressKey('2001:db8:1:3::a'));
  });
});
