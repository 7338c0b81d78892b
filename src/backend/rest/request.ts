import type { Context } from 'hono';
import { clientAddressOf } from '../client-address';
import { rollbackRefused } from './errors';
import type { RequestContext } from './execute';
import {
  checkContentType,
  checkPreferences,
  checkProfile,
  parseAccept,
  parsePrefer,
  type Preferences,
  type ResponseShape,
} from './headers';
import type { CatalogCache } from './catalog';
import { authenticate, type VerifiedTokens } from './request-auth';

/** What the REST routes of one backend keep between requests. */
export interface RestCaches {
  catalog: CatalogCache;
  tokens: VerifiedTokens;
}

/** Everything a handler needs from the request's headers, checked in PostgREST's order. */
export interface RestRequest extends RequestContext {
  shape: ResponseShape;
  prefer: Preferences;
  /** The query string, form-decoded (`+` is a space). */
  searchParams: URLSearchParams;
}

/**
 * The request's headers for `request.headers`, with the client's address where hosted Supabase's
 * gateway puts it (x-forwarded-for), taken from the socket: what a client sends in those headers
 * is dropped, so SQL rate limits cannot be dodged by inventing an address.
 */
function requestHeadersJson(c: Context): string {
  const headers = Object.fromEntries(c.req.raw.headers);
  delete headers['cf-connecting-ip'];
  delete headers['x-real-ip'];
  headers['x-forwarded-for'] = clientAddressOf(c) ?? '';
  return JSON.stringify(headers);
}

export const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Authenticates first (a bad JWT is 401 whatever else is wrong), then checks the schema profile,
 * Accept and Content-Type, and reads Prefer (refusing what it cannot honour under handling=strict,
 * and `tx=rollback` from anyone but the service role).
 */
export async function readRestRequest(
  tokens: VerifiedTokens,
  c: Context,
  path: string,
): Promise<RestRequest> {
  const method = c.req.method;
  const readOnly = isReadMethod(method);
  const auth = await authenticate(c.req.header('authorization'), c.req.header('apikey'), tokens);
  checkProfile(readOnly ? c.req.header('accept-profile') : c.req.header('content-profile'));
  const shape = parseAccept(c.req.header('accept'));
  if (!readOnly) checkContentType(c.req.header('content-type'));
  const prefer = parsePrefer(c.req.header('prefer'));
  checkPreferences(prefer);
  if (prefer.tx === 'rollback' && auth.role !== 'service_role') throw rollbackRefused();
  return {
    auth,
    method,
    path,
    headersJson: requestHeadersJson(c),
    readOnly,
    shape,
    prefer,
    searchParams: new URL(c.req.url).searchParams,
  };
}
