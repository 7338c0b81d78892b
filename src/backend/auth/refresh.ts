import type { BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { refusal, type GoTrueError } from './errors';
import { sessionJson, type SessionJson } from './sessions';
import { childRefreshToken, tokenHash } from './tokens';
import { findUserById } from './users';

/** docs/threat-model.md#numbers: a rotated refresh token may still be presented for 10 s. */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;
/** Bound on the rotations walked to reach a session's current token from an older one. */
const MAX_ROTATIONS_WALKED = 1000;

type RotationOutcome = { session: SessionJson } | { error: GoTrueError };

/**
 * POST /token?grant_type=refresh_token. The presented token is revoked and replaced by a child.
 * Presenting a revoked token returns the session's current token when the revoked one is its
 * parent (a tab that lost the reply) or was revoked less than 10 s ago (parallel refreshes);
 * any other reuse looks like theft, so the whole session is ended.
 */
export async function refreshSession(ctx: BackendContext, presented: string): Promise<SessionJson> {
  const outcome = await ctx.db.transaction((tx) => rotate(ctx, tx, presented));
  // Thrown after the commit, so ending a reused token's session sticks.
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}

async function rotate(
  ctx: BackendContext,
  tx: Queryable,
  presented: string,
): Promise<RotationOutcome> {
  const presentedHash = tokenHash(presented);
  const sessionId = (
    await tx.query<{ session_id: string }>(
      'select session_id::text as session_id from auth.refresh_tokens where token = $1',
      [presentedHash],
    )
  ).rows[0]?.session_id;
  if (!sessionId) return { error: refusal('refresh_token_not_found') };

  // Every change to a session's tokens happens under this row lock, so parallel refreshes on
  // separate PostgreSQL connections see each other's rotation instead of racing it.
  const session = (
    await tx.query<{ user_id: string }>(
      `select user_id::text as user_id from auth.sessions where id = $1 for update`,
      [sessionId],
    )
  ).rows[0];
  const token = (
    await tx.query<{ revoked: boolean; reusable: boolean }>(
      `select revoked, updated_at > now() - $2::int * interval '1 second' as reusable
         from auth.refresh_tokens where token = $1`,
      [presentedHash, REFRESH_TOKEN_REUSE_SECONDS],
    )
  ).rows[0];
  if (!session || !token) return { error: refusal('refresh_token_not_found') };

  const secret = ctx.keys.jwtSecret;
  let issued: string | undefined;
  if (!token.revoked) {
    issued = childRefreshToken(presented, secret);
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
      [presentedHash],
    );
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, parent)
       values ($1, $2, $3, $4)`,
      [tokenHash(issued), session.user_id, sessionId, presentedHash],
    );
  } else {
    const active = await activeToken(tx, sessionId);
    if (active?.parent === presentedHash) {
      issued = descendantWithHash(presented, active.token, secret, 1);
    } else if (active && token.reusable) {
      issued = descendantWithHash(presented, active.token, secret, MAX_ROTATIONS_WALKED);
    }
    if (!issued) {
      await tx.query('delete from auth.sessions where id = $1', [sessionId]);
      return { error: refusal('refresh_token_already_used') };
    }
  }

  await tx.query('update auth.sessions set updated_at = now() where id = $1', [sessionId]);
  const user = await findUserById(tx, session.user_id);
  if (!user) return { error: refusal('refresh_token_not_found') };
  if (user.banned) return { error: refusal('user_banned') };
  return { session: await sessionJson(ctx, tx, user, sessionId, issued, 'token_refresh') };
}

async function activeToken(tx: Queryable, sessionId: string) {
  const { rows } = await tx.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens
      where session_id = $1 and not revoked
      order by id desc limit 1`,
    [sessionId],
  );
  return rows[0];
}

/** Follows the rotation chain from `ancestor` to the token whose stored hash is `targetHash`. */
function descendantWithHash(
  ancestor: string,
  targetHash: string,
  secret: string,
  maxSteps: number,
): string | undefined {
  let token = ancestor;
  for (let step = 0; step < maxSteps; step++) {
    token = childRefreshToken(token, secret);
    if (tokenHash(token) === targetHash) return token;
  }
  return undefined;
}
