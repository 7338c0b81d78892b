// Vitest global setup of the backend tests: migrates one database for the whole run and tells the
// workers where it is (environment variables, which workers inherit). See database.ts.
//
// The PGlite snapshot is kept between runs of this checkout, named by a hash of everything that
// goes into it (the PGlite version, bootstrap.sql, the migrations, the mailbox schema and the code
// that makes it): a run after any change to those makes a new one, other runs skip the migrating.
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../server';
import {
  SNAPSHOT_ENV,
  TEMPLATE_ENV,
  migratedPgliteSnapshot,
  migratedTemplateDatabase,
} from './database';

/** One folder per checkout: runs in other worktrees have other migrations. */
const SNAPSHOTS_DIR = join(
  tmpdir(),
  `complyready-test-db-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}`,
);
/** Snapshots of other inputs unused this long are removed. */
const KEEP_UNUSED_MS = 24 * 3600 * 1000;

/** Every input of the snapshot; any change gives another name. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = join(dirname(pglite), '..', 'package.json');
  const backend = join(import.meta.dirname, '..');
  const inputs = [
    pglitePackage,
    join(backend, 'db/bootstrap.sql'),
    join(backend, 'db/database.ts'),
    join(backend, 'db/pglite.ts'),
    join(backend, 'mail/mailbox.ts'),
    join(import.meta.dirname, 'database.ts'),
    ...readdirSync(MIGRATIONS_DIR)
      .sort()
      .map((file) => join(MIGRATIONS_DIR, file)),
  ];
  for (const file of inputs) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 24);
}

async function pgliteSnapshot(): Promise<string> {
  mkdirSync(SNAPSHOTS_DIR, { recursive: true });
  const name = `migrated-${snapshotKey()}.tar.gz`;
  const file = join(SNAPSHOTS_DIR, name);
  const kept = readdirSync(SNAPSHOTS_DIR);
  for (const old of kept) {
    const path = join(SNAPSHOTS_DIR, old);
    // Not right away: a run of this checkout started before an edit may still be reading one.
    if (old !== name && Date.now() - statSync(path).mtimeMs > KEEP_UNUSED_MS) {
      rmSync(path, { force: true });
    }
  }
  if (kept.includes(name)) {
    utimesSync(file, new Date(), new Date());
    return file;
  }
  // Written aside and renamed: a run started meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  renameSync(partial, file);
  return file;
}

export default async function setup(): Promise<() => Promise<void>> {
  const databaseUrl = process.env['DATABASE_URL'];
  if (databaseUrl) {
    const template = await migratedTemplateDatabase(databaseUrl);
    process.env[TEMPLATE_ENV] = template.name;
    return () => template.drop();
  }
  process.env[SNAPSHOT_ENV] = await pgliteSnapshot();
  return async () => undefined;
}
