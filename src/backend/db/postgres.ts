import { createHash } from 'node:crypto';
import pg from 'pg';
import { LruMap } from '../lru';
import {
  PREPARED_STATEMENTS_PER_CONNECTION,
  type Database,
  type QueryResult,
  type Queryable,
  type Transaction,
} from './database';

/** Connections the pool opens at most; further requests wait for one to be free. */
export const POOL_SIZE = 10;

const asResult = <Row>(result: pg.QueryResult): QueryResult<Row> => ({
  rows: result.rows as Row[],
  rowCount: result.rowCount ?? result.rows.length,
});

/** Handled here so that a query nobody waits for cannot fail unobserved; callers still see it. */
function observed<T>(query: Promise<T>): Promise<T> {
  query.catch(() => undefined);
  return query;
}

const TRANSACTION_ENDED = 'The transaction has ended';

/**
 * A PostgreSQL server reached through `DATABASE_URL`. Connections are pipelined: in a transaction,
 * once BEGIN is confirmed, queries issued without waiting for the one before are written at once
 * and answered in order; one that fails aborts the transaction, so those behind it fail unrun.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE, pipeline: true });
  // An idle connection the server closed (restart, drop database) is discarded by the pool and
  // replaced on next use; without a listener its error event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
  await pool.query('select 1');
  /** The same text always gets the same name, so each connection prepares a statement once. */
  const names = new LruMap<string, string>(4 * PREPARED_STATEMENTS_PER_CONNECTION);
  const statementName = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined) {
      name = `complyready_${createHash('sha1').update(sql).digest('base64url')}`;
      names.set(sql, name);
    }
    return name;
  };
  /**
   * The statements each connection has prepared (node-postgres remembers them too, and sends
   * only Bind and Execute once a name is known). node-postgres never frees one, so a connection
   * that reaches the limit runs further new statements unprepared and is closed when released:
   * its replacement starts empty.
   */
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  const worn = new WeakSet<pg.PoolClient>();

  function transactionOn(client: pg.PoolClient, begin: string) {
    let begun: Promise<unknown> | undefined;
    let committed: Promise<pg.QueryResult> | undefined;
    /** BEGIN is confirmed before anything else goes: a query never runs outside the transaction. */
    async function ready() {
      if (committed) throw new Error(TRANSACTION_ENDED);
      await (begun ??= observed(client.query(begin)));
      if (committed) throw new Error(TRANSACTION_ENDED);
    }
    function preparedQuery(sql: string, params: readonly (string | null)[]) {
      let prepared = preparedOn.get(client);
      if (!prepared) preparedOn.set(client, (prepared = new Set()));
      const name = statementName(sql);
      if (!prepared.has(name) && prepared.size >= PREPARED_STATEMENTS_PER_CONNECTION) {
        worn.add(client);
        return client.query(sql, [...params]);
      }
      prepared.add(name);
      return client.query({ name, text: sql, values: [...params] });
    }
    const tx: Transaction = {
      async query(sql, params = []) {
        await ready();
        return asResult(await observed(client.query(sql, params)));
      },
      async exec(sql) {
        await ready();
        // Without parameters node-postgres uses the simple protocol: several statements run.
        await observed(client.query(sql));
      },
      async queryPrepared<Row>(
        sql: string,
        params: readonly (string | null)[],
        { last = false }: { last?: boolean } = {},
      ) {
        await ready();
        const result = observed(preparedQuery(sql, params));
        // COMMIT of a transaction a failed statement has aborted rolls it back.
        if (last) committed = observed(client.query('commit'));
        return asResult<Row>(await result);
      },
    };
    return { tx, begun: () => begun, committed: () => committed };
  }

  const direct: Queryable = {
    async query(sql, params = []) {
      return asResult(await pool.query(sql, params));
    },
    async exec(sql) {
      await pool.query(sql);
    },
  };

  return {
    kind: 'postgres',
    ...direct,
    async transaction(work, options = {}) {
      const client = await pool.connect();
      const open = transactionOn(client, options.readOnly ? 'begin read only' : 'begin');
      try {
        const result = await work(open.tx);
        const begun = open.begun();
        // Nothing was sent: there is nothing to commit.
        if (!begun) return result;
        await begun;
        const { command } = await (open.committed() ?? client.query('commit'));
        // COMMIT of a transaction that an error had aborted rolls it back instead.
        if (command === 'ROLLBACK') {
          throw new Error('The transaction was aborted by an earlier error and rolled back');
        }
        return result;
      } catch (error) {
        // Sent with the last statement, COMMIT has ended the transaction already. Otherwise roll
        // back, after whatever is in flight; a failing ROLLBACK would only hide the error.
        const committed = open.committed();
        if (committed) await committed.catch(() => undefined);
        else if (open.begun()) await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release(worn.has(client));
      }
    },
    close: () => pool.end(),
  };
}
