import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The address the request's connection came from (never a header a client can set). */
export function clientAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not running on a Node socket.
    return undefined;
  }
}

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return isIPv6(address) && expandIPv6(address).join(':') === '0:0:0:0:0:0:0:1';
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}

/**
 * What rate limits count a client by: its IPv4 address, or the /64 network of an IPv6 address,
 * since one IPv6 host commonly holds a whole /64 and could otherwise rotate through it.
 */
export function rateLimitAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address.split('%')[0] ?? address)
    .slice(0, 4)
    .join(':')}::/64`;
}
