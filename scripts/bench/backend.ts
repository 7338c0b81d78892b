// Progress-upsert throughput and latency through supabase-js against the
// embedded backend, beside the same transaction issued straight to the database, on PGlite and
// on PostgreSQL. Timings live here, never in pass/fail tests.
import { performance } from 'node:perf_hooks';
import type { Queryable } from '../../src/backend/db/database';
import { createTeamAdmin, startTestBackend, type TestBackend } from '../../src/backend/testing';
import { startTestPostgres } from '../postgres';

const WARMUP = 50;
const SEQUENTIAL = 400;
const CONCURRENT = 400;
const IN_FLIGHT = 8;

interface Row {
  engine: string;
  path: string;
  p50: number;
  p99: number;
  sequentialPerSecond: number;
  concurrentPerSecond: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(upsert: (i: number) => Promise<void>) {
  for (let i = 0; i < WARMUP; i++) await upsert(i);
  const latencies: number[] = [];
  const sequentialStart = performance.now();
  for (let i = 0; i < SEQUENTIAL; i++) {
    const start = performance.now();
    await upsert(WARMUP + i);
    latencies.push(performance.now() - start);
  }
  const sequentialSeconds = (performance.now() - sequentialStart) / 1000;
  let next = 0;
  const concurrentStart = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < CONCURRENT) await upsert(WARMUP + SEQUENTIAL + next++);
    }),
  );
  const concurrentSeconds = (performance.now() - concurrentStart) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    sequentialPerSecond: SEQUENTIAL / sequentialSeconds,
    concurrentPerSecond: CONCURRENT / concurrentSeconds,
  };
}

/** The transaction the REST layer runs for one upsert, issued straight to the database. */
async function directUpsert(
  tx: Queryable,
  claims: string,
  userId: string,
  videoId: string,
  i: number,
) {
  await tx.query('set local role authenticated');
  await tx.query("select set_config('request.jwt.claims', $1, true)", [claims]);
  await tx.query(
    `insert into public.progress (user_id, video_id, progress_percent, watch_time)
     values ($1, $2, $3, $4)
     on conflict (user_id, video_id) do update
       set progress_percent = excluded.progress_percent, watch_time = excluded.watch_time`,
    [userId, videoId, i % 100, i],
  );
}

async function benchEngine(engine: string, backend: TestBackend): Promise<Row[]> {
  const admin = await createTeamAdmin(backend, 'Bench Co');
  const { data: video } = await backend
    .client(backend.serviceRoleKey)
    .from('videos')
    .insert({ title: 'Bench', is_published: true })
    .select('id')
    .single()
    .throwOnError();
  const videoId = (video as { id: string }).id;

  const viaApi = await measure(async (i) => {
    const { error } = await admin.client
      .from('progress')
      .upsert(
        { user_id: admin.id, video_id: videoId, progress_percent: i % 100, watch_time: i },
        { onConflict: 'user_id,video_id' },
      );
    if (error) throw new Error(error.message);
  });
  const claims = JSON.stringify({ sub: admin.id, role: 'authenticated' });
  const direct = await measure((i) =>
    backend.db.transaction((tx) => directUpsert(tx, claims, admin.id, videoId, i)),
  );
  return [
    { engine, path: 'supabase-js → embedded backend', ...viaApi },
    { engine, path: 'same transaction, straight to the database', ...direct },
  ];
}

export async function benchBackend(): Promise<void> {
  const rows: Row[] = [];
  const savedUrl = process.env['DATABASE_URL'];
  delete process.env['DATABASE_URL'];
  const pglite = await startTestBackend();
  rows.push(...(await benchEngine('PGlite', pglite)));
  await pglite.close();

  const postgres = await startTestPostgres();
  process.env['DATABASE_URL'] = postgres.url;
  const onPostgres = await startTestBackend();
  rows.push(...(await benchEngine('PostgreSQL', onPostgres)));
  await onPostgres.close();
  postgres.stop();
  if (savedUrl) process.env['DATABASE_URL'] = savedUrl;

  console.log(
    `\nProgress upserts: ${SEQUENTIAL} sequential (latency) and ${CONCURRENT} with ${IN_FLIGHT} in flight, after ${WARMUP} warm-up\n`,
  );
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      path: row.path,
      'p50 ms': row.p50.toFixed(2),
      'p99 ms': row.p99.toFixed(2),
      'sequential /s': row.sequentialPerSecond.toFixed(0),
      [`${IN_FLIGHT} in flight /s`]: row.concurrentPerSecond.toFixed(0),
    })),
  );
  for (const engine of ['PGlite', 'PostgreSQL']) {
    const [api, direct] = rows.filter((row) => row.engine === engine);
    if (api && direct) {
      console.log(
        `${engine}: API p50 is ${(api.p50 / direct.p50).toFixed(1)}× the direct transaction; ` +
          `throughput ${((api.concurrentPerSecond / direct.concurrentPerSecond) * 100).toFixed(0)}% of direct`,
      );
    }
  }
}
