import { bearerToken, verifyJwt } from '../jwt';
import { expiredJwt, invalidJwt } from './errors';

/** The only roles a request may run as; each name is safe to write into `SET LOCAL ROLE`. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface RequestAuth {
  role: ApiRole;
  /** The JWT's claims as JSON, for `request.jwt.claims` (auth.uid(), auth.jwt()). */
  claimsJson: string;
  /** A user's access token names its session, which must still exist when the request runs. */
  session?: { id: string; userId: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}

/**
 * Who the request runs as: the role claim of the verified JWT from `Authorization: Bearer`, or of
 * the `apikey` header when there is no Authorization header; anon when neither is sent.
 * Throws a 401 RestError (PGRST301/PGRST303) for a token that does not verify.
 */
export async function authenticate(
  authorization: string | undefined,
  apikey: string | undefined,
  jwtSecret: string,
): Promise<RequestAuth> {
  let token: string | undefined;
  if (authorization !== undefined && authorization !== '') {
    token = bearerToken(authorization);
    if (!token) throw invalidJwt('Authorization header is not a Bearer token');
  } else if (apikey) {
    token = apikey;
  }
  if (!token) return { role: 'anon', claimsJson: JSON.stringify({ role: 'anon' }) };

  const check = await verifyJwt(token, jwtSecret);
  if (!check.ok) throw check.reason === 'expired' ? expiredJwt() : invalidJwt(check.message);
  // verifyJwt already restricts the role; checked again because it ends up in SQL text.
  if (!isApiRole(check.claims.role)) throw invalidJwt('invalid JWT: unknown role');
  const { role, sub, session_id: sessionId } = check.claims;
  if (role !== 'authenticated') return { role, claimsJson: JSON.stringify(check.claims) };
  if (!sub || !sessionId || !UUID.test(sub) || !UUID.test(sessionId)) {
    throw invalidJwt('invalid JWT: a user token needs sub and session_id');
  }
  return {
    role,
    claimsJson: JSON.stringify(check.claims),
    session: { id: sessionId, userId: sub },
  };
}
