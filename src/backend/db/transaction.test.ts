// The database layer's transactions, on PGlite or PostgreSQL (DATABASE_URL): statements issued
// without waiting run in order and stop at the first failure, prepared statements are kept per
// connection up to a limit, and BEGIN READ ONLY refuses writes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../testing';
import { PREPARED_STATEMENTS_PER_CONNECTION, type Database } from './database';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
  await db.exec('create table public.tx_test (n int)');
});
afterAll(() => db.close());

const count = async () =>
  Number(
    (await db.query<{ n: string }>('select count(*)::text as n from public.tx_test')).rows[0]?.n,
  );

it('commits the statements issued together, in order, with their results', async () => {
  const results = await db.transaction(async (tx) => {
    const first = tx.queryPrepared<{ n: number; yes: boolean }>(
      'insert into public.tx_test values ($1::int) returning n, true as yes',
      ['1'],
    );
    const second = tx.queryPrepared<{ total: string }>(
      'select count(*)::text as total from public.tx_test where n = $1::int',
      ['1'],
    );
    return Promise.all([first, second]);
  });
  expect(results.map((result) => result.rows)).toEqual([[{ n: 1, yes: true }], [{ total: '1' }]]);
  expect(await count()).toBe(1);
});

it('never runs a statement issued behind one that fails, and rolls everything back', async () => {
  const before = await count();
  let second: Promise<string> = Promise.resolve('not issued');
  const outcome = db.transaction(async (tx) => {
    const inserted = tx.queryPrepared('insert into public.tx_test values ($1::int)', ['2']);
    const failing = tx.queryPrepared('select $1::int / 0', ['1']);
    second = tx.queryPrepared('insert into public.tx_test values ($1::int)', ['3']).then(
      () => 'ran',
      () => 'refused',
    );
    await inserted;
    await failing;
  });
  await expect(outcome).rejects.toMatchObject({ code: '22012' });
  expect(await second).toBe('refused');
  expect(await count()).toBe(before);
  // The connection is usable again.
  const { rows } = await db.transaction((tx) => tx.queryPrepared('select $1::text as ok', ['yes']));
  expect(rows).toEqual([{ ok: 'yes' }]);
});

it('commits with the statement marked last, and nothing when that statement fails', async () => {
  const before = await count();
  await db.transaction(async (tx) => {
    await tx.queryPrepared('insert into public.tx_test values ($1::int)', ['5'], { last: true });
    await expect(tx.queryPrepared('select $1::text', ['late'])).rejects.toThrow(/has ended/);
  });
  expect(await count()).toBe(before + 1);
  await expect(
    db.transaction(async (tx) => {
      const inserted = tx.queryPrepared('insert into public.tx_test values ($1::int)', ['6']);
      const failing = tx.queryPrepared('select $1::int / 0', ['1'], { last: true });
      await inserted;
      await failing;
    }),
  ).rejects.toMatchObject({ code: '22012' });
  expect(await count()).toBe(before + 1);
});

it('refuses writes in a read-only transaction', async () => {
  await expect(
    db.transaction((tx) => tx.queryPrepared('insert into public.tx_test values ($1::int)', ['4']), {
      readOnly: true,
    }),
  ).rejects.toMatchObject({ code: '25006' });
});

it(`keeps at most ${PREPARED_STATEMENTS_PER_CONNECTION} prepared statements on a connection`, async () => {
  const distinct = PREPARED_STATEMENTS_PER_CONNECTION + 20;
  let kept = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < distinct; i++) {
      const { rows } = await tx.queryPrepared<{ n: string }>(`select $1::text as n -- ${i}`, [
        String(i),
      ]);
      expect(rows).toEqual([{ n: String(i) }]);
    }
    const { rows } = await tx.query<{ kept: number }>(
      'select count(*)::int as kept from pg_prepared_statements',
    );
    kept = rows[0]?.kept ?? NaN;
  });
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThanOrEqual(PREPARED_STATEMENTS_PER_CONNECTION + 1);
});
