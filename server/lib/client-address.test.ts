import { describe, expect, it } from 'vitest';
import { limitedAddress } from './client-address.ts';

describe('the address a limit counts', () => {
  it('counts an IPv4 client by its address', () => {
    expect(limitedAddress('192.0.2.7', 64)).toBe('192.0.2.7');
    expect(limitedAddress('::ffff:192.0.2.7', 64)).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const one = limitedAddress('2001:db8:1:2::1', 64);
    expect(one).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8:1:2:ffff:ffff:ffff:fffe', 64)).toBe(one);
    expect(limitedAddress('2001:db8:1:3::1', 64)).not.toBe(one);
  });

  it('takes the prefix length from the setting', () => {
    expect(limitedAddress('2001:db8:1:2::1', 48)).toBe(limitedAddress('2001:db8:1:ffff::9', 48));
    expect(limitedAddress('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
  });
});
