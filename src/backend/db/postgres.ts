import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  PREPARED_STATEMENTS_PER_CONNECTION,
  type Database,
  type QueryResult,
  type Queryable,
  type Transaction,
} from './database';

/** Connections the pool opens at most; further requests wait for one to be free. */
export const POOL_SIZE = 10;

/** The same text always gets the same name, so each connection prepares a statement once. */
const statementName = (sql: string) =>
  `complyready_${createHash('sha1').update(sql).digest('base64url')}`;

const asResult = <Row>(result: pg.QueryResult): QueryResult<Row> => ({
  rows: result.rows as Row[],
  rowCount: result.rowCount ?? result.rows.length,
});

/**
 * A PostgreSQL server reached through `DATABASE_URL`. In a transaction each query is sent once
 * the one before it has succeeded, so a query issued behind one that fails never runs.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE });
  // An idle connection the server closed (restart, drop database) is discarded by the pool and
  // replaced on next use; without a listener its error event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
  await pool.query('select 1');
  /**
   * The statements each connection has prepared (node-postgres remembers them too, and sends
   * only Bind and Execute once a name is known). node-postgres never frees one, so a connection
   * that reaches the limit runs further new statements unprepared and is closed when released:
   * its replacement starts empty.
   */
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  const worn = new WeakSet<pg.PoolClient>();

  function transactionOn(client: pg.PoolClient, begin: string) {
    /** The last query sent or waiting to be sent; BEGIN goes first, with the first query. */
    let tail: Promise<unknown> | undefined;
    function next<T>(run: () => Promise<T>): Promise<T> {
      const result = (tail ?? client.query(begin)).then(run);
      // A failure stops the queries behind it; whoever waits on it gets its error.
      tail = result;
      return result;
    }
    const tx: Transaction = {
      query: (sql, params = []) => next(async () => asResult(await client.query(sql, params))),
      exec: (sql) =>
        // Without parameters node-postgres uses the simple protocol: several statements run.
        next(async () => void (await client.query(sql))),
      queryPrepared: <Row>(sql: string, params: readonly (string | null)[]) =>
        next(async () => {
          let names = preparedOn.get(client);
          if (!names) preparedOn.set(client, (names = new Set()));
          const name = statementName(sql);
          if (!names.has(name) && names.size >= PREPARED_STATEMENTS_PER_CONNECTION) {
            worn.add(client);
            return asResult<Row>(await client.query(sql, [...params]));
          }
          names.add(name);
          return asResult<Row>(await client.query({ name, text: sql, values: [...params] }));
        }),
    };
    return { tx, sent: () => tail };
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
      const { tx, sent } = transactionOn(client, options.readOnly ? 'begin read only' : 'begin');
      try {
        const result = await work(tx);
        const last = sent();
        // Nothing was sent: there is nothing to commit.
        if (last) {
          await last;
          await client.query('commit');
        }
        return result;
      } catch (error) {
        if (sent()) {
          // Let what was already sent finish, then end the transaction.
          await sent()?.catch(() => undefined);
          await client.query('rollback').catch(() => undefined);
        }
        throw error;
      } finally {
        client.release(worn.has(client));
      }
    },
    close: () => pool.end(),
  };
}
