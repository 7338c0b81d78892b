// Honest coverage and the readiness overview (docs/decisions.md RD1, docs/threat-model.md #43):
// documented and operating are separate states, operating needs evidence in the period, the due
// counts follow an injected clock, hotline clocks are counts for handlers only, and nothing of
// another team is counted. Through the real API.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { allControls } from '../content/controls';
import {
  controlStates,
  readinessFigure,
  readinessOf,
  type ReadinessRow,
} from '../content/controls/readiness';
import { courseScripts } from '../content/courses';
import {
  acceptLatestVersion,
  approveVendor,
  createMember,
  createTeamAdmin,
  publishAsPublisher,
  publishCourseVideo,
  startChecklistRun,
  trainingYearWithRoom,
  useTestBackend,
  type TeamAdmin,
} from './testing';
import { utcDay } from '../shared/utc-day';

const backend = useTestBackend();
const course = courseScripts[0]!;

beforeAll(async () => {
  await publishCourseVideo(backend.service, course);
});

const MS_PER_DAY = 86_400_000;
const today = utcDay(Date.now());
const dayAfter = (from: string, days: number) =>
  utcDay(Date.parse(`${from}T00:00:00Z`) + days * MS_PER_DAY);
const noonOf = (date: string) => `${date}T12:00:00Z`;

async function readiness(client: SupabaseClient, at?: string): Promise<ReadinessRow[]> {
  const { data, error } = await client.rpc('team_control_readiness', at ? { at } : {});
  if (error) throw error;
  return data as ReadinessRow[];
}

const metFor = (rows: ReadinessRow[], state: string, source: string) =>
  [
    ...new Set(
      rows
        .filter((r) => r.state === state && r.source === source && r.met)
        .map((r) => r.control_id),
    ),
  ].sort();

async function publish(admin: TeamAdmin, template: string): Promise<string> {
  const { data: policy } = await admin.client
    .rpc('adopt_policy', {
      template,
      policy_owner: 'Head of Security',
      approver: 'CEO',
      effective_on: today,
    })
    .throwOnError();
  await publishAsPublisher(admin.client, policy, 1);
  return policy as string;
}

const saveItem = (admin: TeamAdmin, run: string, item: string, fields: Record<string, unknown>) =>
  admin.client.rpc('save_checklist_item', { run, item, ...fields }).throwOnError();

