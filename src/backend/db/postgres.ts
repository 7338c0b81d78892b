import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  PREPARED_STATEMENTS_PER_CONNECTION,
  type Database,
  type Queryable,
  type Transaction,
} from './database';

/** Connections the pool opens at most; further requests wait for one to be free. */
export const POOL_SIZE = 10;

/** The same text always gets the same name, so each connection prepares a statement once. */
const statementName = (sql: string) =>
  `complyready_${createHash('sha1').update(sql).digest('base64url')}`;

/** A PostgreSQL server reached through `DATABASE_URL`. */
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

  const asQueryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params = []) {
      const result = await target.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await target.query(sql);
    },
  });

  const asTransaction = (client: pg.PoolClient): Transaction => ({
    ...asQueryable(client),
    async queryPrepared(sql, params) {
      let names = preparedOn.get(client);
      if (!names) preparedOn.set(client, (names = new Set()));
      const name = statementName(sql);
      if (!names.has(name) && names.size >= PREPARED_STATEMENTS_PER_CONNECTION) {
        worn.add(client);
        const result = await client.query(sql, [...params]);
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      }
      names.add(name);
      const result = await client.query({ name, text: sql, values: [...params] });
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  });

  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction(work, options = {}) {
      const client = await pool.connect();
      try {
        await client.query(options.readOnly ? 'begin read only' : 'begin');
        const result = await work(asTransaction(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release(worn.has(client));
      }
    },
    close: () => pool.end(),
  };
}
