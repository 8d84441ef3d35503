import { describe, expect, it } from 'vitest';
import { countryOfIp } from './ip-country';

describe('countryOfIp: the country of an address, offline (issue 33 §7)', () => {
  it('finds the country of public IPv4 addresses, mapped ones included', async () => {
    expect(await countryOfIp('8.8.8.8')).toBe('US');
    expect(await countryOfIp('41.82.1.1')).toBe('SN');
    expect(await countryOfIp('102.176.1.1')).toBe('GH');
    expect(await countryOfIp('::ffff:41.82.1.1')).toBe('SN');
  });

  it('finds the country of an IPv6 address by its /64, whatever its spelling', async () => {
    expect(await countryOfIp('2001:4860:4860::8888')).toBe('US');
    expect(await countryOfIp('2001:4860:4860:0000:0000:0000:0000:8888')).toBe('US');
  });

  it('names no country for private, loopback, documentation or malformed addresses', async () => {
    for (const ip of [
      '10.1.2.3',
      '127.0.0.1',
      '192.168.1.9',
      '172.20.1.1',
      '100.72.1.1',
      '::1',
      'fe80::1',
      '203.0.113.20',
      '198.51.100.7',
      '2001:db8::1',
      'nonsense',
      '',
      null,
    ])
      expect(await countryOfIp(ip)).toBeNull();
  });
});
