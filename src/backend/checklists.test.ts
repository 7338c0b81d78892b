// Checklists a team works (docs/decisions.md CL1, docs/threat-model.md #26): runs, items saved as
// they go, the scheduled start of recurring runs with a controllable clock, and the audit log.
// Every rule lives in the database, so these tests go through the real API.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { checklistContentById } from '../content/checklists';
import {
  createMember,
  createTeamAdmin,
  startChecklistRun,
  useTestBackend,
  type TeamAdmin,
} from './testing';

const backend = useTestBackend();

const save = (client: SupabaseClient, run: string, item: string, fields = {}) =>
  client.rpc('save_checklist_item', { run, item, status: 'in_progress', ...fields });

async function runsOf(admin: TeamAdmin, checklist = 'access-review-template') {
  const { data } = await admin.client
    .from('checklist_runs')
    .select('id, period_start, started_by')
    .eq('checklist_id', checklist)
    .order('period_start')
    .throwOnError();
  return data!;
}

async function auditKinds(teamId: string): Promise<{ kind: string; details: unknown }[]> {
  const { rows } = await backend.db.query<{ kind: string; details: unknown }>(
    `select kind, details from public.audit_events
      where team_id = $1 and kind like 'checklist%' order by id`,
    [teamId],
  );
  return rows;
}

describe('a run of a checklist', () => {
  let admin: TeamAdmin;
  let run = '';

  beforeAll(async () => {
    admin = await createTeamAdmin(backend, 'Run Co');
    run = await startChecklistRun(admin.client);
  });

  it('is one per period: starting again returns the same run, logged once', async () => {
    expect(await startChecklistRun(admin.client)).toBe(run);
    const runs = await runsOf(admin);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.started_by).toBe(admin.id);
    // A quarterly checklist's period starts on the first day of the quarter.
    expect(runs[0]!.period_start).toMatch(/^\d{4}-(01|04|07|10)-01$/);
    expect((await auditKinds(admin.teamId)).map((event) => event.kind)).toEqual([
      'checklist_run_started',
    ]);
  });

  it('saves an item with its owner, due date, notes and evidence link; the log keeps no notes', async () => {
    const member = await createMember(backend, admin.inviteCode, 'Olive Owner');
    const { error } = await save(admin.client, run, 'export-user-lists', {
      status: 'done',
      owner: member.id,
      due_on: '2026-12-15',
      notes: 'Exported from Okta and GitHub; secret detail',
      evidence_url: 'https://drive.example.com/reviews/q4',
    });
    expect(error).toBeNull();
    const { data } = await admin.client
      .from('checklist_item_states')
      .select('item_id, status, owner_id, due_on, notes, evidence_url, updated_by')
      .eq('run_id', run)
      .single()
      .throwOnError();
    expect(data).toEqual({
      item_id: 'export-user-lists',
      status: 'done',
      owner_id: member.id,
      due_on: '2026-12-15',
      notes: 'Exported from Okta and GitHub; secret detail',
      evidence_url: 'https://drive.example.com/reviews/q4',
      updated_by: admin.id,
    });
    const events = await auditKinds(admin.teamId);
    expect(events.at(-1)).toMatchObject({
      kind: 'checklist_item_updated',
      details: { item: 'export-user-lists', status: 'done', notes_changed: true },
    });
    expect(JSON.stringify(events)).not.toContain('secret detail');
  });

  it('refuses what would spoil the record', async () => {
    const other = await createTeamAdmin(backend, 'Other Co');
    const outsider = (
      await other.client.rpc('start_checklist_run', { checklist: 'soc-2-readiness' })
    ).data as string;
    const refusals: [string, Record<string, unknown>, RegExp][] = [
      [
        'not applicable without a reason',
        { status: 'not_applicable' },
        /why the item does not apply/,
      ],
      ['a javascript: link', { evidence_url: 'javascript:alert(1)' }, /web address/],
      ['a data: link', { evidence_url: 'data:text/html,hi' }, /web address/],
      ['an owner from another team', { owner: other.id }, /active member of the team/],
      ['an unknown status', { status: 'finished' }, /check/],
    ];
    for (const [what, fields, message] of refusals) {
      const { error } = await save(admin.client, run, 'list-systems-in-scope', fields);
      expect(error?.message, what).toMatch(message);
    }
    expect((await save(admin.client, run, 'no-such-item')).error?.message).toMatch(/No such item/);
    // Another team's run does not exist for this admin.
    expect((await save(admin.client, outsider, 'list-systems-in-scope')).error?.message).toMatch(
      /No such checklist run/,
    );
    const notApplicable = await save(admin.client, run, 'list-systems-in-scope', {
      status: 'not_applicable',
      not_applicable_reason: 'We run no production systems yet',
    });
    expect(notApplicable.error).toBeNull();
  });

  it('is started and worked by admins only', async () => {
    const member = await createMember(backend, admin.inviteCode);
    const start = await member.client.rpc('start_checklist_run', {
      checklist: 'access-review-template',
    });
    expect(start.error?.message).toMatch(/Only a team admin/);
    expect((await save(member.client, run, 'export-user-lists')).error).not.toBeNull();
    expect(
      (await admin.client.rpc('start_checklist_run', { checklist: 'not-a-checklist' })).error
        ?.message,
    ).toMatch(/No such checklist/);
  });
});

