// Many teams with a year of activity each, written straight into the database for the scale
// benchmark (`npm run bench -- scale`) and the query-plan test (src/backend/scale-plans.test.ts).
// Not used by the product. Rows are made in Node in batches of teams and handed to a sink: COPY on
// PostgreSQL (scripts/bench/scale.ts), or INSERT from JSON on any engine (`insertSink`).
//
// The rules stay the database's: constraints and foreign keys are checked on every row. A few user
// triggers are switched off during the load only, where the rows written are what the trigger
// would have produced or the trigger would have done nothing (docs/scale.md#how-the-data-is-made).
import { createHash } from 'node:crypto';
import { policyTemplates } from '../../content/policies/catalogue';
import type { Database, Queryable } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { seedIfNeeded } from '../seed';
import { utcDay } from '../../shared/utc-day';
import { TEST_PASSWORD } from './accounts';

export interface ScaleOptions {
  teams: number;
  /** The most members a team has (200); the first `largeTeams` teams have exactly this many. */
  maxMembers?: number;
  largeTeams?: number;
  /** The fewest and most members of the other teams (5 to `maxMembers`, most of them small). */
  otherTeamMembers?: [number, number];
  /** The end of the year of activity. */
  now?: number;
  log?: (line: string) => void;
}

/** Where generated rows go: one call per table per batch of teams, columns in order. */
export interface RowSink {
  write(table: string, columns: readonly string[], rows: readonly Row[]): Promise<void>;
}

type Value = string | number | boolean | null | Date | object;
type Row = readonly Value[];

export interface ScaleSummary {
  teams: number;
  users: number;
  /** Rows written per table. */
  rows: Record<string, number>;
  /** The large (enterprise, `maxMembers`) teams: id, an admin's and a member's email. */
  largeTeams: { id: string; adminEmail: string; memberEmail: string }[];
  /** Every generated account signs in with this password. */
  password: string;
}

const DAY = 86_400_000;
const POLICIES = policyTemplates.slice(0, 5).map((template) => template.id);
const QUARTERLY_CHECKLISTS = [
  'access-review-template',
  'endpoint-security-baseline',
  'change-management-review',
];
const COMPLETION_PERCENT = 90;

/** The triggers switched off while loading, and why each may be (docs/scale.md). */
const LOAD_TRIGGERS: Record<string, string[]> = {
  // The generator writes the member_joined event itself; no team has training assignments.
  'public.users': ['users_member_joined', 'users_training_on_join'],
  // completed_at and credited_seconds are written as the rules compute them for server code; every
  // course has a knowledge check and nobody has passed one, so no certificate would be issued.
  'public.progress': ['progress_rules', 'progress_certify_insert', 'progress_certify_update'],
  // Copies of the model team's rows, which the triggers produced (ids, team and times changed).
  'public.policies': ['policies_template_version'],
  'public.policy_versions': [
    'policy_versions_frozen_when_published',
    'policy_versions_published_only_when_approved',
    'policy_versions_carry_acceptances',
  ],
  // policy_id, team_id, content_hash filled as the trigger fills them; the event written alongside.
  'public.policy_acceptances': ['policy_acceptances_fill', 'policy_acceptances_audit'],
  // No team has a webhook endpoint: these would send nothing.
  'public.audit_events': ['audit_events_webhooks'],
  'public.checklist_runs': ['checklist_runs_webhooks'],
};

