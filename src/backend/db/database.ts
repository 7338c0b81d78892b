import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** One connection's worth of querying: parameterised SQL only ($1, $2, ...). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (bootstrap, migrations). */
  exec(sql: string): Promise<void>;
}

/** The embedded backend's view of its database, PGlite or PostgreSQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const BOOTSTRAP_FILE = join(import.meta.dirname, 'bootstrap.sql');

/**
 * Recreates Supabase's platform objects, then applies every migration in supabase/migrations
 * that has not been applied yet, in file-name order, each in its own transaction.
 */
export async function migrate(db: Database, migrationsDir: string): Promise<string[]> {
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  );
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    const [version = file, ...nameParts] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    await db
      .transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, nameParts.join('_')],
        );
      })
      .catch((error: unknown) => {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
