// Migrations keep a checksum: a migration changed after it was applied is refused with a clear
// message instead of leaving the database silently different from the files.
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../server';
import { freshDatabase } from '../testing';
import { ChangedMigrationError, migrate, type Database } from './database';

let db: Database;
let dir = '';

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'complyready-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const first = () => join(dir, readdirSync(dir).sort()[0]!);

it('applies nothing twice and accepts unchanged files', async () => {
  expect(await migrate(db, dir)).toEqual([]);
});

it('refuses a migration changed after it was applied, naming it', async () => {
  appendFileSync(first(), '\n-- an edit after the fact\n');
  await expect(migrate(db, dir)).rejects.toThrow(ChangedMigrationError);
  await expect(migrate(db, dir)).rejects.toThrow(/was changed after it was applied/);
});

it('applies a new migration and records its checksum', async () => {
  writeFileSync(join(dir, '29991231000000_later.sql'), 'create table public.later_test (id int);');
  expect(await migrate(db, dir)).toEqual(['29991231000000_later.sql']);
  const { rows } = await db.query<{ checksum: string }>(
    `select checksum from supabase_migrations.schema_migrations where version = '29991231000000'`,
  );
  expect(rows[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
});

it('records the checksums of a database migrated before checksums existed', async () => {
  await db.query('update supabase_migrations.schema_migrations set checksum = null');
  expect(await migrate(db, dir)).toEqual([]);
  const { rows } = await db.query<{ missing: number }>(
    `select count(*)::int as missing from supabase_migrations.schema_migrations
      where checksum is null and version <> '29991231000000'`,
  );
  expect(rows[0]?.missing).toBe(0);
  appendFileSync(first(), '\n-- edited later\n');
  await expect(migrate(db, dir)).rejects.toThrow(ChangedMigrationError);
});

// docs/decisions.md MG1, MG2: the baseline squashes the migrations up to its version.
const BASELINE = () => readdirSync(dir).sort()[0]!.split('_')[0]!;
const rowsOf = async () =>
  (
    await db.query<{ version: string; checksum: string | null }>(
      'select version, checksum from supabase_migrations.schema_migrations order by version',
    )
  ).rows;

it('takes the squash as applied on a database that ran the migrations it replaces', async () => {
  const baseline = BASELINE();
  await db.query(
    `insert into supabase_migrations.schema_migrations (version, name, checksum)
     values ('20261121000000', 'initial_schema', 'a'), ('20261124000000', 'team_management', 'b'),
            ('20261226000000', 'baseline', 'c'), ('20270101000000', 'trust_page', 'd')`,
  );
  await db.query(
    `update supabase_migrations.schema_migrations set checksum = 'the replaced file'
      where version = $1`,
    [baseline],
  );
  expect(await migrate(db, dir)).toEqual([]);
  const rows = await rowsOf();
  expect(rows.map((row) => row.version).filter((version) => version < baseline)).toEqual([]);
  expect(rows.find((row) => row.version === baseline)?.checksum).toMatch(/^[0-9a-f]{64}$/);
  // Afterwards the squash is an ordinary applied migration: an edit is refused.
  appendFileSync(first(), '\n-- edited later\n');
  await expect(migrate(db, dir)).rejects.toThrow(ChangedMigrationError);
});

it.each([
  ['20261121000000', /stopped at migration 20261121000000, .* commit 5cffda6 .*MG1/],
  ['20261230000000', /stopped at migration 20261230000000, .* commit ef5467a .*MG2/],
])(
  'refuses a database that stopped at %s, before a squash, naming the commit to open it with',
  async (stoppedAt, message) => {
    const baseline = BASELINE();
    const before = await rowsOf();
    await db.query('delete from supabase_migrations.schema_migrations where version >= $1', [
      baseline,
    ]);
    await db.query(
      `insert into supabase_migrations.schema_migrations (version, name, checksum)
       values ($1, 'stopped here', 'a')`,
      [stoppedAt],
    );
    try {
      await expect(migrate(db, dir)).rejects.toThrow(message);
    } finally {
      await db.query('delete from supabase_migrations.schema_migrations');
      for (const row of before)
        await db.query(
          `insert into supabase_migrations.schema_migrations (version, name, checksum)
           values ($1, '', $2)`,
          [row.version, row.checksum],
        );
    }
    expect(await migrate(db, dir)).toEqual([]);
  },
);