/** A deterministic UUID: entity kind in the first group, a counter in the last. */
const uid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** The id of a copy of a model team's row in `team`, the same in SQL: md5(team || model)::uuid. */
export function copiedId(team: string, modelId: string): string {
  const hex = createHash('md5')
    .update(team + modelId)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Mulberry32: the same data for the same options, every run. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows as INSERT … SELECT FROM json_populate_recordset, for engines without COPY FROM STDIN. */
export function insertSink(db: Queryable): RowSink {
  return {
    async write(table, columns, rows) {
      const objects = rows.map((row) =>
        Object.fromEntries(columns.map((column, index) => [column, row[index]])),
      );
      const list = columns.join(', ');
      for (let start = 0; start < objects.length; start += 20_000) {
        await db.query(
          `insert into ${table} (${list})
           select ${list} from json_populate_recordset(null::${table}, $1::json)`,
          [JSON.stringify(objects.slice(start, start + 20_000))],
        );
      }
    },
  };
}

async function setLoadTriggers(db: Queryable, enabled: boolean) {
  for (const [table, triggers] of Object.entries(LOAD_TRIGGERS)) {
    for (const trigger of triggers) {
      await db.query(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${trigger}`);
    }
  }
}

interface ModelVersion {
  id: string;
  policyId: string;
  number: number;
  contentHash: string;
  title: string;
}

/**
 * The model team: one admin adopts and publishes (twice) each policy through the real functions,
 * as the signed-in owner. Every generated team gets a copy of its policies.
 */
async function makeModelTeam(db: Database, passwordHash: string): Promise<ModelVersion[]> {
  const owner = uid(0xf0, 1);
  const team = uid(0xf1, 1);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at)
       values ($1, 'model-owner@scale.example.com', $2, now())`,
      [owner, passwordHash],
    );
    await tx.query(
      `insert into public.teams (id, name, owner_id, plan_id, trial_plan_id, trial_ends_at)
       values ($1, 'Model Co', $2, 'enterprise', null, null)`,
      [team, owner],
    );
    await tx.query(
      `insert into public.users (id, role, team_id, email, full_name)
       values ($1, 'admin', $2, 'model-owner@scale.example.com', 'Model Owner')`,
      [owner, team],
    );
    await tx.query(`set local role authenticated`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: owner, role: 'authenticated', aal: 'aal1' }),
    ]);
    await tx.query(`select public.set_policy_approval('publisher')`);
    for (const template of POLICIES) {
      const { rows } = await tx.query<{ id: string }>(
        `select public.adopt_policy($1, 'Head of Security', 'CEO', '2026-01-01') as id`,
        [template],
      );
      const policy = rows[0]!.id;
      await tx.query(`select public.publish_policy($1, 1, 'First version, from the template')`, [
        policy,
      ]);
      await tx.query(`select public.start_policy_revision($1)`, [policy]);
      await tx.query(`select public.publish_policy($1, 1, 'Yearly review')`, [policy]);
    }
  });
  const { rows } = await db.query<ModelVersion>(
    `select v.id, v.policy_id as "policyId", v.number, v.content_hash as "contentHash",
            v.content ->> 'title' as title
       from public.policy_versions v where v.team_id = $1 order by v.policy_id, v.number`,
    [team],
  );
  return rows;
}

/**
 * The columns of each generated table, in the order they are written: the accounts and teams
 * first, then (after the model policies) the records that point at them.
 */
const ACCOUNT_COLUMNS = {
  'auth.users': [
    'id',
    'email',
    'encrypted_password',
    'email_confirmed_at',
    'created_at',
    'updated_at',
  ],
  'public.teams': [
    'id',
    'name',
    'owner_id',
    'plan_id',
    'trial_plan_id',
    'trial_ends_at',
    'created_at',
  ],
  'public.users': [
    'id',
    'role',
    'team_id',
    'email',
    'full_name',
    'last_seen_at',
    'created_at',
    'deactivated_at',
  ],
  'public.training_cycles': ['id', 'team_id', 'starts_on', 'ends_on', 'started_at'],
};
const RECORD_COLUMNS = {
  'public.progress': [
    'id',
    'user_id',
    'video_id',
    'watch_time',
    'progress_percent',
    'completed_at',
    'updated_at',
    'credited_seconds',
  ],
  'public.policy_acceptances': [
    'id',
    'version_id',
    'policy_id',
    'team_id',
    'user_id',
    'content_hash',
    'accepted_at',
  ],
  'public.checklist_runs': [
    'id',
    'team_id',
    'checklist_id',
    'period_start',
    'started_at',
    'started_by',
  ],
  'public.checklist_item_states': [
    'run_id',
    'item_id',
    'team_id',
    'status',
    'owner_id',
    'notes',
    'evidence_url',
    'updated_at',
    'updated_by',
  ],
  'public.audit_events': [
    'team_id',
    'occurred_at',
    'actor_id',
    'actor_name',
    'kind',
    'target_id',
    'target_name',
    'details',
  ],
};

