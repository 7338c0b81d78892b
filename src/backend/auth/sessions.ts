import { SignJWT } from 'jose';
import type { BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { GoTrueError } from './errors';
import { randomToken, tokenHash } from './tokens';
import { appMetadata, userJson, type UserJson, type UserRow } from './users';

/** docs/threat-model.md#numbers: access tokens live one hour. */
export const ACCESS_TOKEN_SECONDS = 3600;

/**
 * How a session was authenticated (the access token's `amr` methods, GoTrue's names): a password,
 * a link from an email, a code from an authenticator app (which makes it `aal2`), a SAML identity
 * provider, or an OpenID provider.
 */
export type AuthMethod = 'password' | 'otp' | 'totp' | 'sso/saml' | 'oauth';

/** The session object of GoTrue replies; auth-js needs all of access_token, refresh_token, expires_in. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

/**
 * The implicit-flow fragment auth-js reads with detectSessionInUrl (in this key order), as GoTrue
 * sends it after an external sign-in; an email link's also carries its `type`.
 */
export function sessionFragment(session: SessionJson, type?: string): URLSearchParams {
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
  });
  if (type) fragment.set('type', type);
  return fragment;
}

export interface AmrEntry {
  method: AuthMethod;
  /** Unix seconds at which the method was last used in this session. */
  timestamp: number;
}

/** Records that `method` authenticated the session just now (by the backend's clock). */
export async function addAmrClaim(
  ctx: BackendContext,
  tx: Queryable,
  sessionId: string,
  method: AuthMethod,
): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
     values ($1, $2, to_timestamp($3::float8 / 1000), to_timestamp($3::float8 / 1000))
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, method, ctx.clock()],
  );
}

/** A session's `amr`, most recent first, and its `aal`: aal2 once an authenticator code was used. */
export async function assuranceOf(tx: Queryable, sessionId: string) {
  const { rows } = await tx.query<AmrEntry>(
    `select authentication_method as method,
            floor(extract(epoch from updated_at))::float8 as timestamp
       from auth.mfa_amr_claims where session_id = $1
      order by updated_at desc, authentication_method`,
    [sessionId],
  );
  const aal: 'aal1' | 'aal2' = rows.some((entry) => entry.method === 'totp') ? 'aal2' : 'aal1';
  return { aal, amr: rows };
}

/** Opens a session (auth.sessions row, its first claim and refresh token) and issues its tokens. */
export async function startSession(
  ctx: BackendContext,
  tx: Queryable,
  user: UserRow,
  method: Exclude<AuthMethod, 'totp'>,
): Promise<SessionJson> {
  const { rows } = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id::text as id',
    [user.id],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('auth.sessions insert returned no row');
  await addAmrClaim(ctx, tx, sessionId, method);
  const refreshToken = await newRefreshToken(tx, user.id, sessionId);
  return sessionJson(ctx, tx, user, sessionId, refreshToken, method);
}

/**
 * A random refresh token for the session, with no parent: a client holding one of the session's
 * earlier tokens cannot be handed it (the session's tokens before an authenticator code).
 */
export async function newRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
): Promise<string> {
  const refreshToken = randomToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [tokenHash(refreshToken), userId, sessionId],
  );
  return refreshToken;
}

/**
 * Supabase Auth's custom access token hook of the SSO migration, asked as hosted Supabase asks it:
 * before every access token, with how it was earned (`token_refresh` for a refresh) and its `amr`.
 * A team that enforces single sign-on refuses its members' tokens not earned by SSO
 * (docs/decisions.md SSO1).
 */
async function askAccessTokenHook(
  tx: Queryable,
  userId: string,
  method: AuthMethod | 'token_refresh',
  amr: AmrEntry[],
): Promise<void> {
  const { rows } = await tx.query<{ result: { error?: { message?: string } } }>(
    `select public.sso_access_token_hook(jsonb_build_object(
       'user_id', $1::uuid, 'authentication_method', $2::text,
       'claims', jsonb_build_object('amr', $3::jsonb))) as result`,
    [userId, method, JSON.stringify(amr)],
  );
  const hookError = rows[0]?.result.error;
  if (hookError)
    throw new GoTrueError(403, 'sso_required', hookError.message ?? 'Use single sign-on');
}

/**
 * The session reply: a freshly signed access token whose `aal` and `amr` come from the session's
 * claims, the refresh token, and the user. `method` is how this token was earned.
 */
export async function sessionJson(
  ctx: BackendContext,
  tx: Queryable,
  current: UserRow,
  sessionId: string,
  refreshToken: string,
  method: AuthMethod | 'token_refresh',
): Promise<SessionJson> {
  const { aal, amr } = await assuranceOf(tx, sessionId);
  await askAccessTokenHook(tx, current.id, method, amr);
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
  const accessToken = await new SignJWT({
    iss: `${ctx.apiUrl}/auth/v1`,
    sub: current.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: current.email ?? '',
    phone: '',
    app_metadata: appMetadata(current),
    user_metadata: current.raw_user_meta_data,
    // Never taken from the row: the database role a token selects must not be data.
    role: 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: current.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(ctx.keys.jwtSecret));
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(current),
  };
}
