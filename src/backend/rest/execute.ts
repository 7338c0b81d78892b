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

/**
 * The first statement of every request: the session check (auth.require_session raises PT401
 * when a user's token names a session that has ended), then the role switch and the request
 * settings, all transaction-local.
 */
const PREAMBLE_SQL = `select auth.require_session($5::uuid, $6::uuid),
       set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
       set_config('request.path', $3, true), set_config('request.headers', $4, true),
       set_config('role', $7, true)`;

const sessionEnded = (error: unknown) =>
  isDatabaseError(error) && error.code === 'PT401' && error.message === 'JWT session has ended';

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
        // Sent together, in order: when the preamble refuses the session, the statement behind it
        // fails without running (the transaction is aborted). Both are prepared once per
        // connection: later requests of the same shape are only bound and run.
        const session = request.auth.session;
        const preamble = tx.queryPrepared(PREAMBLE_SQL, [
          claimsJson,
          request.method,
          request.path,
          request.headersJson,
          session?.id ?? null,
          session?.userId ?? null,
          role,
        ]);
        // With nothing to check afterwards, COMMIT goes right behind the statement.
        const main = tx.queryPrepared<ResultRow>(statement.sql, statement.params, {
          last: !check,
        });
        // Observed now: when the preamble fails, nobody waits for the statement's (same) failure.
        main.catch(() => undefined);
        try {
          await preamble;
        } catch (error) {
          // Signed out, or the password changed: the session's tokens stop working at once.
          throw sessionEnded(error) ? invalidJwt('JWT session has ended') : error;
        }
        const row = (await main).rows[0];
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
