// Every path the scale benchmark measures (docs/scale.md) starts from an index under row-level
// security: on a generated database of 200 teams, as the signed-in member or admin the API would
// act for, no plan reads a table that grows with the number of teams from end to end. The direct
// table reads are checked in their EXPLAIN plans (no Seq Scan, no index read without a
// condition); the team functions, whose inner plans EXPLAIN does not show, by the sequential
// scans PostgreSQL counts in the transaction that runs them. No timings: those are the benchmark's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Transaction } from './db/database';
import { freshDatabase } from './testing';
import { generateScaleData, insertSink, type ScaleSummary } from './testing/scale-data';

/** The tables that grow with every team: none may be scanned whole on these paths. */
const LARGE_TABLES = [
  'users',
  'teams',
  'progress',
  'policies',
  'policy_versions',
  'policy_approvals',
  'policy_acceptances',
  'audit_events',
  'checklist_runs',
  'checklist_item_states',
  'training_cycles',
];

let db: Database;
let summary: ScaleSummary;
let team: string;
let adminId: string;
let memberId: string;

beforeAll(async () => {
  db = await freshDatabase();
  summary = await generateScaleData(db, insertSink(db), {
    teams: 200,
    largeTeams: 1,
    otherTeamMembers: [5, 20],
  });
  await db.exec('analyze');
  const large = summary.largeTeams[0];
  if (!large) throw new Error('no large team');
  team = large.id;
  const ids = await db.query<{ email: string; id: string }>(
    'select email, id from public.users where email = any ($1)',
    [[large.adminEmail, large.memberEmail]],
  );
  const idOf = (email: string) => ids.rows.find((row) => row.email === email)?.id ?? '';
  adminId = idOf(large.adminEmail);
  memberId = idOf(large.memberEmail);
}, 300_000);

afterAll(() => db.close());

/**
 * The large tables an EXPLAIN (FORMAT JSON) plan reads whole: by a Seq Scan, or by an index scan
 * without an index condition (the whole index, as when a policy's test cannot use it).
 */
function wholeScans(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(wholeScans);
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const table = String(node['Relation Name']);
  const whole =
    node['Node Type'] === 'Seq Scan' ||
    (['Index Scan', 'Index Only Scan'].includes(String(node['Node Type'])) && !node['Index Cond']);
  const own = whole && LARGE_TABLES.includes(table) ? [table] : [];
  return [...own, ...Object.values(node).flatMap(wholeScans)];
}

/**
 * Runs `statements` as `userId` (role authenticated, the JWT's claims set as the API sets them),
 * or as the service role without one, and returns the large tables scanned whole: in the plans of
 * `explained`, and by the scans counted in the transaction. Rolled back.
 */
async function scansOf(
  userId: string | null,
  statements: { sql: string; params?: unknown[]; explain?: boolean }[],
): Promise<string[]> {
  const rollback = new Error('rollback');
  let found: string[] = [];
  await db
    .transaction(async (tx: Transaction) => {
      await tx.query(`select set_config('role', $1, true)`, [
        userId ? 'authenticated' : 'service_role',
      ]);
      // A table of a modest database is small enough that reading it whole is the cheaper plan:
      // with that priced out, a scan that remains is one no index can answer.
      await tx.query(`select set_config('enable_seqscan', 'off', true)`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(
          userId ? { sub: userId, role: 'authenticated', aal: 'aal1' } : { role: 'service_role' },
        ),
      ]);
      // Counted since the transaction began (PGlite keeps counts of earlier transactions too).
      const countScans = async () =>
        new Map(
          (
            await tx.query<{ relname: string; seq_scan: string }>(
              `select relname, seq_scan::text from pg_stat_xact_user_tables
                where schemaname = 'public' and relname = any ($1)`,
              [LARGE_TABLES],
            )
          ).rows.map((row) => [row.relname, Number(row.seq_scan)]),
        );
      const before = await countScans();
      const planned: string[] = [];
      for (const { sql, params = [], explain = false } of statements) {
        if (explain) {
          const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
            `explain (format json) ${sql}`,
            params,
          );
          const plan = rows[0]?.['QUERY PLAN'];
          planned.push(...wholeScans(typeof plan === 'string' ? JSON.parse(plan) : plan));
        }
        await tx.query(sql, params);
      }
      await tx.query('reset role');
      const scanned = [...(await countScans())]
        .filter(([table, count]) => count > (before.get(table) ?? 0))
        .map(([table]) => table);
      found = [...new Set([...planned, ...scanned])].sort();
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return found;
}

