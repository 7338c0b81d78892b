import type { Database, Queryable } from '../db/database';
import { fromDatabaseError, invalidJwt, isDatabaseError } from './errors';
import { isApiRole, type RequestAuth } from './request-auth';
import type { Statement } from './sql-builder';

/** What every statement of sql-builder / rpc-sql returns, converted to numbers. */
export interface StatementResult {
  /** Rows in the response (or rows written). */
  pageCount: number;
  /** All matching rows, when Prefer: count=exact asked for it. */
  total: number | undefined;
  /** JSON text, or null when nothing is sent back. */
  body: string | null;
  /** Rows an upsert inserted rather than updated (merge-duplicates only). */
  inserted: number | undefined;
}

interface ResultRow {
  page_count: string;
  total: string | null;
  body: string | null;
  inserted?: string | null;
}

/** Runs after the statement, inside its transaction: throwing rolls the request back. */
export type AfterStatement = (result: StatementResult, tx: Queryable) => void | Promise<void>;

/** The request as Postgres sees it through current_setting('request.*'). */
export interface RequestContext {
  auth: RequestAuth;
  method: string;
  /** `/videos` or `/rpc/fn`, as PostgREST sets it. */
  path: string;
  headersJson: string;
  readOnly: boolean;
}

/** The request's preamble; `live` is false when the token's session has ended. */
const PREAMBLE_SQL = `select (select $5::uuid is null or exists (select 1 from auth.sessions s
                                            where s.id = $5::uuid and s.user_id = $6::uuid)) as live,
       set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
       set_config('request.path', $3, true), set_config('request.headers', $4, true),
       set_config('role', $7, true)`;

/**
 * Runs one statement for one request in its own transaction, as the request's role (never as the
 * table owner, which would bypass row-level security). `check` may throw to roll the work back,
 * e.g. when .single() finds more than one written row, or for Prefer: tx=rollback. Database
 * errors come back as RestErrors.
 */
export async function executeStatement(
  db: Database,
  request: RequestContext,
  statement: Statement,
  check?: AfterStatement,
): Promise<StatementResult> {
  const { role, claimsJson } = request.auth;
  // set_config('role') would switch to any role the owner may use: only the three API roles.
  if (!isApiRole(role)) throw new Error('refusing to switch to an unknown role');
  try {
    return await db.transaction(
      async (tx) => {
        // The session check first (as the owner, who may read auth.sessions), then the role switch
        // and the request settings, in one statement. Both statements are prepared once per
        // connection: later requests of the same shape are only bound and run.
        const session = request.auth.session;
        const { rows: preamble } = await tx.queryPrepared<{ live: boolean }>(PREAMBLE_SQL, [
          claimsJson,
          request.method,
          request.path,
          request.headersJson,
          session?.id ?? null,
          session?.userId ?? null,
          role,
        ]);
        // Signed out, or the password changed: the session's tokens stop working at once.
        if (!preamble[0]?.live) throw invalidJwt('JWT session has ended');
        const { rows } = await tx.queryPrepared<ResultRow>(statement.sql, statement.params);
        const row = rows[0];
        const result: StatementResult = {
          pageCount: Number(row?.page_count ?? 0),
          total: row?.total == null ? undefined : Number(row.total),
          body: row?.body ?? null,
          inserted: row?.inserted == null ? undefined : Number(row.inserted),
        };
        await check?.(result, tx);
        return result;
      },
      { readOnly: request.readOnly },
    );
  } catch (error) {
    throw isDatabaseError(error) ? fromDatabaseError(error, role) : error;
  }
}