/**
 * Copies the model team's policies, versions, approvals and their events to every generated team:
 * version 1 published on the team's first day, version 2 half a year later.
 */
async function copyModelPolicies(db: Queryable, firstTeam: number, lastTeam: number) {
  const model = uid(0xf1, 1);
  const teams = `select t.id, t.created_at, t.owner_id from public.teams t
                  where t.id between '${uid(1, firstTeam)}' and '${uid(1, lastTeam)}'`;
  const published = `case v.number when 1 then t.created_at + interval '1 hour'
                       else t.created_at + interval '182 days' end`;
  await db.query(
    `insert into public.policies (id, team_id, template_id, adopted_at, adopted_by, template_version)
     select md5(t.id::text || p.id::text)::uuid, t.id, p.template_id, t.created_at, t.owner_id,
            p.template_version
       from (${teams}) t cross join public.policies p where p.team_id = '${model}'`,
  );
  // Versions and approvals refer to each other: one statement, so both exist when the keys are checked.
  await db.query(
    `with approvals as (
       insert into public.policy_approvals
         (id, team_id, policy_id, version_id, purpose, revision, policy_title, version_number,
          approver_id, approver_name, by_publisher, requested_by, requested_by_name, requested_at,
          status, decided_at, reason)
       select md5(t.id::text || a.id::text)::uuid, t.id, md5(t.id::text || a.policy_id::text)::uuid,
              md5(t.id::text || a.version_id::text)::uuid, a.purpose, a.revision, a.policy_title,
              a.version_number, t.owner_id, 'Owner ' || t.id, a.by_publisher, t.owner_id,
              'Owner ' || t.id, ${published.replaceAll('v.number', 'a.version_number')}, a.status,
              ${published.replaceAll('v.number', 'a.version_number')}, a.reason
         from (${teams}) t cross join public.policy_approvals a where a.team_id = '${model}'
     )
     insert into public.policy_versions
       (id, policy_id, team_id, number, source, company_name, policy_owner, approver, effective_on,
        review_months, revision, updated_at, updated_by, published_at, published_by,
        published_by_name, content, content_hash, approval_id, change_kind, template_version)
     select md5(t.id::text || v.id::text)::uuid, md5(t.id::text || v.policy_id::text)::uuid, t.id,
            v.number, v.source, v.company_name, v.policy_owner, v.approver, v.effective_on,
            v.review_months, v.revision, ${published}, t.owner_id, ${published}, t.owner_id,
            'Owner ' || t.id, v.content, v.content_hash, md5(t.id::text || v.approval_id::text)::uuid,
            v.change_kind, v.template_version
       from (${teams}) t cross join public.policy_versions v where v.team_id = '${model}'`,
  );
  await db.query(
    `insert into public.audit_events (team_id, occurred_at, actor_id, actor_name, kind, target_id, target_name, details)
     select t.id,
            case when e.kind = 'policy_published' and (e.details ->> 'version')::int = 2
                 then t.created_at + interval '182 days' else t.created_at + interval '1 hour' end,
            t.owner_id, 'Owner ' || t.id, e.kind,
            case when e.target_id is null then null else md5(t.id::text || e.target_id::text)::uuid end,
            e.target_name, e.details
       from (${teams}) t cross join public.audit_events e where e.team_id = '${model}'`,
  );
}

