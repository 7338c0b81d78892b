// Progress-upsert throughput and latency through supabase-js against the embedded backend,
// beside the same transaction issued straight to the database, on PGlite and on PostgreSQL.
// Client and server share one process, as in the tests. Load from elsewhere on the machine comes
// and goes within seconds, so the two paths take turns in short chunks and each figure of a round
// sums its path's chunks; every figure printed is the median over the rounds. Timings live here,
// never in pass/fail tests.
import { performance } from 'node:perf_hooks';
import type { Queryable } from '../../src/backend/db/database';
import { createTeamAdmin, startTestBackend, type TestBackend } from '../../src/backend/testing';
import { startTestPostgres } from '../postgres';
import { median } from './stats';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const WARMUP = 20;
/** Turns each path takes per measurement, and its requests per turn (one at a time, 8 and 32). */
const TURNS = 3;
const SEQUENTIAL = 40;
const CONCURRENT = 128;
/**
 * 32 players saving progress: each sends an upsert every PLAYER_PERIOD_MS (or as soon as its
 * previous one is answered, if that takes longer), for PLAYER_TURN_MS per turn. The player saves
 * every 10 s; 250 ms packs forty times that load into the bench, below what either path serves.
 */
const PLAYERS = 32;
const PLAYER_PERIOD_MS = 250;
const PLAYER_TURN_MS = 2000;

interface Figures {
  /** Latency of one request at a time. */
  p50: number;
  p99: number;
  /** Requests per second with 8 and 32 in flight, and the latency percentiles at 32. */
  perSecond8: number;
  perSecond32: number;
  p50at32: number;
  p99at32: number;
  /** Latency percentiles of the 32 players, each saving every PLAYER_PERIOD_MS. */
  p50players: number;
  p99players: number;
  /**
   * CPU time of this process per request at 32 in flight (client, server and, on PGlite, the
   * database): less sensitive than throughput to load from elsewhere on the machine.
   */
  cpuAt32: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

type Upsert = (i: number) => Promise<void>;

interface Tally {
  seconds: number;
  count: number;
  cpuMicros: number;
  latencies: number[];
}

const newTally = (): Tally => ({ seconds: 0, count: 0, cpuMicros: 0, latencies: [] });

/** `count` upserts with `inFlight` at a time, added to `tally`. */
async function turn(
  upsert: Upsert,
  next: () => number,
  count: number,
  inFlight: number,
  tally: Tally,
) {
  let started = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (started < count) {
        started++;
        const begun = performance.now();
        await upsert(next());
        tally.latencies.push(performance.now() - begun);
      }
    }),
  );
  tally.seconds += (performance.now() - start) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  tally.cpuMicros += user + system;
  tally.count += count;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PLAYERS clients for PLAYER_TURN_MS, each sending an upsert every PLAYER_PERIOD_MS. */
async function players(upsert: Upsert, next: () => number, tally: Tally) {
  const start = performance.now();
  await Promise.all(
    Array.from({ length: PLAYERS }, async (_, player) => {
      // Spread over the period, as real players are.
      await sleep((PLAYER_PERIOD_MS * player) / PLAYERS);
      while (performance.now() - start < PLAYER_TURN_MS) {
        const begun = performance.now();
        await upsert(next());
        const took = performance.now() - begun;
        tally.latencies.push(took);
        tally.count++;
        if (took < PLAYER_PERIOD_MS) await sleep(PLAYER_PERIOD_MS - took);
      }
    }),
  );
}

/** Both paths, taking turns, with `inFlight` requests at a time. */
async function alternate(
  paths: readonly Upsert[],
  next: () => number,
  count: number,
  inFlight: number,
) {
  const tallies = paths.map(newTally);
  for (let t = 0; t < TURNS; t++) {
    for (const [index, upsert] of paths.entries()) {
      await turn(upsert, next, count, inFlight, tallies[index] as Tally);
    }
  }
  for (const tally of tallies) tally.latencies.sort((a, b) => a - b);
  return tallies;
}

/** One round of every measurement, for each path. */
async function round(paths: readonly Upsert[], next: () => number): Promise<Figures[]> {
  for (const upsert of paths) for (let i = 0; i < WARMUP; i++) await upsert(next());
  const one = await alternate(paths, next, SEQUENTIAL, 1);
  const eight = await alternate(paths, next, CONCURRENT, 8);
  const thirtyTwo = await alternate(paths, next, CONCURRENT, 32);
  const playing = paths.map(newTally);
  for (let t = 0; t < TURNS; t++) {
    for (const [index, upsert] of paths.entries()) {
      await players(upsert, next, playing[index] as Tally);
    }
  }
  for (const tally of playing) tally.latencies.sort((a, b) => a - b);
  return paths.map((_, index) => {
    const saves = playing[index] as Tally;
    const [sequential, at8, at32] = [one, eight, thirtyTwo].map(
      (tallies) => tallies[index] as Tally,
    ) as [Tally, Tally, Tally];
    return {
      p50: percentile(sequential.latencies, 50),
      p99: percentile(sequential.latencies, 99),
      perSecond8: at8.count / at8.seconds,
      perSecond32: at32.count / at32.seconds,
      p50at32: percentile(at32.latencies, 50),
      p99at32: percentile(at32.latencies, 99),
      p50players: percentile(saves.latencies, 50),
      p99players: percentile(saves.latencies, 99),
      cpuAt32: at32.cpuMicros / 1000 / at32.count,
    };
  });
}

