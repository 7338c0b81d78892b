// How a request's transaction ends. Checks run after the statement, inside its transaction: one
// that throws rolls everything back. `Prefer: tx=rollback` then rolls back a request that
// succeeded, and the reply is the one it would have had if it had committed.
import type { Database } from '../db/database';
import { maxAffectedExceeded } from './errors';
import { executeStatement, type RequestContext, type StatementResult } from './execute';
import type { Preferences } from './headers';
import type { Statement } from './sql-builder';

/** Throws a RestError when the result must not be committed. */
export type ResultCheck = (result: StatementResult) => void;

/** Thrown to make the transaction roll back; carries the reply the request still gets. */
class RequestedRollback extends Error {
  constructor(readonly result: StatementResult) {
    super('Prefer: tx=rollback');
    this.name = 'RequestedRollback';
  }
}

/**
 * `Prefer: handling=strict, max-affected=N`: 400 PGRST124 when more than N rows are affected.
 * Ignored without handling=strict, as PostgREST does. `affected` reads the count from a result.
 */
export function maxAffectedCheck(
  prefer: Preferences,
  affected: (result: StatementResult) => number = (result) => result.pageCount,
): ResultCheck | undefined {
  const { maxAffected } = prefer;
  if (prefer.handling !== 'strict' || maxAffected === undefined) return undefined;
  return (result) => {
    const rows = affected(result);
    if (rows > maxAffected) throw maxAffectedExceeded(rows);
  };
}

/**
 * Runs the request's statement, its checks (in order) and its tx preference. A request with
 * neither checks nor `tx=rollback` commits without waiting for the statement's result.
 */
export async function runStatement(
  db: Database,
  request: RequestContext & { prefer: Preferences },
  statement: Statement,
  checks: readonly (ResultCheck | undefined)[] = [],
): Promise<StatementResult> {
  const active = checks.filter((check) => check !== undefined);
  const rollback = request.prefer.tx === 'rollback';
  if (!active.length && !rollback) return executeStatement(db, request, statement);
  try {
    return await executeStatement(db, request, statement, async (result, tx) => {
      for (const check of active) check(result);
      if (rollback) {
        // Deferred constraints are checked now, so the reply is what a commit would have said.
        await tx.query('set constraints all immediate');
        throw new RequestedRollback(result);
      }
    });
  } catch (error) {
    if (error instanceof RequestedRollback) return error.result;
    throw error;
  }
}
