// `npm run bench -- scale [--teams 10000] [--rounds 3]`: fills a throwaway PostgreSQL with many
// teams and a year of activity each (COPY), then measures, through the real API (the embedded
// backend in its own process on that database, supabase-js with real users' tokens, so row-level
// security applies), what members and admins use every day, at 64 concurrent clients.
// docs/scale.md holds the figures.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrate } from '../../src/backend/db/database';
import { applyContent } from '../../src/backend/db/content';
import { openPostgres } from '../../src/backend/db/postgres';
import { Mailbox } from '../../src/backend/mail/mailbox';
import { CONTENT_FILE, MIGRATIONS_DIR } from '../../src/backend/server';
import { nodeClientOptions } from '../../src/backend/testing/backend';
import { createTestDatabase } from '../../src/backend/testing/database';
import {
  generateScaleData,
  type RowSink,
  type ScaleSummary,
} from '../../src/backend/testing/scale-data';
import { utcDay } from '../../src/shared/utc-day';
import { startTestPostgres } from '../postgres';
import { startServerProcess } from './server-process';
import { median } from './stats';

const CLIENTS = 64;

/** One value of COPY's text format. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/** COPY … FROM STDIN on one connection of its own. */
export function copySink(client: pg.Client): RowSink {
  return {
    async write(table, columns, rows) {
      const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
      async function* lines() {
        for (let start = 0; start < rows.length; start += 5000) {
          yield rows
            .slice(start, start + 5000)
            .map((row) => `${row.map(copyText).join('\t')}\n`)
            .join('');
        }
      }
      await pipeline(Readable.from(lines()), stream);
    },
  };
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** `total` calls of `work`, `CLIENTS` at a time; each call's milliseconds. */
async function concurrently(
  total: number,
  work: (index: number) => PromiseLike<unknown>,
  clients = CLIENTS,
) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(clients, total) }, async () => {
      while (next < total) {
        const index = next++;
        const started = performance.now();
        await work(index);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

/** Throws the first error of a supabase-js answer, so a refused request never counts as fast. */
function ok<T extends { error: unknown }>(answer: T): T {
  if (answer.error) throw new Error(`bench: ${JSON.stringify(answer.error)}`);
  return answer;
}

/** The process's user + system CPU seconds (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface PathFigures {
  /** One client alone: the path's own cost, without queueing behind the others. */
  aloneP50: number;
  p50: number;
  p99: number;
  samples: number;
}

export interface ScaleResult {
  teams: number;
  users: number;
  rows: Record<string, number>;
  generateSeconds: number;
  databaseGigabytes: number;
  paths: Record<string, PathFigures>;
  evidencePackCpuMs: number;
  evidencePackMegabytes: number;
  cores: number;
  loadAverages: string[];
}

export async function benchScale(options: { teams: number; rounds: number }): Promise<ScaleResult> {
  const server = await startTestPostgres([
    'shared_buffers=1GB',
    'maintenance_work_mem=512MB',
    'max_wal_size=2GB',
    'checkpoint_timeout=30min',
    'synchronous_commit=off',
    'full_page_writes=off',
    'wal_level=minimal',
    'max_wal_senders=0',
  ]);
  try {
    const database = await createTestDatabase(server.url, '');
    const db = await openPostgres(database.url);
    await migrate(db, MIGRATIONS_DIR);
    await applyContent(db, CONTENT_FILE);
    await db.exec(Mailbox.schema);

    const copyClient = new pg.Client({ connectionString: database.url });
    await copyClient.connect();
    const started = performance.now();
    const summary = await generateScaleData(db, copySink(copyClient), {
      teams: options.teams,
      log: (line) =>
        console.log(`${line} (${((performance.now() - started) / 1000).toFixed(0)} s)`),
    });
    await copyClient.end();
    await db.exec('vacuum (analyze)');
    const generateSeconds = (performance.now() - started) / 1000;
    const size = await db.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    const databaseGigabytes = Number(size.rows[0]?.bytes) / 1e9;
    console.log(
      `scale: ${options.teams} teams generated in ${generateSeconds.toFixed(0)} s, ${databaseGigabytes.toFixed(2)} GB`,
    );

    const backend = await startServerProcess({ databaseUrl: database.url });
    try {
      const measured = await measure(backend, db, summary, options.rounds);
      return {
        teams: options.teams,
        users: summary.users,
        rows: summary.rows,
        generateSeconds,
        databaseGigabytes,
        ...measured,
        cores: cpus().length,
      };
    } finally {
      await backend.stop();
      await db.close();
    }
  } finally {
    server.stop();
  }
}

export async function measure(
  backend: Awaited<ReturnType<typeof startServerProcess>>,
  db: Awaited<ReturnType<typeof openPostgres>>,
  summary: ScaleSummary,
  rounds: number,
  /** Off: one client alone only (a quick look at each path's own cost). */
  together = true,
) {
  const signIn = async (email: string, teamId: string) => {
    const client = createClient(backend.url, backend.anonKey, nodeClientOptions);
    const { data } = ok(
      await client.auth.signInWithPassword({ email, password: summary.password }),
    );
    if (!data.user) throw new Error(`bench: ${email} did not sign in`);
    return { client, id: data.user.id, teamId };
  };
  // Members from teams of every size; the admins of the 200-member teams.
  const { rows: memberRows } = await db.query<{ email: string; team_id: string }>(
    `select u.email, u.team_id from public.users u
      where u.role = 'member' and u.deactivated_at is null
      order by md5(u.id::text) limit $1`,
    [CLIENTS],
  );
  const members = await Promise.all(memberRows.map((row) => signIn(row.email, row.team_id)));
  const admins = await Promise.all(
    summary.largeTeams.map((team) => signIn(team.adminEmail, team.id)),
  );
  const { rows: videoRows } = await db.query<{ id: string }>(
    `select id from public.videos where is_published order by order_index limit 3`,
  );
  /** The i-th of a list, round and round. */
  const nth = <T>(list: readonly T[], i: number): T => {
    const item = list[i % list.length];
    if (item === undefined) throw new Error('bench: nothing to choose from');
    return item;
  };
  const member = (i: number) => nth(members, i);
  const admin = (i: number) => nth(admins, i).client;
  const teamOf = (i: number) => nth(summary.largeTeams, i).id;
  const today = utcDay(Date.now());
  const yearAgo = utcDay(Date.now() - 365 * 86_400_000);

  const paths: Record<string, (i: number) => PromiseLike<unknown>> = {
    // features/library/data.ts getLibrary
    "member's library": (i) => {
      const { client, id, teamId } = member(i);
      return Promise.all([
        client
          .from('videos')
          .select('id, title, description, duration, thumbnail_url, thumbnail_object, category')
          .eq('is_published', true)
          .order('order_index')
          .then(ok),
        client
          .from('progress')
          .select('video_id, progress_percent, completed_at')
          .eq('user_id', id)
          .then(ok),
        client
          .from('teams')
          .select('plan_id, trial_plan_id, trial_ends_at')
          .eq('id', teamId)
          .maybeSingle()
          .then(ok),
      ]);
    },
    // features/player/data.ts saveProgress
    'progress save': (i) => {
      const { client, id } = member(i);
      return client
        .from('progress')
        .upsert(
          {
            user_id: id,
            video_id: nth(videoRows, i).id,
            watch_time: 10 + i,
            progress_percent: 1,
          },
          { onConflict: 'user_id,video_id' },
        )
        .select('completed_at')
        .single()
        .then(ok);
    },
    // features/team/dashboard-page.tsx: the overview (readiness, due items, first steps, policies);
    // its readiness figures read only the met states (lib/controls/readiness-data.ts)
    'dashboard overview (200 members)': (i) =>
      Promise.all([
        admin(i)
          .rpc('team_control_readiness')
          .select('control_id, state, met')
          .eq('met', true)
          .then(ok),
        ...['team_due_items', 'team_first_steps', 'team_policies'].map((fn) =>
          admin(i).rpc(fn).then(ok),
        ),
      ]),
    // lib/team/data.ts getTeamData: the members' progress table
    'dashboard members table (200 members)': (i) =>
      Promise.all([
        admin(i).from('teams').select('id, name').eq('id', teamOf(i)).single().then(ok),
        admin(i).rpc('team_invite_code').then(ok),
        admin(i).rpc('team_progress_summary').then(ok),
      ]),
    // features/team/members-page.tsx getManagedMembers + invitations
    'members page (200 members)': (i) =>
      Promise.all([
        admin(i)
          .from('users')
          .select('id, full_name, email, role, deactivated_at, last_seen_at')
          .eq('team_id', teamOf(i))
          .order('full_name', { ascending: true, nullsFirst: false })
          .order('email')
          .then(ok),
        admin(i).rpc('team_two_factor_status').then(ok),
        admin(i).rpc('team_invitations').then(ok),
      ]),
    // features/controls/evidence-page.tsx
    'Controls page': (i) =>
      Promise.all([
        admin(i).rpc('team_control_readiness').then(ok),
        admin(i)
          .from('evidence_links')
          .select(
            'id, kind, label, from_date, to_date, created_at, created_by_name, expires_at, revoked_at, last_used_at, use_count',
          )
          .eq('kind', 'auditor')
          .order('created_at', { ascending: false })
          .then(ok),
      ]),
    // lib/team/data.ts getActivityPage, first page of 25 with the total
    'audit log page': (i) =>
      admin(i)
        .from('audit_events')
        .select('id, occurred_at, actor_id, actor_name, kind, target_id, target_name, details', {
          count: 'exact',
        })
        .order('occurred_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 24)
        .then(ok),
  };
  const exports: Record<string, (i: number) => PromiseLike<unknown>> = {
    'acceptance register export': (i) => admin(i).rpc('export_policy_acceptances').then(ok),
    'evidence pack (200 members)': async (i) => {
      const { data: token } = ok(
        await admin(i).rpc('create_evidence_link', {
          kind: 'download',
          from_date: yearAgo,
          to_date: today,
        }),
      );
      const response = await fetch(
        `${backend.url}/functions/v1/evidence/${token as string}/evidence-pack.zip`,
      );
      if (!response.ok) throw new Error(`bench: the pack failed (${response.status})`);
      await response.arrayBuffer();
    },
  };

  const loadAverages: string[] = [];
  const perRound: Record<string, Omit<PathFigures, 'samples'>[]> = {};
  const samples: Record<string, number> = {};
  const record = (name: string, alone: number[], together: number[]) => {
    (perRound[name] ??= []).push({
      aloneP50: percentile(alone, 50),
      p50: percentile(together, 50),
      p99: percentile(together, 99),
    });
    samples[name] = (samples[name] ?? 0) + together.length;
  };
  for (let round = 0; round < rounds; round++) {
    for (const [name, work] of Object.entries(paths)) {
      const alone = await concurrently(20, work, 1);
      if (together) await concurrently(CLIENTS, work); // warm-up: every client once
      record(name, alone, together ? await concurrently(CLIENTS * 10, work) : alone);
    }
    for (const [name, work] of Object.entries(exports)) {
      const alone = await concurrently(5, work, 1);
      record(name, alone, together ? await concurrently(CLIENTS, work) : alone);
    }
    loadAverages.push(
      loadavg()
        .map((load) => load.toFixed(2))
        .join(' '),
    );
    console.log(`scale: round ${round + 1} of ${rounds} measured (load ${loadAverages.at(-1)})`);
  }
  const pathFigures = Object.fromEntries(
    Object.entries(perRound).map(([name, list]) => [
      name,
      {
        aloneP50: median(list.map((r) => r.aloneP50)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        samples: samples[name] ?? 0,
      },
    ]),
  );

  // The evidence pack's CPU: the server process's CPU time for one pack at a time.
  const pid = backend.pid;
  if (pid === undefined) throw new Error('bench: the server has no process id');
  const cpu: number[] = [];
  let bytes = 0;
  for (let round = 0; round < 5; round++) {
    const { data: token } = ok(
      await admin(0).rpc('create_evidence_link', {
        kind: 'download',
        from_date: yearAgo,
        to_date: today,
      }),
    );
    const before = cpuSeconds(pid);
    const response = await fetch(
      `${backend.url}/functions/v1/evidence/${token as string}/evidence-pack.zip`,
    );
    bytes = (await response.arrayBuffer()).byteLength;
    cpu.push((cpuSeconds(pid) - before) * 1000);
  }
  return {
    paths: pathFigures,
    evidencePackCpuMs: median(cpu),
    evidencePackMegabytes: bytes / 1e6,
    loadAverages,
  };
}

/** The printed table. */
export function scaleTable(result: ScaleResult) {
  const goals: Record<string, number> = {
    'acceptance register export': 1000,
    'evidence pack (200 members)': 1000,
  };
  return Object.fromEntries(
    Object.entries(result.paths).map(([name, figures]) => {
      const goal = goals[name] ?? 50;
      return [
        name,
        {
          '1 client p50 ms': Number(figures.aloneP50.toFixed(1)),
          'p50 ms': Number(figures.p50.toFixed(1)),
          'p99 ms': Number(figures.p99.toFixed(1)),
          samples: figures.samples,
          'goal p99 ms': goal,
          met: figures.p99 <= goal ? 'yes' : 'no',
        },
      ];
    }),
  );
}
