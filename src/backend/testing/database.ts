// Fresh databases for the backend tests, migrated once per test run instead of once per test
// file: a PGlite data folder dumped after migrating (loaded per test in about a tenth of the time
// PGlite's own initdb takes), or a PostgreSQL template database (DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, type Database } from '../db/database';
import { deriveKeys, type BackendKeys } from '../keys';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { Mailbox } from '../mail/mailbox';
import { CONTENT_FILE, MIGRATIONS_DIR } from '../server';
import { applyContent } from '../db/content';

/** Where the test run's global setup left the migrated database (see vitest.config.ts). */
export const SNAPSHOT_ENV = 'COMPLYREADY_TEST_PGLITE_SNAPSHOT';
export const TEMPLATE_ENV = 'COMPLYREADY_TEST_TEMPLATE_DATABASE';

/** PGlite's own folder, wherever the package manager put it. */
const PGLITE_DIST = pathToFileURL(
  `${dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))}/`,
);

let engine: Promise<PGliteOptions> | undefined;

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** The Node project's types (lib ES2022, no DOM) declare WebAssembly's types but not its value. */
const compileWasm = (bytes: Uint8Array) =>
  (
    globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<WasmModule> } }
  ).WebAssembly.compile(bytes);

/** PGlite's compiled WebAssembly and file bundle, read once per worker. */
function pgliteEngine(): Promise<PGliteOptions> {
  engine ??= Promise.all([
    readFile(new URL('pglite.wasm', PGLITE_DIST)).then(compileWasm),
    readFile(new URL('initdb.wasm', PGLITE_DIST)).then(compileWasm),
    readFile(new URL('pglite.data', PGLITE_DIST)).then((bytes) => new Blob([bytes])),
  ]).then(([pgliteWasmModule, initdbWasmModule, fsBundle]) => ({
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle,
  }));
  return engine;
}

/** A migrated in-memory PGlite database, dumped (gzip) for `freshPglite`. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  // Made small, because every test file unpacks it: 1 MB write-ahead log segments instead of 16,
  // and no template databases (tests never create databases).
  const db = await openPglite(undefined, {
    ...(await pgliteEngine()),
    initDbStartParams: ['--wal-segsize=1'],
  });
  try {
    await migrate(db, MIGRATIONS_DIR);
    await applyContent(db, CONTENT_FILE);
    await db.exec(Mailbox.schema);
    // One statement each: DROP DATABASE cannot run inside a multi-statement (implicit) transaction.
    for (const statement of [
      `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
      'drop database template0',
      'drop database template1',
      'checkpoint',
    ]) {
      await db.query(statement);
    }
    return await db.dump();
  } finally {
    await db.close();
  }
}

/**
 * The test files' databases hold little and serve one connection: 16 MB of shared buffers (not
 * 128) and room for 8 connections (not 100) make less shared memory to set up, and each starts in
 * about two thirds of the time. Without a snapshot (the benchmarks) PGlite keeps its defaults.
 */
const TEST_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'max_connections=8'],
];

/** An in-memory PGlite database, from the run's snapshot when there is one. */
export async function freshPglite(): Promise<Database> {
  const snapshot = process.env[SNAPSHOT_ENV];
  const options = await pgliteEngine();
  if (!snapshot) return openPglite(undefined, options);
  const loadDataDir = new Blob([await readFile(snapshot)]);
  return openPglite(undefined, { ...options, loadDataDir, startParams: TEST_START_PARAMS });
}

/** Creates a database on `serverUrl`: a copy of the run's template when there is one. */
export async function createTestDatabase(
  serverUrl: string,
  template = process.env[TEMPLATE_ENV],
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `complyready_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A migrated template database on `serverUrl`, for `createTestDatabase`. */
export async function migratedTemplateDatabase(serverUrl: string) {
  const database = await createTestDatabase(serverUrl, '');
  const db = await openPostgres(database.url);
  try {
    await migrate(db, MIGRATIONS_DIR);
    await applyContent(db, CONTENT_FILE);
    await db.exec(Mailbox.schema);
  } finally {
    await db.close();
  }
  return { name: new URL(database.url).pathname.slice(1), drop: database.drop };
}

/** A fresh PostgreSQL database on `serverUrl` with a handle that drops it when closed. */
export async function freshPostgres(serverUrl: string): Promise<Database> {
  const database = await createTestDatabase(serverUrl);
  const db = await openPostgres(database.url);
  return {
    ...db,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** A fresh, migrated database for one test file: PostgreSQL with DATABASE_URL, else PGlite. */
export function freshDatabase(): Promise<Database> {
  const databaseUrl = process.env['DATABASE_URL'];
  return databaseUrl ? freshPostgres(databaseUrl) : freshPglite();
}

/** API keys from a random secret, as a new data folder would get. */
export async function randomKeys(): Promise<BackendKeys> {
  return {
    ...(await deriveKeys(randomBytes(32).toString('base64url'))),
    factorKey: randomBytes(32),
    integrationKey: randomBytes(32),
  };
}
