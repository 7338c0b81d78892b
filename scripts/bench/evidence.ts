// The evidence pack of a team of 200 members with a year of activity (docs/decisions.md EV1):
// time to build and stream the whole ZIP through the real server, and the process's memory while
// it does. Seeded straight into the database; the pack is fetched over HTTP as a browser would.
import { policyTemplates } from '../../src/content/policies/catalogue';
import {
  createTeamAdmin,
  publishAsPublisher,
  seedLargeTeam,
  startTestBackend,
} from '../../src/backend/testing';
import { median } from './stats';
import { utcDay } from '../../src/shared/utc-day';

const MEMBERS = 200;
const COURSES = 15;
const AUDIT_EVENTS = 20_000;
const RUNS = Number(process.env['BENCH_ROUNDS'] ?? 5);

export async function benchEvidence() {
  const backend = await startTestBackend();
  const admin = await createTeamAdmin(backend, 'Evidence Bench Co');
  await seedLargeTeam(backend.db, admin.teamId, { members: MEMBERS, videos: COURSES });

  // Every policy adopted and published twice; every member accepts both versions.
  for (const template of policyTemplates) {
    const { data: policy } = await admin.client
      .rpc('adopt_policy', {
        template: template.id,
        policy_owner: 'Head of Security',
        approver: 'CEO',
        effective_on: '2026-01-01',
      })
      .throwOnError();
    await publishAsPublisher(admin.client, policy, 1);
    await admin.client.rpc('start_policy_revision', { policy }).throwOnError();
    await publishAsPublisher(admin.client, policy, 1);
  }
  await backend.db.transaction(async (tx) => {
    // Seeding only: the triggers that fill an acceptance from the signed-in caller are bypassed.
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `insert into public.policy_acceptances (version_id, policy_id, team_id, user_id, content_hash, accepted_at)
       select v.id, v.policy_id, v.team_id, u.id, v.content_hash, v.published_at + interval '1 day'
       from public.policy_versions v
       join public.users u on u.team_id = v.team_id
       where v.team_id = $1 and v.published_at is not null`,
      [admin.teamId],
    );
    await tx.query(
      `insert into public.audit_events (team_id, occurred_at, actor_id, actor_name, kind, target_name, details)
       select $1, now() - (i % 365) * interval '1 day', null, 'Member ' || (i % 200),
              'policy_accepted', 'Acceptable Use Policy', jsonb_build_object('version', 1 + i % 2)
       from generate_series(1, $2::int) as i`,
      [admin.teamId, AUDIT_EVENTS],
    );
    // This year's training: every member owes every course.
    await tx.query(
      `insert into public.training_cycles (team_id, starts_on, ends_on)
       values ($1, date_trunc('year', now())::date, (date_trunc('year', now()) + interval '1 year')::date)
       on conflict do nothing`,
      [admin.teamId],
    );
    await tx.query(
      `insert into public.training_requirements (team_id, cycle_id, user_id, course_id, due_on)
       select u.team_id, c.id, u.id, co.id, c.starts_on + 90
       from public.users u
       join public.training_cycles c on c.team_id = u.team_id
       cross join (select id from public.courses order by id limit $2) co
       where u.team_id = $1
       on conflict do nothing`,
      [admin.teamId, COURSES],
    );
    // Four quarterly runs of every checklist, each item worked.
    await tx.query(
      `insert into public.checklist_runs (team_id, checklist_id, period_start, started_at)
       select $1, t.id, (date_trunc('quarter', now()) - q * interval '3 months')::date,
              date_trunc('quarter', now()) - q * interval '3 months'
       from public.checklist_templates t cross join generate_series(0, 3) as q`,
      [admin.teamId],
    );
    await tx.query(
      `insert into public.checklist_item_states (run_id, item_id, team_id, status, notes, evidence_url)
       select r.id, item, r.team_id, 'done', 'Checked and recorded',
              'https://evidence.example.com/' || r.checklist_id || '/' || item
       from public.checklist_runs r
       join public.checklist_templates t on t.id = r.checklist_id
       cross join lateral unnest(t.item_ids) as item
       where r.team_id = $1`,
      [admin.teamId],
    );
  });

  const today = utcDay(Date.now());
  const yearAgo = utcDay(Date.now() - 365 * 86_400_000);
  const times: number[] = [];
  const peaks: number[] = [];
  let bytes = 0;
  for (let round = 0; round < RUNS; round++) {
    const { data: token } = await admin.client
      .rpc('create_evidence_link', { kind: 'download', from_date: yearAgo, to_date: today })
      .throwOnError();
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    const response = await fetch(
      `${backend.url}/functions/v1/evidence/${token as string}/evidence-pack.zip`,
    );
    if (!response.ok || !response.body)
      throw new Error(`bench: the pack failed (${response.status})`);
    bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    times.push(performance.now() - started);
    clearInterval(sampler);
    peaks.push(peak - baseline);
  }
  // The whole populations alone (every member × every policy; every member × every course).
  const service = backend.client(backend.serviceRoleKey);
  const sectionMs = async (section: string) => {
    const rounds: number[] = [];
    for (let round = 0; round < RUNS; round++) {
      const started = performance.now();
      await service
        .rpc('evidence_section', {
          team: admin.teamId,
          section,
          from_date: yearAgo,
          to_date: today,
        })
        .throwOnError();
      rounds.push(performance.now() - started);
    }
    return median(rounds);
  };
  const acceptancePopulationMs = await sectionMs('acceptance_population');
  const trainingPopulationMs = await sectionMs('training_population');
  await backend.close();
  return {
    acceptancePopulationMs,
    trainingPopulationMs,
    members: MEMBERS,
    auditEvents: AUDIT_EVENTS,
    packMegabytes: bytes / 1_000_000,
    buildMs: median(times),
    peakRssGrowthMegabytes: median(peaks) / 1_000_000,
    maxRssMegabytes: process.resourceUsage().maxRSS / 1000,
  };
}