describe('documented and operating', () => {
  it("the Overview's request: the met rows' control and state only, the same figures", async () => {
    const admin = await createTeamAdmin(backend, 'Figures Co');
    await publish(admin, 'access-control-policy');
    const all = await readiness(admin.client);
    // As lib/controls/readiness-data.ts getMetControlStates asks.
    const { data, error } = await admin.client
      .rpc('team_control_readiness')
      .select('control_id, state, met')
      .eq('met', true);
    expect(error).toBeNull();
    const met = data as Pick<ReadinessRow, 'control_id' | 'state' | 'met'>[];
    expect(met.length).toBeGreaterThan(0);
    expect(met.length).toBeLessThan(all.length);
    for (const row of met) expect(Object.keys(row).sort()).toEqual(['control_id', 'met', 'state']);
    for (const framework of ['SOC 2', 'ISO 27001'] as const) {
      expect(readinessFigure(controlStates(allControls, met), framework)).toEqual(
        readinessFigure(readinessOf(allControls, all), framework),
      );
    }
  });

  it('a team with published policies and no evidence is documented, and 0 % operating', async () => {
    const admin = await createTeamAdmin(backend, 'Paper Co');
    await createMember(backend, admin.inviteCode);
    await publish(admin, 'access-control-policy');
    await publish(admin, 'information-security-policy');
    const rows = await readiness(admin.client);
    expect(metFor(rows, 'documented', 'policy')).toContain('A.5.15');
    expect(rows.filter((row) => row.state === 'operating' && row.met)).toEqual([]);

    const figures = readinessOf(allControls, rows);
    const soc2 = readinessFigure(figures, 'SOC 2');
    expect(soc2.documented).toBeGreaterThan(0);
    expect(soc2).toMatchObject({ operating: 0, operatingPercent: 0 });
    expect(readinessFigure(figures, 'ISO 27001')).toMatchObject({ operating: 0 });
    // What is missing says so: no acceptances, no review, no checklist evidence.
    const accessControl = figures.find((entry) => entry.control.id === 'A.5.15')!;
    expect(accessControl.missing).toContainEqual(
      expect.objectContaining({
        source: 'acceptance',
        title: 'Access Control Policy',
        met: false,
        detail: '0 of 2 members accepted version 1',
      }),
    );
    expect(accessControl.missing).toContainEqual(
      expect.objectContaining({
        source: 'checklist',
        title: 'Access Review Template: List all systems in scope',
      }),
    );
  });

  it('counts a checklist item only when done with an evidence link, in the period', async () => {
    const admin = await createTeamAdmin(backend, 'Checked Co');
    const run = await startChecklistRun(admin.client);
    await saveItem(admin, run, 'list-systems-in-scope', { status: 'done' });
    expect(metFor(await readiness(admin.client), 'operating', 'checklist')).toEqual([]);
    await saveItem(admin, run, 'list-systems-in-scope', {
      status: 'done',
      evidence_url: 'https://wiki.example.com/systems',
    });
    const rows = await readiness(admin.client);
    expect(metFor(rows, 'operating', 'checklist')).toEqual(['A.5.15', 'A.5.9', 'CC6.1']);
    // Operating without a policy is not documented: the two states are apart.
    expect(metFor(rows, 'documented', 'policy')).toEqual([]);
    // Two years on, the same run is no evidence of the last 12 months.
    const later = await readiness(admin.client, noonOf(dayAfter(today, 730)));
    expect(metFor(later, 'operating', 'checklist')).toEqual([]);
  });

  it('counts acceptances at or above 90 % of active members, and a revision as a review', async () => {
    const admin = await createTeamAdmin(backend, 'Accepted Co');
    const member = await createMember(backend, admin.inviteCode);
    const policy = await publish(admin, 'access-control-policy');
    await acceptLatestVersion(admin.client, policy);
    expect(metFor(await readiness(admin.client), 'operating', 'acceptance')).toEqual([]);
    await acceptLatestVersion(member.client, policy);
    const rows = await readiness(admin.client);
    expect(metFor(rows, 'operating', 'acceptance')).toContain('A.5.15');
    expect(metFor(rows, 'operating', 'review')).toEqual([]);

    // A second version published is a review of the policy already in force.
    await admin.client.rpc('start_policy_revision', { policy }).throwOnError();
    await publishAsPublisher(admin.client, policy, 1);
    const revised = await readiness(admin.client);
    expect(metFor(revised, 'operating', 'review')).toContain('A.5.15');
    // The new version is not accepted yet.
    expect(metFor(revised, 'operating', 'acceptance')).toEqual([]);
  });

  it('counts a yearly review recorded without a new version as a review (PA1)', async () => {
    const admin = await createTeamAdmin(backend, 'Reviewed Co');
    const policy = await publish(admin, 'access-control-policy');
    expect(metFor(await readiness(admin.client), 'operating', 'review')).toEqual([]);
    await admin.client
      .rpc('record_policy_review', { policy, reason: 'Reviewed: still right for us' })
      .throwOnError();
    expect(metFor(await readiness(admin.client), 'operating', 'review')).toContain('A.5.15');
  });

  it('counts training when at least 90 % of the courses due are completed', async () => {
    const admin = await createTeamAdmin(backend, 'Trained Co');
    const dueOn = dayAfter(today, 3);
    await trainingYearWithRoom(admin.client);
    await admin.client
      .rpc('assign_training', { course: course.id, audience: 'everyone', due_on: dueOn })
      .throwOnError();
    const afterDue = noonOf(dayAfter(dueOn, 1));
    const training = (rows: ReadinessRow[]) => rows.filter((row) => row.source === 'training');
    expect(training(await readiness(admin.client, afterDue))).toContainEqual(
      expect.objectContaining({
        control_id: 'CC1.4',
        met: false,
        detail: '0 of 1 required courses completed',
      }),
    );
    await backend.db.query(
      `insert into public.certificates
         (user_id, team_id, cycle_id, course_id, member_name, course_title, team_name, issued_at)
       select r.user_id, r.team_id, r.cycle_id, r.course_id, 'Ada Admin', $2, 'Trained Co', now()
       from public.training_requirements r where r.team_id = $1`,
      [admin.teamId, course.title],
    );
    expect(metFor(await readiness(admin.client, afterDue), 'operating', 'training')).toEqual([
      'A.6.3',
      'CC1.4',
      'CC2.2',
    ]);
  });

  it('is for admins only, and the evidence pack reads the same rule', async () => {
    const admin = await createTeamAdmin(backend, 'Pack Co');
    await publish(admin, 'access-control-policy');
    const member = await createMember(backend, admin.inviteCode);
    for (const fn of ['team_control_readiness', 'team_due_items', 'team_first_steps'] as const) {
      const { error } = await member.client.rpc(fn);
      expect(error?.code, fn).toBe('42501');
    }
    const { data: pack } = await backend.service
      .rpc('evidence_section', {
        team: admin.teamId,
        section: 'coverage',
        from_date: dayAfter(today, -364),
        to_date: today,
      })
      .throwOnError();
    const page = await readiness(admin.client);
    const sortKey = (row: ReadinessRow) =>
      `${row.control_id}|${row.state}|${row.source}|${row.title}`;
    expect((pack as ReadinessRow[]).map(sortKey).sort()).toEqual(page.map(sortKey).sort());
    expect((pack as ReadinessRow[]).filter((row) => row.met).length).toBe(
      page.filter((row) => row.met).length,
    );
  });
});