const rpc = (name: string, args = '') => ({ sql: `select public.${name}(${args})` });

describe('with 200 teams, every measured path starts from an index', () => {
  it('generated teams with a year of activity', () => {
    expect(summary.teams).toBe(200);
    expect(summary.users).toBeGreaterThan(1_000);
    expect(summary.rows['public.audit_events']).toBeGreaterThan(40_000);
    expect(summary.rows['public.policy_acceptances']).toBeGreaterThan(10_000);
    expect(summary.rows['public.progress']).toBeGreaterThan(10_000);
  });

  it("a member's library", async () => {
    const scans = await scansOf(memberId, [
      {
        sql: `select id, title, description, duration, thumbnail_url, thumbnail_object, category
                from public.videos where is_published order by order_index`,
        explain: true,
      },
      {
        sql: `select video_id, progress_percent, completed_at from public.progress where user_id = $1`,
        params: [memberId],
        explain: true,
      },
      {
        sql: `select plan_id, trial_plan_id, trial_ends_at from public.teams where id = $1`,
        params: [team],
        explain: true,
      },
    ]);
    expect(scans).toEqual([]);
  });

  it("the player's progress save", async () => {
    const { rows } = await db.query<{ id: string }>(
      'select id from public.videos where is_published order by order_index limit 1',
    );
    const scans = await scansOf(memberId, [
      {
        sql: `insert into public.progress (user_id, video_id, watch_time, progress_percent)
              values ($1, $2, 30, 10)
              on conflict (user_id, video_id) do update
                set watch_time = excluded.watch_time, progress_percent = excluded.progress_percent
              returning completed_at`,
        params: [memberId, rows[0]?.id],
      },
    ]);
    expect(scans).toEqual([]);
  });

  it('the dashboard overview and members table of a 200-member team', async () => {
    const scans = await scansOf(adminId, [
      rpc('team_control_readiness'),
      rpc('team_due_items'),
      rpc('team_first_steps'),
      rpc('team_policies'),
      { sql: 'select id, name from public.teams where id = $1', params: [team], explain: true },
      rpc('team_invite_code'),
      rpc('team_progress_summary'),
      {
        sql: `select id, full_name, email, role, deactivated_at, last_seen_at from public.users
               where team_id = $1 order by full_name nulls last, email`,
        params: [team],
        explain: true,
      },
      rpc('team_two_factor_status'),
      rpc('team_invitations'),
    ]);
    expect(scans).toEqual([]);
  });

  it('the Controls page', async () => {
    const scans = await scansOf(adminId, [
      rpc('team_control_readiness'),
      {
        sql: `select id, kind, label from public.evidence_links where kind = 'auditor'
               order by created_at desc`,
        explain: true,
      },
    ]);
    expect(scans).toEqual([]);
  });

  it('the audit log page (its total too)', async () => {
    const scans = await scansOf(adminId, [
      { sql: 'select count(*) from public.audit_events', explain: true },
      {
        sql: `select id, occurred_at, actor_name, kind, target_name, details from public.audit_events
               order by occurred_at desc, id desc limit 25`,
        explain: true,
      },
    ]);
    expect(scans).toEqual([]);
  });

  it('the acceptance register export', async () => {
    expect(await scansOf(adminId, [rpc('export_policy_acceptances')])).toEqual([]);
  });

  it('the evidence pack of a 200-member team, every section', async () => {
    const { EVIDENCE_SECTIONS } = await import('../documents/evidence-pack');
    const scans = await scansOf(
      null,
      EVIDENCE_SECTIONS.map((section) => ({
        sql: `select public.evidence_section($1, $2, (current_date - 365), current_date)`,
        params: [team, section],
      })),
    );
    expect(scans).toEqual([]);
  });
});
