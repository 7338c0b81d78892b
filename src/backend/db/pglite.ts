import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export interface PgliteDatabase extends Database {
  /** The whole data folder as a gzipped tar, loadable with `loadDataDir`. */
  dump(): Promise<Blob>;
}

/** PGlite (Postgres compiled to WebAssembly), persisted in `dataDir`, or in memory without one. */
export async function openPglite(
  dataDir?: string,
  options: PGliteOptions = {},
): Promise<PgliteDatabase> {
  const pg = await PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}) });
  const asQueryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query(sql, params = []) {
      const result = await target.query<never>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('gzip'),
  };
}