describe('what is due this week and next', () => {
  const dueAt = async (admin: TeamAdmin, at: string) => {
    const { data } = await admin.client.rpc('team_due_items', { at: noonOf(at) }).throwOnError();
    return data as { item: string; due: string; count: number }[];
  };

  it('sorts checklist items, training and policy reviews by the injected day', async () => {
    const admin = await createTeamAdmin(backend, 'Due Co');
    const other = await createTeamAdmin(backend, 'Other Co');
    const run = await startChecklistRun(admin.client);
    const day = dayAfter(today, 20);
    await saveItem(admin, run, 'list-systems-in-scope', { status: 'in_progress', due_on: day });
    await saveItem(admin, run, 'export-user-lists', { status: 'done', due_on: day });
    const checklist = (rows: { item: string; due: string; count: number }[]) =>
      rows.filter((row) => row.item === 'checklist_item');
    expect(checklist(await dueAt(admin, day))).toEqual([
      { item: 'checklist_item', due: 'this_week', count: 1 },
    ]);
    expect(checklist(await dueAt(admin, dayAfter(day, -7)))).toEqual([
      { item: 'checklist_item', due: 'next_week', count: 1 },
    ]);
    expect(checklist(await dueAt(admin, dayAfter(day, -14)))).toEqual([]);
    expect(checklist(await dueAt(admin, dayAfter(day, 1)))).toEqual([
      { item: 'checklist_item', due: 'overdue', count: 1 },
    ]);

    // A policy review falls due review_months after publishing.
    await publish(admin, 'access-control-policy');
    const { data: policies } = await admin.client.rpc('team_policies').throwOnError();
    const reviewOn = (policies as { next_review_on: string }[])[0]!.next_review_on;
    expect(await dueAt(admin, reviewOn)).toContainEqual({
      item: 'policy_review',
      due: 'this_week',
      count: 1,
    });

    // Training still to complete.
    await trainingYearWithRoom(admin.client);
    await admin.client
      .rpc('assign_training', {
        course: course.id,
        audience: 'everyone',
        due_on: dayAfter(today, 2),
      })
      .throwOnError();
    expect(await dueAt(admin, dayAfter(today, 10))).toContainEqual({
      item: 'training',
      due: 'overdue',
      count: 1,
    });

    // Another team's admin counts nothing of this team.
    expect(await dueAt(other, day)).toEqual([]);
  });

  it('counts hotline clocks for handlers only, and never more than a count', async () => {
    const admin = await createTeamAdmin(backend, 'Hotline Co');
    const other = await createTeamAdmin(backend, 'Nosy Co');
    const received = dayAfter(today, 30);
    await backend.db.query(
      `insert into public.hotline_cases
         (team_id, number, is_anonymous, received_on, sealed_key, reporter_key, access_hash)
       values ($1, 1, true, $2, 's1.sealed', 'k1.wrapped', repeat('a', 64))`,
      [admin.teamId, received],
    );
    // Acknowledge by received + 7.
    const rows = await dueAt(admin, dayAfter(received, 7));
    expect(rows).toEqual([{ item: 'hotline_clock', due: 'this_week', count: 1 }]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'due', 'item']);
    expect(await dueAt(other, dayAfter(received, 7))).toEqual([]);
    // An admin who is no hotline handler (a superadmin) sees no clock.
    await backend.db.query(`update public.users set role = 'superadmin' where id = $1`, [admin.id]);
    expect(await dueAt(admin, dayAfter(received, 7))).toEqual([]);
  });
});

