import { describe, expect, it } from 'vitest';
import { limitedAddress } from './client-address';

describe('the address the rate limits count', () => {
  it('counts an IPv6 caller by its /64, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:abcd:0:0:9',
      '2001:db8:1:2:a:b:1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(limitedAddress(address)).toBe(network);
    }
    expect(limitedAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('2001:db8::5')).toBe('2001:db8:0:0::/64');
  });

  it('keeps IPv4 as it is, mapped or not, and anything else untouched', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('local socket')).toBe('local socket');
  });
});
