import { cors } from 'hono/cors';

/**
 * Supabase's CORS contract (docs/supabase-protocol.md#headers-and-cors): any origin, bearer tokens,
 * no cookies. Every API allows the headers each supabase-js request sends, then its own.
 */
export function supabaseCors(allowHeaders: string[], exposeHeaders: string[]) {
  return cors({
    origin: '*',
    allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type', ...allowHeaders],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders,
    maxAge: 86400,
  });
}