describe('a new team’s first steps', () => {
  it('are each done when the team has done them', async () => {
    const admin = await createTeamAdmin(backend, 'Fresh Co');
    const steps = async () => {
      const { data } = await admin.client.rpc('team_first_steps').throwOnError();
      return Object.fromEntries(
        (data as { step: string; done: boolean }[]).map((s) => [s.step, s.done]),
      );
    };
    expect(await steps()).toEqual({
      core_policies: false,
      invite_people: false,
      assign_training: false,
      access_review: false,
    });
    for (const template of [
      'information-security-policy',
      'acceptable-use-policy',
      'access-control-policy',
      'password-and-authentication-policy',
    ]) {
      await publish(admin, template);
    }
    expect((await steps()).core_policies).toBe(false);
    await publish(admin, 'incident-response-policy');
    await createMember(backend, admin.inviteCode);
    await trainingYearWithRoom(admin.client);
    await admin.client
      .rpc('assign_training', {
        course: course.id,
        audience: 'everyone',
        due_on: dayAfter(today, 5),
      })
      .throwOnError();
    const run = await startChecklistRun(admin.client);
    const { rows } = await backend.db.query<{ item_ids: string[] }>(
      `select item_ids from public.checklist_templates where id = 'access-review-template'`,
    );
    const [first, ...rest] = rows[0]!.item_ids;
    await saveItem(admin, run, first!, { status: 'not_applicable', not_applicable_reason: 'None' });
    for (const item of rest.slice(0, -1)) await saveItem(admin, run, item, { status: 'done' });
    expect((await steps()).access_review).toBe(false);
    await saveItem(admin, run, rest.at(-1)!, { status: 'done' });
    expect(await steps()).toEqual({
      core_policies: true,
      invite_people: true,
      assign_training: true,
      access_review: true,
    });
  });
});

describe('the registers as operating evidence (docs/decisions.md RR1, VN1, AS1)', () => {
  it('counts risks treated, vendors reviewed and assets owned, and nothing for a team without them', async () => {
    const admin = await createTeamAdmin(backend, 'Registered Ltd');
    const sources = async () =>
      (await readiness(admin.client)).filter((row) =>
        ['risk', 'vendor', 'asset'].includes(row.source),
      );
    expect(await sources()).toEqual([]);

    await admin.client
      .from('risks')
      .insert({
        team_id: admin.teamId,
        title: 'Phishing',
        category: 'Access',
        inherent_likelihood: 4,
        inherent_impact: 4,
        controls: ['A.8.5'],
        residual_likelihood: 2,
        residual_impact: 2,
      })
      .throwOnError();
    const { data: vendor } = await admin.client
      .from('vendors')
      .insert({ team_id: admin.teamId, name: 'Cloudy', criticality: 'low' })
      .select('id')
      .single()
      .throwOnError();
    await admin.client
      .from('assets')
      .insert([
        { team_id: admin.teamId, name: 'Prod DB', type: 'database', owner_id: admin.id },
        { team_id: admin.teamId, name: 'Spare laptop', type: 'laptop' },
      ])
      .throwOnError();
    let rows = await readiness(admin.client);
    expect(metFor(rows, 'operating', 'risk')).toEqual([]);
    expect(rows.find((row) => row.source === 'risk' && row.control_id === 'A.8.5')?.detail).toBe(
      'No risk assessment approved in the period',
    );
    expect(rows.find((row) => row.source === 'asset')?.detail).toBe('1 of 2 assets have an owner');
    expect(metFor(rows, 'operating', 'vendor')).toEqual([]);

    await admin.client
      .from('risk_assessments')
      .insert({ team_id: admin.teamId, approval_reason: 'Yearly' })
      .throwOnError();
    await approveVendor(admin.client, admin.teamId, vendor!.id);
    await admin.client
      .from('assets')
      .update({ owner_id: admin.id })
      .eq('name', 'Spare laptop')
      .throwOnError();
    rows = await readiness(admin.client);
    expect(metFor(rows, 'operating', 'risk')).toEqual([
      'A.8.5',
      'CC3.1',
      'CC3.2',
      'CC3.3',
      'CC3.4',
    ]);
    expect(metFor(rows, 'operating', 'vendor')).toEqual([
      'A.5.19',
      'A.5.20',
      'A.5.21',
      'A.5.22',
      'A.5.23',
      'CC9.2',
    ]);
    expect(metFor(rows, 'operating', 'asset')).toEqual(['A.5.9', 'CC2.1', 'CC6.1']);
    // A year on, the assessment is no longer this period's; the low-criticality vendor's review
    // stays current for 36 months, then no longer.
    const later = await readiness(admin.client, noonOf(dayAfter(today, 400)));
    expect(metFor(later, 'operating', 'risk')).toEqual([]);
    expect(metFor(later, 'operating', 'vendor')).toContain('CC9.2');
    const muchLater = await readiness(admin.client, noonOf(dayAfter(today, 1200)));
    expect(metFor(muchLater, 'operating', 'vendor')).toEqual([]);
  });
});
