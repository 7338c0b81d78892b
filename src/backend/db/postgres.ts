import pg from 'pg';
import type { Database, Queryable } from './database';

/** A PostgreSQL server reached through `DATABASE_URL`. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server closed (restart, drop database) is discarded by the pool and
  // replaced on next use; without a listener its error event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
  await pool.query('select 1');
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
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(asQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
