import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { validationFailed } from './errors';
import { authenticate } from './guards';

/** Which of the user's sessions each scope ends; deleting a session deletes its refresh tokens. */
const SCOPES = {
  global: 'delete from auth.sessions where user_id = $1',
  local: 'delete from auth.sessions where user_id = $1 and id = $2',
  others: 'delete from auth.sessions where user_id = $1 and id <> $2',
};

function isScope(value: string): value is keyof typeof SCOPES {
  return Object.hasOwn(SCOPES, value);
}

/** POST /logout?scope=global|local|others → 204. */
export function logoutHandler(ctx: BackendContext) {
  return async (c: Context) => {
    const { userId, sessionId } = await authenticate(ctx, c);
    const scope = c.req.query('scope') ?? 'global';
    if (!isScope(scope)) throw validationFailed('scope must be one of global, local, others');
    const sql = SCOPES[scope];
    await ctx.db.query(sql, scope === 'global' ? [userId] : [userId, sessionId]);
    return c.body(null, 204);
  };
}
