import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, rateLimitAddress } from './client-address';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limit';

describe('rateLimitAddress', () => {
  it('counts an IPv6 client by its /64, however it writes the address', () => {
    const same = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002::abcd',
    ];
    expect(new Set(same.map(rateLimitAddress))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(rateLimitAddress('2001:db8:1:2::1'));
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4 addresses whole, mapped into IPv6 or not', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress(undefined)).toBe('unknown');
  });

  it('gives one hotline allowance to a whole /64', () => {
    const limiter = new RateLimiter({
      ...DEFAULT_RATE_LIMITS,
      hotline: { limit: 1, windowMs: 60_000 },
    });
    const key = (address: string) => limiter.clientKey(rateLimitAddress(address));
    expect(limiter.allow('hotline', key('2001:db8:5:6::1'))).toBe(true);
    expect(limiter.allow('hotline', key('2001:db8:5:6::2'))).toBe(false);
    expect(limiter.allow('hotline', key('2001:db8:5:7::1'))).toBe(true);
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    '%s is',
    (a) => expect(isLoopbackAddress(a)).toBe(true),
  );
  it.each(['10.0.0.1', '::ffff:10.0.0.1', '::', 'fe80::1', '2001:db8::1', 'localhost', undefined])(
    '%s is not',
    (a) => expect(isLoopbackAddress(a)).toBe(false),
  );
});
