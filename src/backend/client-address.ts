import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ipv6Groups } from '../../supabase/functions/_shared/limits.ts';

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
  return isIPv6(address) && ipv6Groups(address)?.join(':') === '0:0:0:0:0:0:0:1';
}

export { rateLimitAddress } from '../../supabase/functions/_shared/limits.ts';
