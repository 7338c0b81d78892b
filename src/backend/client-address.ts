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

export {
  isLoopbackAddress,
  rateLimitAddress,
} from '../../supabase/functions/_shared/ip-address.ts';
