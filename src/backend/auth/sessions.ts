import { SignJWT } from 'jose';
import type { BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { randomToken, tokenHash } from './tokens';
import { appMetadata, userJson, type UserJson, type UserRow } from './users';

/** docs/threat-model.md#numbers: access tokens live one hour. */
export const ACCESS_TOKEN_SECONDS = 3600;

/** How the session was authenticated: a password, or a link from an email. */
export type AuthMethod = 'password' | 'otp';

/** The session object of GoTrue replies; auth-js needs all of access_token, refresh_token, expires_in. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export interface SessionGrant {
  sessionId: string;
  refreshToken: string;
  method: AuthMethod;
  /** Unix seconds at which the session was created (the amr timestamp). */
  authenticatedAt: number;
}

/** Opens a session (auth.sessions row plus its first refresh token) and issues its tokens. */
export async function startSession(
  ctx: BackendContext,
  tx: Queryable,
  user: UserRow,
  method: AuthMethod,
): Promise<SessionJson> {
  const { rows } = await tx.query<{ id: string; created_at: number }>(
    `insert into auth.sessions (user_id) values ($1)
     returning id::text as id, extract(epoch from created_at)::float8 as created_at`,
    [user.id],
  );
  const session = rows[0];
  if (!session) throw new Error('auth.sessions insert returned no row');
  const refreshToken = randomToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [tokenHash(refreshToken), user.id, session.id],
  );
  return sessionJson(ctx, user, {
    sessionId: session.id,
    refreshToken,
    method,
    authenticatedAt: Math.floor(session.created_at),
  });
}

/** The session reply for a grant: a freshly signed access token plus the refresh token. */
export async function sessionJson(
  ctx: BackendContext,
  user: UserRow,
  grant: SessionGrant,
): Promise<SessionJson> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
  const accessToken = await new SignJWT({
    iss: `${ctx.apiUrl}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    // Never taken from the row: the database role a token selects must not be data.
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: grant.method, timestamp: grant.authenticatedAt }],
    session_id: grant.sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(ctx.keys.jwtSecret));
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: grant.refreshToken,
    user: userJson(user),
  };
}