/** Fills the database: see the file's comment. Returns what it wrote. */
export async function generateScaleData(
  db: Database,
  sink: RowSink,
  options: ScaleOptions,
): Promise<ScaleSummary> {
  const maxMembers = options.maxMembers ?? 200;
  const largeTeams = options.largeTeams ?? 4;
  const [fewest, most] = options.otherTeamMembers ?? [5, maxMembers];
  const now = options.now ?? Date.now();
  const log = options.log ?? (() => undefined);
  const random = randomSource(38);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const between = (from: number, to: number) => from + random() * (to - from);
  const at = (ms: number) => new Date(Math.min(ms, now)).toISOString();

  await seedIfNeeded(db);
  // One hash for every account: bcrypt per account would take hours.
  const passwordHash = await hashPassword(TEST_PASSWORD, 4);
  const videos = (
    await db.query<{ id: string; seconds: number }>(
      `select id, duration_seconds as seconds from public.videos where is_published
        order by order_index, created_at, id`,
    )
  ).rows;
  const limits = new Map(
    (
      await db.query<{ id: string; course_limit: number | null }>(
        'select id, course_limit from public.plans',
      )
    ).rows.map((plan) => [plan.id, plan.course_limit ?? videos.length]),
  );
  const checklists = (
    await db.query<{ id: string; title: string; item_ids: string[] }>(
      `select id, title, item_ids from public.checklist_templates where id = any ($1)`,
      [QUARTERLY_CHECKLISTS],
    )
  ).rows;

  const model = await makeModelTeam(db, passwordHash);
  await setLoadTriggers(db, false);
  try {
    const rows: Record<string, number> = {};
    const summary: ScaleSummary = {
      teams: options.teams,
      users: 0,
      rows,
      largeTeams: [],
      password: TEST_PASSWORD,
    };
    const write = async (table: string, columns: readonly string[], batch: readonly Row[]) => {
      if (!batch.length) return;
      rows[table] = (rows[table] ?? 0) + batch.length;
      await sink.write(table, columns, batch);
    };
    const quarterStart = (ms: number) => {
      const date = new Date(ms);
      return Date.UTC(date.getUTCFullYear(), Math.floor(date.getUTCMonth() / 3) * 3, 1);
    };
    const BATCH = 100;
    let userNumber = 0;
    let rowNumber = 0;
    for (let first = 0; first < options.teams; first += BATCH) {
      const last = Math.min(options.teams, first + BATCH) - 1;
      const out: Record<string, Row[]> = {};
      const push = (table: string, row: Row) => (out[table] ??= []).push(row);
      for (let index = first; index <= last; index++) {
        const teamId = uid(1, index);
        const large = index < largeTeams;
        const members = large ? maxMembers : fewest + Math.floor((most - fewest) * random() ** 3);
        const plan = large
          ? 'enterprise'
          : pick(['starter', 'professional', 'professional', 'enterprise', 'enterprise']);
        const start = now - 365 * DAY - between(0, 30) * DAY;
        const teamUsers: {
          id: string;
          name: string;
          joined: number;
          admin: boolean;
          active: boolean;
        }[] = [];
        for (let m = 0; m < members; m++) {
          const id = uid(2, ++userNumber);
          const email = `u${userNumber}@t${index}.scale.example.com`;
          const name = `Member ${userNumber}`;
          const joined =
            m === 0 ? start : start + (random() < 0.8 ? between(0, 14) : between(14, 360)) * DAY;
          const admin = m === 0 || m % 50 === 1;
          const active = admin || random() > 0.02;
          teamUsers.push({ id, name, joined, admin, active });
          push('auth.users', [id, email, passwordHash, at(joined), at(joined), at(joined)]);
          push('public.users', [
            id,
            admin ? 'admin' : 'member',
            teamId,
            email,
            name,
            at(now - between(0, 30) * DAY),
            at(joined),
            active ? null : at(between(joined, now)),
          ]);
          if (large && m === 0)
            summary.largeTeams.push({ id: teamId, adminEmail: email, memberEmail: '' });
          if (large && m === 2) summary.largeTeams.at(-1)!.memberEmail = email;
        }
        const owner = teamUsers[0]!;
        push('public.teams', [teamId, `Company ${index}`, owner.id, plan, null, null, at(start)]);
        push('public.training_cycles', [
          uid(6, index),
          teamId,
          utcDay(Date.UTC(new Date(now).getUTCFullYear(), 0, 1)),
          utcDay(Date.UTC(new Date(now).getUTCFullYear() + 1, 0, 1)),
          at(start),
        ]);
        const audit = (
          occurred: number,
          actor: (typeof teamUsers)[number] | null,
          kind: string,
          targetId: string | null,
          targetName: string | null,
          details: object,
        ) =>
          push('public.audit_events', [
            teamId,
            at(occurred),
            actor?.id ?? null,
            actor?.name ?? 'Operator',
            kind,
            targetId,
            targetName,
            details,
          ]);
        const courseLimit = limits.get(plan) ?? videos.length;
        for (const user of teamUsers) {
          if (user !== owner) audit(user.joined, user, 'member_joined', user.id, user.name, {});
          // Progress: most people finish most of their plan's courses within the year.
          for (const video of videos.slice(0, courseLimit)) {
            if (random() < 0.15) continue;
            const percent = random() < 0.75 ? 100 : Math.floor(between(5, 95));
            const watched = Math.floor((video.seconds * percent) / 100);
            const saved = between(user.joined, now);
            const complete = watched >= (video.seconds * COMPLETION_PERCENT) / 100;
            push('public.progress', [
              uid(3, ++rowNumber),
              user.id,
              video.id,
              watched,
              percent,
              complete ? at(saved) : null,
              at(saved),
              watched,
            ]);
          }
          // Acceptances of both versions of every policy (version 2 half a year in).
          for (const version of model) {
            const published = start + 3_600_000 + (version.number === 1 ? 0 : 182 * DAY);
            const from = Math.max(published, user.joined);
            if (from > now || random() < 0.08) continue;
            // Someone who joined after version 2 accepts only the current version.
            if (version.number === 1 && user.joined > start + 182 * DAY) continue;
            const accepted = from + between(0, 20) * DAY;
            const policyId = copiedId(teamId, version.policyId);
            push('public.policy_acceptances', [
              uid(4, ++rowNumber),
              copiedId(teamId, version.id),
              policyId,
              teamId,
              user.id,
              version.contentHash,
              at(accepted),
            ]);
            audit(accepted, user, 'policy_accepted', policyId, version.title, {
              version: version.number,
              hash: version.contentHash,
            });
          }
        }
        // Quarterly checklists: four runs each, every item worked by an admin.
        for (const checklist of checklists) {
          for (let quarter = 3; quarter >= 0; quarter--) {
            const periodStart = quarterStart(now) - quarter * 91 * DAY;
            const period = new Date(quarterStart(periodStart + 5 * DAY));
            const runId = uid(5, ++rowNumber);
            const started = period.getTime() + between(0, 5) * DAY;
            push('public.checklist_runs', [
              runId,
              teamId,
              checklist.id,
              utcDay(period),
              at(started),
              owner.id,
            ]);
            audit(started, owner, 'checklist_run_started', null, checklist.title, {
              checklist: checklist.id,
              run: runId,
            });
            for (const item of checklist.item_ids) {
              const done = quarter > 0 || random() < 0.5;
              const updated = started + between(0, 60) * DAY;
              push('public.checklist_item_states', [
                runId,
                item,
                teamId,
                done ? 'done' : 'in_progress',
                owner.id,
                'Checked and recorded',
                done ? `https://evidence.example.com/${checklist.id}/${item}` : null,
                at(updated),
                owner.id,
              ]);
              audit(updated, owner, 'checklist_item_updated', null, checklist.title, {
                checklist: checklist.id,
                run: runId,
                item,
                status: done ? 'done' : 'in_progress',
              });
            }
          }
        }
        summary.users += members;
      }
      const writeAll = async (tables: Readonly<Record<string, readonly string[]>>) => {
        for (const [table, columns] of Object.entries(tables))
          await write(table, columns, out[table] ?? []);
      };
      await writeAll(ACCOUNT_COLUMNS);
      await copyModelPolicies(db, first, last);
      await writeAll(RECORD_COLUMNS);
      if ((last + 1) % 1000 === 0 || last + 1 === options.teams)
        log(`scale: ${last + 1} teams, ${summary.users} users`);
    }
    return summary;
  } finally {
    await setLoadTriggers(db, true);
  }
}
