import { createHash } from 'node:crypto';
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

/**
 * A connection inside a transaction. Queries issued without waiting for the one before are sent
 * together (in one PGlite call; pipelined on a PostgreSQL connection once BEGIN is confirmed), and
 * run in order. One that fails aborts the transaction, so those behind it fail without running:
 * a query sent behind a check that raises never runs.
 */
export interface Transaction extends Queryable {
  /**
   * Runs `sql` as a prepared statement of this connection, kept under its text: a statement of the
   * same text later is only bound and run, not parsed and planned again. For statements whose
   * every value is a bound parameter sent as text (the REST layer's). Each connection keeps at most
   * PREPARED_STATEMENTS_PER_CONNECTION of them. With `last`, nothing follows it in the transaction
   * and COMMIT is sent right behind it: the transaction then commits unless this statement or one
   * before it fails (COMMIT of an aborted transaction rolls it back), whatever `work` does next.
   */
  queryPrepared<Row = Record<string, unknown>>(
    sql: string,
    params: readonly (string | null)[],
    options?: { last?: boolean },
  ): Promise<QueryResult<Row>>;
}

export interface TransactionOptions {
  /** `BEGIN READ ONLY`: any write in it fails with 25006. */
  readOnly?: boolean;
}

/** How many prepared statements one connection keeps; the least recently used go first. */
export const PREPARED_STATEMENTS_PER_CONNECTION = 256;

/** The embedded backend's view of its database, PGlite or PostgreSQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

const BOOTSTRAP_FILE = join(import.meta.dirname, 'bootstrap.sql');

export class ChangedMigrationError extends Error {}

const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

/**
 * Each squash of the migrations (docs/decisions.md MG1, MG2): its version, and the commit whose
 * migrations take a database from before it up to it.
 */
const SQUASHES = [
  { version: '20261226000000', commit: '5cffda6', decision: 'MG1' },
  { version: '20270104000000', commit: 'ef5467a', decision: 'MG2' },
] as const;

/**
 * Recreates Supabase's platform objects, then applies every migration in supabase/migrations
 * that has not been applied yet, in file-name order, each in its own transaction. Each applied
 * migration's checksum is kept: a migration changed after it was applied is refused, because the
 * database would silently differ from what the file says (add a new migration instead).
 * Databases from before checksums get theirs recorded on first sight. A squash (docs/decisions.md
 * MG1, MG2) is a file whose version this database already ran while the older migrations it
 * replaces are gone from the folder: it is taken as applied and their rows go.
 */
export async function migrate(db: Database, migrationsDir: string): Promise<string[]> {
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
  const applied = new Map(
    (
      await db.query<{ version: string; checksum: string | null }>(
        'select version, checksum from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => [row.version, row.checksum]),
  );
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const versionOf = (file: string) => file.split('_')[0] ?? file;
  const fileVersions = new Set(files.map(versionOf));
  const squashedBefore = (version: string) =>
    [...applied.keys()].filter((older) => older < version && !fileVersions.has(older));
  const newlyApplied: string[] = [];
  for (const file of files) {
    const [version = file, ...nameParts] = file.replace(/\.sql$/, '').split('_');
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    const checksum = checksumOf(sql);
    if (applied.has(version)) {
      const recorded = applied.get(version);
      const replaced = squashedBefore(version);
      if (recorded === null || (recorded !== checksum && replaced.length > 0)) {
        await db.transaction(async (tx) => {
          await tx.query(
            'update supabase_migrations.schema_migrations set checksum = $2 where version = $1',
            [version, checksum],
          );
          await tx.query(
            'delete from supabase_migrations.schema_migrations where version = any($1::text[])',
            [replaced],
          );
        });
        for (const older of replaced) applied.delete(older);
      } else if (recorded !== checksum) {
        throw new ChangedMigrationError(
          `Migration ${file} was changed after it was applied to this database. Applied ` +
            'migrations are never edited: restore the file and put the change in a new migration.',
        );
      }
      continue;
    }
    const stoppedAt = squashedBefore(version).at(-1);
    if (stoppedAt !== undefined) {
      const squash = SQUASHES.find((each) => each.version > stoppedAt);
      throw new Error(
        `This database stopped at migration ${stoppedAt}, before ${file} squashed the ` +
          'migrations up to it. Open it once with ' +
          (squash
            ? `ComplyReady at commit ${squash.commit} (docs/decisions.md ${squash.decision})`
            : 'a ComplyReady from before the squash') +
          ', then with this one.',
      );
    }
    await db
      .transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, name, checksum)
           values ($1, $2, $3)`,
          [version, nameParts.join('_'), checksum],
        );
      })
      .catch((error: unknown) => {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