describe('recurring runs on their schedule (a controllable clock)', () => {
  const nextPeriod = async (admin: TeamAdmin, checklist: string, months: number) => {
    const [run] = await runsOf(admin, checklist);
    const start = new Date(`${run!.period_start}T12:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() + months);
    return start.toISOString();
  };
  const startDue = async (at: string) =>
    (await backend.service.rpc('start_due_checklist_runs', { at }).throwOnError()).data as number;

  it('starts the next quarter’s run once, keeps the old one and closes it for edits', async () => {
    const admin = await createTeamAdmin(backend, 'Quarterly Co');
    const first = await startChecklistRun(admin.client);
    await save(admin.client, first, 'export-user-lists', { status: 'done' }).then((r) => {
      if (r.error) throw r.error;
    });
    const at = await nextPeriod(admin, 'access-review-template', 3);

    expect(await startDue(at)).toBeGreaterThanOrEqual(1);
    // Two overlapping runs of the job, or a restart, start nothing more.
    const again = await Promise.all([startDue(at), startDue(at)]);
    const runs = await runsOf(admin);
    expect(runs).toHaveLength(2);
    expect(runs[1]!.started_by).toBeNull();
    expect(runs[1]!.period_start).toBe(at.slice(0, 8) + '01');
    expect(again).toEqual([0, 0]);

    // The old run keeps its record and can no longer change; the new one is worked.
    const { data: kept } = await admin.client
      .from('checklist_item_states')
      .select('status')
      .eq('run_id', first)
      .throwOnError();
    expect(kept).toEqual([{ status: 'done' }]);
    expect((await save(admin.client, first, 'export-user-lists')).error?.message).toMatch(
      /This run is closed/,
    );
    expect((await save(admin.client, runs[1]!.id, 'export-user-lists')).error).toBeNull();
    const scheduled = (await auditKinds(admin.teamId)).filter(
      (event) => event.kind === 'checklist_run_started',
    );
    expect(scheduled).toHaveLength(2);
  });

  it('starts nothing for one-off checklists, unworked checklists or teams without the compliance calendar', async () => {
    const admin = await createTeamAdmin(backend, 'Once Co');
    await startChecklistRun(admin.client, 'vendor-offboarding');
    expect(checklistContentById('vendor-offboarding')?.recurrence).toBe('once');
    const starter = await createTeamAdmin(backend, 'Starter Co');
    await startChecklistRun(starter.client);
    await backend.service
      .rpc('change_team_plan', { team: starter.teamId, new_plan: 'starter' })
      .throwOnError();
    const at = await nextPeriod(starter, 'access-review-template', 3);
    await startDue(at);
    expect(await runsOf(admin, 'vendor-offboarding')).toHaveLength(1);
    expect(await runsOf(admin, 'access-review-template')).toHaveLength(0);
    expect(await runsOf(starter)).toHaveLength(1);
  });

  it('is the service role’s job only', async () => {
    const admin = await createTeamAdmin(backend, 'Caller Co');
    const { error } = await admin.client.rpc('start_due_checklist_runs', {
      at: new Date().toISOString(),
    });
    expect(error).not.toBeNull();
  });
});
