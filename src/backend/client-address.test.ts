import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, rateLimitAddress } from './client-address';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limit';
import { useTestBackend } from './testing';

// Every spelling of one address counts as that address (docs/threat-model.md #38).
const SPELLINGS: [string, string][] = [
  ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002::abcd', '2001:db8:1:2::/64'],
  ['2001:DB8:1:2:0:0:0:1', '2001:db8:1:2::/64'],
  ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::1%eth0', '2001:db8:1:2::/64'],
  ['fe80::1%eth0', 'fe80::/64'],
  ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['::ffff:cb00:7107', '203.0.113.7'],
  ['[::ffff:cb00:7107]', '203.0.113.7'],
  ['0:0:0:0:0:FFFF:cb00:7107', '203.0.113.7'],
  ['64:ff9b::203.0.113.7', '203.0.113.7'],
  ['::ffff:0:cb00:7107', '203.0.113.7'],
  ['::cb00:7107', '203.0.113.7'],
  ['2002:cb00:7107::1', '203.0.113.7'],
  ['2002:cb00:7108:5::1', '203.0.113.8'],
  ['198.51.100.7', '198.51.100.7'],
  ['::ffff:198.51.100.7', '198.51.100.7'],
  ['::1', '::/64'],
];

describe('rateLimitAddress', () => {
  it.each([...SPELLINGS, ['not an address', 'not an address'], [undefined, 'unknown']])(
    'counts %s as %s',
    (address, key) => {
      expect(rateLimitAddress(address)).toBe(key);
    },
  );

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
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '::1',
    '0:0:0:0:0:0:0:1',
    '[::1]',
    '::1%lo',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
  ])('%s is', (a) => expect(isLoopbackAddress(a)).toBe(true));
  it.each([
    '10.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a00:1',
    '::',
    '0.0.0.0',
    // Reaches 127.0.0.1 only through a translator on the network: no peer comes from it.
    '64:ff9b::7f00:1',
    'fe80::1',
    '2001:db8::1',
    'localhost',
    '127.0.0.1.example',
    undefined,
  ])('%s is not', (a) => expect(isLoopbackAddress(a)).toBe(false));
});

// The database counts callers of its rate-limited functions by the same rules, from the address
// the gateway (or the embedded server, from the socket) reports.
describe('private.request_client_key', () => {
  const backend = useTestBackend();

  const keyOf = (address: string) =>
    backend.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'x-forwarded-for': `${address}, 192.0.2.1` }),
      ]);
      const { rows } = await tx.query<{ key: string }>(
        'select private.request_client_key() as key',
      );
      return rows[0]?.key;
    });

  it('gives two spellings one key exactly when rateLimitAddress counts them as one', async () => {
    const keys = new Map<string, string | undefined>();
    for (const [address] of SPELLINGS) keys.set(address, await keyOf(address));
    for (const [a, countedA] of SPELLINGS) {
      for (const [b, countedB] of SPELLINGS) {
        expect(keys.get(a) === keys.get(b), `${a} and ${b}`).toBe(countedA === countedB);
      }
    }
    expect(await keyOf('not an address')).toBe('unknown');
  });
});
