import { describe, expect, it } from 'vitest';
import { isLocalIp, networkKey } from './ip';

describe('networkKey', () => {
  it('keeps an IPv4 address, mapped or not', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, whatever its spelling', () => {
    expect(networkKey('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(networkKey('2001:DB8:1:2:ffff:1:2:3')).toBe('2001:0db8:0001:0002::/64');
    expect(networkKey('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(networkKey('2001:db8:1:3::1')).not.toBe(networkKey('2001:db8:1:2::1'));
  });
});

describe('isLocalIp', () => {
  it('tells loopback and private networks from public addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '172.20.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isLocalIp(ip), ip).toBe(true);
    for (const ip of ['203.0.113.7', '2001:db8::1', '172.32.0.1']) expect(isLocalIp(ip), ip).toBe(false);
  });
});