function medians(rounds: readonly Figures[]): Figures {
  const of = (key: keyof Figures) => median(rounds.map((figures) => figures[key]));
  return {
    p50: of('p50'),
    p99: of('p99'),
    perSecond8: of('perSecond8'),
    perSecond32: of('perSecond32'),
    p50at32: of('p50at32'),
    p99at32: of('p99at32'),
    p50players: of('p50players'),
    p99players: of('p99players'),
    cpuAt32: of('cpuAt32'),
  };
}

/**
 * The transaction the REST layer ran for one upsert when this benchmark was written, issued
 * straight to the database: the fixed baseline the API path is compared with.
 */
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

interface EngineResult {
  engine: string;
  api: Figures;
  direct: Figures;
  /** API throughput over direct throughput with 8 and 32 in flight, per round. */
  ratios8: number[];
  ratios32: number[];
}

async function benchEngine(engine: string, backend: TestBackend): Promise<EngineResult> {
  const admin = await createTeamAdmin(backend, 'Bench Co');
  const { data: video } = await backend
    .client(backend.serviceRoleKey)
    .from('videos')
    .insert({ title: 'Bench', duration: '1:00:00', is_published: true })
    .select('id')
    .single()
    .throwOnError();
  const videoId = (video as { id: string }).id;

  const viaApi: Upsert = async (i) => {
    const { error } = await admin.client
      .from('progress')
      .upsert(
        { user_id: admin.id, video_id: videoId, progress_percent: i % 100, watch_time: i },
        { onConflict: 'user_id,video_id' },
      );
    if (error) throw new Error(error.message);
  };
  const claims = JSON.stringify({ sub: admin.id, role: 'authenticated' });
  const direct: Upsert = (i) =>
    backend.db.transaction((tx) => directUpsert(tx, claims, admin.id, videoId, i));

  const apiRounds: Figures[] = [];
  const directRounds: Figures[] = [];
  let counter = 0;
  // Every upsert writes new values, so none is a no-op.
  const next = () => counter++;
  for (let r = 0; r < ROUNDS; r++) {
    const [api, straight] = await round([viaApi, direct], next);
    apiRounds.push(api as Figures);
    directRounds.push(straight as Figures);
  }
  return {
    engine,
    api: medians(apiRounds),
    direct: medians(directRounds),
    ratios8: apiRounds.map((api, r) => api.perSecond8 / (directRounds[r]?.perSecond8 ?? NaN)),
    ratios32: apiRounds.map((api, r) => api.perSecond32 / (directRounds[r]?.perSecond32 ?? NaN)),
  };
}

export async function benchBackend(): Promise<void> {
  const results: EngineResult[] = [];
  const savedUrl = process.env['DATABASE_URL'];
  delete process.env['DATABASE_URL'];
  const pglite = await startTestBackend();
  results.push(await benchEngine('PGlite', pglite));
  await pglite.close();

  const postgres = await startTestPostgres();
  process.env['DATABASE_URL'] = postgres.url;
  const onPostgres = await startTestBackend();
  results.push(await benchEngine('PostgreSQL', onPostgres));
  await onPostgres.close();
  postgres.stop();
  if (savedUrl) process.env['DATABASE_URL'] = savedUrl;

  console.log(
    `\nProgress upserts, median of ${ROUNDS} rounds; in each round the two paths take ${TURNS} ` +
      `turns each at ${SEQUENTIAL} requests one at a time (latency), ${CONCURRENT} with 8 and ` +
      `${CONCURRENT} with 32 in flight, and ${PLAYER_TURN_MS / 1000} s of ${PLAYERS} players ` +
      `saving every ${PLAYER_PERIOD_MS} ms, after ${WARMUP} warm-up\n`,
  );
  console.table(
    results.flatMap(({ engine, api, direct }) =>
      [
        ['supabase-js → embedded backend', api],
        ['same transaction, straight to the database', direct],
      ].map(([path, figures]) => {
        const f = figures as Figures;
        return {
          engine,
          path: path as string,
          'p50 ms': f.p50.toFixed(2),
          'p99 ms': f.p99.toFixed(2),
          '8 in flight /s': f.perSecond8.toFixed(0),
          '32 in flight /s': f.perSecond32.toFixed(0),
          'p50 ms at 32': f.p50at32.toFixed(1),
          'p99 ms at 32': f.p99at32.toFixed(1),
          'CPU ms/req at 32': f.cpuAt32.toFixed(2),
          [`p50 / p99 ms, ${PLAYERS} players`]: `${f.p50players.toFixed(1)} / ${f.p99players.toFixed(1)}`,
        };
      }),
    ),
  );
  for (const { engine, api, direct, ratios8, ratios32 } of results) {
    const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
    console.log(
      `${engine}: API throughput ${percent(median(ratios32))} of direct at 32 in flight ` +
        `(rounds: ${ratios32.map(percent).join(' ')}), ${percent(median(ratios8))} at 8; ` +
        `API p99 at 32 in flight ${api.p99at32.toFixed(1)} ms, with ${PLAYERS} players saving every ` +
        `${PLAYER_PERIOD_MS} ms ${api.p99players.toFixed(1)} ms; ` +
        `API p50 one at a time ${(api.p50 / direct.p50).toFixed(1)}× direct`,
    );
  }
}
