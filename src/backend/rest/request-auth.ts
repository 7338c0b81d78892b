import { bearerToken, verifyJwt, type JwtClaims } from '../jwt';
import { LruMap } from '../lru';
import { expiredJwt, invalidJwt } from './errors';

/** The only roles a request may run as (the request's transaction switches to one with set_config). */
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

/** How many verified tokens the REST API remembers (a token and its claims are about 2 KB). */
export const VERIFIED_TOKENS = 1000;

/**
 * The JWTs the REST API has verified, each remembered until its `exp`, so a token sent again
 * (every request of a signed-in user) is not verified again. Only tokens that verified are kept,
 * at most `limit` of them, the least recently used dropped first. What a token may do is not
 * remembered: whether its session still exists is checked by every request's transaction.
 */
export class VerifiedTokens {
  private readonly tokens: LruMap<string, { auth: RequestAuth; expiresAt: number }>;

  constructor(
    private readonly jwtSecret: string,
    limit = VERIFIED_TOKENS,
    /** Milliseconds since the epoch; tests move it. */
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = new LruMap(limit);
  }

  /** Who `token` makes the request run as; a 401 RestError when it does not verify. */
  async authenticate(token: string): Promise<RequestAuth> {
    const now = this.now();
    const known = this.tokens.get(token);
    // jose accepts a token while the current second is before exp.
    if (known && Math.floor(now / 1000) < known.expiresAt) return known.auth;
    if (known) this.tokens.delete(token);
    const check = await verifyJwt(token, this.jwtSecret, now);
    if (!check.ok) throw check.reason === 'expired' ? expiredJwt() : invalidJwt(check.message);
    const auth = authOf(check.claims);
    // Every token this backend issues has an exp; one without is verified each time.
    if (typeof check.claims.exp === 'number') {
      this.tokens.set(token, { auth, expiresAt: check.claims.exp });
    }
    return auth;
  }
}

const ANON: RequestAuth = { role: 'anon', claimsJson: JSON.stringify({ role: 'anon' }) };

/** The role, claims and session of a verified token. */
function authOf(claims: JwtClaims): RequestAuth {
  // verifyJwt already restricts the role; checked again because the transaction switches to it.
  if (!isApiRole(claims.role)) throw invalidJwt('invalid JWT: unknown role');
  const { role, sub, session_id: sessionId } = claims;
  if (role !== 'authenticated') return { role, claimsJson: JSON.stringify(claims) };
  if (!sub || !sessionId || !UUID.test(sub) || !UUID.test(sessionId)) {
    throw invalidJwt('invalid JWT: a user token needs sub and session_id');
  }
  return { role, claimsJson: JSON.stringify(claims), session: { id: sessionId, userId: sub } };
}

/**
 * Who the request runs as: the role claim of the verified JWT from `Authorization: Bearer`, or of
 * the `apikey` header when there is no Authorization header; anon when neither is sent.
 * Throws a 401 RestError (PGRST301/PGRST303) for a token that does not verify.
 */
export async function authenticate(
  authorization: string | undefined,
  apikey: string | undefined,
  tokens: VerifiedTokens,
): Promise<RequestAuth> {
  let token: string | undefined;
  if (authorization !== undefined && authorization !== '') {
    token = bearerToken(authorization);
    if (!token) throw invalidJwt('Authorization header is not a Bearer token');
  } else if (apikey) {
    token = apikey;
  }
  if (!token) return ANON;
  return tokens.authenticate(token);
}
