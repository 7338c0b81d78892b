// The row-level security matrix (docs/threat-model.md #1, #2, #3, #6): every role × every table ×
// select / insert / update / delete, through the real supabase-js and the REST API.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS_PER_ATTEMPT, courseScripts } from '../../content/courses';
import { sendTrainingReminders } from '../jobs/training-reminders';
import {
  MIN_PBKDF2_ITERATIONS,
  createTeamKeys,
  encryptAttachment,
  sealReport,
} from '../../shared/hotline-crypto';
import {
  approveVendor,
  createAccount,
  createMember,
  createTeamAdmin,
  publishAsPublisher,
  setRole,
  useTestBackend,
  takeKnowledgeCheck,
  forgedPassingAttempt,
} from '../testing';

type Actor = 'anon' | 'member' | 'adminA' | 'adminB' | 'editor' | 'superadmin' | 'service';
const ACTORS: Actor[] = ['anon', 'member', 'adminA', 'adminB', 'editor', 'superadmin', 'service'];

const backend = useTestBackend();
const clients = {} as Record<Actor, SupabaseClient>;
const ids = {} as Record<'member' | 'adminA' | 'adminB' | 'editor' | 'superadmin', string>;
let teamA = '';
let teamB = '';
let publishedVideo = '';
let draftVideo = '';

beforeAll(async () => {
  const adminA = await createTeamAdmin(backend, 'Team A');
  const adminB = await createTeamAdmin(backend, 'Team B');
  const member = await createMember(backend, adminA.inviteCode);
  const editor = await createMember(backend, adminA.inviteCode, 'Eddie Editor');
  await setRole(backend, editor.id, 'editor');
  const superadmin = await createMember(backend, adminB.inviteCode, 'Sue Superadmin');
  await setRole(backend, superadmin.id, 'superadmin');
  teamA = adminA.teamId;
  teamB = adminB.teamId;
  Object.assign(ids, {
    member: member.id,
    adminA: adminA.id,
    adminB: adminB.id,
    editor: editor.id,
    superadmin: superadmin.id,
  });
  Object.assign(clients, {
    anon: backend.client(),
    member: member.client,
    adminA: adminA.client,
    adminB: adminB.client,
    editor: editor.client,
    superadmin: superadmin.client,
    service: backend.client(backend.serviceRoleKey),
  });
  const { data: videos } = await clients.service
    .from('videos')
    .insert([
      { title: 'Published', is_published: true, duration: '5:00', order_index: 1 },
      { title: 'Draft', is_published: false, order_index: 2 },
    ])
    .select('id, title')
    .throwOnError();
  publishedVideo = videos!.find((video) => video.title === 'Published')!.id;
  draftVideo = videos!.find((video) => video.title === 'Draft')!.id;
  await clients.service
    .from('progress')
    .insert([
      { user_id: ids.member, video_id: publishedVideo, progress_percent: 40, watch_time: 12 },
      { user_id: ids.adminB, video_id: publishedVideo, progress_percent: 10, watch_time: 3 },
    ])
    .throwOnError();
  await clients.service
    .from('hotline_reports')
    .insert({ is_anonymous: true, subject: 'Concern', message: 'Details' })
    .throwOnError();
  await clients.service
    .from('contact_messages')
    .insert({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M' })
    .throwOnError();
}, 60_000);

/** A denied request: a 401/403 with SQLSTATE 42501, as PostgREST reports it. */
function expectDenied(result: { error: { code?: string } | null; status: number }) {
  expect(result.error?.code).toBe('42501');
  expect([401, 403]).toContain(result.status);
}

/** A write that changed nothing: refused (42501), or no row it may touch matched. */
function expectUnchanged(result: { error: { code?: string } | null; data: unknown }, actor: Actor) {
  if (result.error) expect(result.error.code, actor).toBe('42501');
  else expect(result.data, actor).toEqual([]);
}

/**
 * As `actor`, an update with `change` (when given) and a delete of the rows of `table` that
 * `match` names: neither touches them.
 */
async function expectCannotRewrite(
  actor: Actor,
  table: string,
  match: Record<string, string>,
  change?: Record<string, unknown>,
) {
  const key = Object.keys(match)[0]!;
  const client = clients[actor];
  if (change)
    expectUnchanged(await client.from(table).update(change).match(match).select(key), actor);
  expectUnchanged(await client.from(table).delete().match(match).select(key), actor);
}

type Reads = Record<Actor, string[] | 'denied'>;

/**
 * One test per actor: the `column` of each row of `table` it selects (`select`, or the column
 * alone), in any order (and each value once when `distinct`), is what `byActor` gives.
 */
function selectTests(
  table: string,
  byActor: Record<Actor, () => string[] | 'denied'>,
  {
    column = 'id',
    select = column,
    distinct = false,
  }: { column?: string; select?: string; distinct?: boolean } = {},
) {
  for (const actor of ACTORS) {
    it(`${actor} on ${table}`, async () => {
      const result = await clients[actor].from(table).select(select);
      const want = byActor[actor]();
      if (want === 'denied') return expectDenied(result);
      expect(result.error).toBeNull();
      const got = (result.data as unknown as Record<string, string>[]).map((row) => row[column]);
      expect((distinct ? [...new Set(got)] : got).sort()).toEqual([...want].sort());
    });
  }
}

/** What a row of team A that only its admins (and the operator) may read gives each actor. */
const teamAdminsRead = (row: string): Reads => ({
  anon: 'denied',
  member: [],
  adminA: [row],
  adminB: [],
  editor: [],
  superadmin: [row],
  service: [row],
});

/** Each actor's `column` of the rows of `table` that `match` names is what `reads` says. */
async function expectReads(
  table: string,
  column: string,
  reads: Reads,
  match: Record<string, string> = {},
) {
  for (const actor of ACTORS) {
    const result = await clients[actor].from(table).select(column).match(match);
    const want = reads[actor];
    if (want === 'denied') expectDenied(result);
    else {
      const values = (result.data as Record<string, unknown>[] | null)?.map((row) => row[column]);
      expect(values, `${actor} on ${table}`).toEqual(want);
    }
  }
}

describe('select', () => {
  const expectedIds: Record<string, Record<Actor, () => string[] | 'denied'>> = {
    users: {
      anon: () => 'denied',
      member: () => [ids.member],
      adminA: () => [ids.adminA, ids.member, ids.editor],
      adminB: () => [ids.adminB, ids.superadmin],
      editor: () => [ids.editor],
      superadmin: () => Object.values(ids),
      service: () => Object.values(ids),
    },
    teams: {
      anon: () => 'denied',
      member: () => [teamA],
      adminA: () => [teamA],
      adminB: () => [teamB],
      editor: () => [teamA],
      superadmin: () => [teamA, teamB],
      service: () => [teamA, teamB],
    },
    videos: {
      anon: () => 'denied',
      member: () => [publishedVideo],
      adminA: () => [publishedVideo],
      adminB: () => [publishedVideo],
      editor: () => [publishedVideo, draftVideo],
      superadmin: () => [publishedVideo, draftVideo],
      service: () => [publishedVideo, draftVideo],
    },
  };

  for (const [table, byActor] of Object.entries(expectedIds)) {
    selectTests(table, byActor, { select: table === 'teams' ? 'id, name' : 'id' });
  }

  const progressOwners: Record<Actor, () => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [ids.member],
    adminA: () => [ids.member],
    adminB: () => [ids.adminB],
    editor: () => [],
    superadmin: () => [ids.member, ids.adminB],
    service: () => [ids.member, ids.adminB],
  };
  selectTests('progress', progressOwners, { column: 'user_id' });

  for (const table of ['hotline_reports', 'contact_messages']) {
    for (const actor of ACTORS) {
      it(`${actor} on ${table}`, async () => {
        const result = await clients[actor].from(table).select('id');
        if (actor === 'anon') return expectDenied(result);
        expect(result.error).toBeNull();
        expect(result.data).toHaveLength(actor === 'superadmin' || actor === 'service' ? 1 : 0);
      });
    }
  }

  it("only the service role reads a team's invite code straight from the table", async () => {
    for (const actor of ['member', 'adminA', 'editor', 'superadmin'] as const) {
      expectDenied(await clients[actor].from('teams').select('invite_code'));
    }
    const { data } = await clients.service.from('teams').select('invite_code').throwOnError();
    expect(data).toHaveLength(2);
  });
});

describe('insert', () => {
  it('no client inserts users, teams, reports or messages', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(
        await clients[actor]
          .from('users')
          .insert({ id: ids.member, email: 'x@example.com', role: 'superadmin' }),
      );
      expectDenied(
        await clients[actor].from('teams').insert({ name: 'Mine', owner_id: ids.member }),
      );
      expectDenied(
        await clients[actor]
          .from('hotline_reports')
          .insert({ is_anonymous: true, subject: 's', message: 'm' }),
      );
      expectDenied(
        await clients[actor]
          .from('contact_messages')
          .insert({ name: 'n', email: 'n@example.com', subject: 's', message: 'm' }),
      );
    }
  });

  it('only editors and superadmins add videos', async () => {
    for (const actor of ['anon', 'member', 'adminA', 'adminB'] as const) {
      expectDenied(await clients[actor].from('videos').insert({ title: `By ${actor}` }));
    }
    for (const actor of ['editor', 'superadmin', 'service'] as const) {
      const { error } = await clients[actor].from('videos').insert({ title: `By ${actor}` });
      expect(error).toBeNull();
    }
  });

  it('progress is written only for oneself (docs/threat-model.md #6)', async () => {
    const { error } = await clients.adminA
      .from('progress')
      .insert({ user_id: ids.adminA, video_id: publishedVideo, progress_percent: 5 });
    expect(error).toBeNull();
    expectDenied(
      await clients.adminA
        .from('progress')
        .upsert(
          { user_id: ids.adminB, video_id: draftVideo, progress_percent: 5 },
          { onConflict: 'user_id,video_id' },
        ),
    );
    expectDenied(
      await clients.anon.from('progress').insert({ user_id: ids.member, video_id: publishedVideo }),
    );
    const unknownVideo = await clients.member
      .from('progress')
      .insert({ user_id: ids.member, video_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownVideo.error?.code).toBe('23503');
  });
});

describe('update', () => {
  it('a member changes only their own full_name (docs/threat-model.md #1)', async () => {
    const renamed = await clients.member
      .from('users')
      .update({ full_name: 'Max Renamed' })
      .eq('id', ids.member)
      .select('full_name');
    expect(renamed.error).toBeNull();
    expect(renamed.data).toEqual([{ full_name: 'Max Renamed' }]);

    const promote = await clients.member
      .from('users')
      .update({ role: 'admin' })
      .eq('id', ids.member);
    expectDenied(promote);
    // A signed-in user's refused update answers 403 (anon's would be 401).
    expect(promote.status).toBe(403);
    expectDenied(
      await clients.member.from('users').update({ team_id: teamB }).eq('id', ids.member),
    );
    const { rows } = await backend.db.query<{ role: string; team_id: string }>(
      'select role, team_id from public.users where id = $1',
      [ids.member],
    );
    expect(rows[0]).toEqual({ role: 'member', team_id: teamA });

    // Another user's row is invisible to the update: nothing changes.
    const other = await clients.member
      .from('users')
      .update({ full_name: 'Hacked' })
      .eq('id', ids.adminA)
      .select('id');
    expect(other.data).toEqual([]);
  });

  it('updateUser metadata cannot grant a role (docs/threat-model.md #1)', async () => {
    await clients.member.auth.updateUser({ data: { role: 'superadmin', team_id: teamB } });
    const again = await clients.member.rpc('complete_signup');
    expect(again.error).toBeNull();
    const { rows } = await backend.db.query<{ role: string; team_id: string }>(
      'select role, team_id from public.users where id = $1',
      [ids.member],
    );
    expect(rows[0]).toEqual({ role: 'member', team_id: teamA });
  });

  it('no client updates teams; only editors update videos', async () => {
    for (const actor of ['member', 'adminA', 'superadmin'] as const) {
      expectDenied(await clients[actor].from('teams').update({ name: 'Renamed' }).eq('id', teamA));
    }
    const byMember = await clients.member
      .from('videos')
      .update({ title: 'Defaced' })
      .eq('id', publishedVideo)
      .select('id');
    expect(byMember.data ?? []).toEqual([]);
    const byEditor = await clients.editor
      .from('videos')
      .update({ title: 'Edited' })
      .eq('id', publishedVideo)
      .select('title');
    expect(byEditor.data).toEqual([{ title: 'Edited' }]);
  });

  it("progress cannot be moved to someone else's name (docs/threat-model.md #6)", async () => {
    const moved = await clients.member
      .from('progress')
      .update({ user_id: ids.adminA })
      .eq('user_id', ids.member)
      .select('id');
    expect(moved.error).not.toBeNull();
    const { rows } = await backend.db.query('select 1 from public.progress where user_id = $1', [
      ids.member,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('delete', () => {
  it('clients delete no users, teams, progress, reports or messages', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      for (const table of ['users', 'teams', 'progress', 'hotline_reports', 'contact_messages']) {
        expectDenied(await clients[actor].from(table).delete().not('id', 'is', null));
      }
    }
    const { rows } = await backend.db.query<{ count: string }>(
      'select count(*)::text as count from public.users',
    );
    expect(rows[0]?.count).toBe('5');
  });

  it('only editors and superadmins delete videos', async () => {
    const { data: extra } = await clients.service
      .from('videos')
      .insert({ title: 'Disposable' })
      .select('id')
      .single()
      .throwOnError();
    const byMember = await clients.member.from('videos').delete().eq('id', extra!.id).select('id');
    expect(byMember.data ?? []).toEqual([]);
    const byEditor = await clients.editor.from('videos').delete().eq('id', extra!.id).select('id');
    expect(byEditor.data).toEqual([{ id: extra!.id }]);
  });
});

describe('team management tables (docs/decisions.md P1, A1)', () => {
  it('everyone reads the plans; only the service role changes them', async () => {
    for (const actor of ACTORS) {
      const { data, error } = await clients[actor].from('plans').select('id').order('position');
      expect(error, actor).toBeNull();
      expect(data!.map((row) => row.id)).toEqual(['starter', 'professional', 'enterprise']);
    }
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(
        await clients[actor].from('plans').update({ course_limit: 99 }).eq('id', 'starter'),
      );
      expectDenied(
        await clients[actor].from('plans').insert({ id: 'free', name: 'Free', position: 9 }),
      );
      expectDenied(await clients[actor].from('plans').delete().eq('id', 'starter'));
    }
  });

  it("an admin reads their own team's audit events only; nobody writes them", async () => {
    const expected: Record<Actor, () => string[] | 'denied'> = {
      anon: () => 'denied',
      member: () => [],
      adminA: () => [teamA],
      adminB: () => [teamB],
      editor: () => [],
      superadmin: () => [teamA, teamB],
      service: () => [teamA, teamB],
    };
    for (const actor of ACTORS) {
      const result = await clients[actor].from('audit_events').select('team_id');
      const teams = expected[actor]();
      if (teams === 'denied') {
        expectDenied(result);
        continue;
      }
      expect(result.error, actor).toBeNull();
      expect([...new Set(result.data!.map((row) => row.team_id))].sort(), actor).toEqual(
        [...teams].sort(),
      );
      expect(
        (
          await clients[actor]
            .from('audit_events')
            .insert({ team_id: teamA, actor_name: 'x', kind: 'plan_changed' })
        ).error?.code,
        actor,
      ).toBe('42501');
      const deleted = await clients[actor]
        .from('audit_events')
        .delete()
        .eq('team_id', teamA)
        .select('id');
      expect(deleted.data ?? [], actor).toEqual([]);
    }
  });

  it('the audit kinds: no client reads or writes them (private schema)', async () => {
    for (const actor of ACTORS) {
      const kinds = () => clients[actor].schema('private' as 'public').from('audit_event_kinds');
      for (const result of [
        await kinds().select('*'),
        await kinds().insert({ kind: 'made_up' }),
        await kinds().delete().eq('kind', 'plan_changed'),
      ]) {
        expect(result.error, actor).not.toBeNull();
      }
    }
  });

  it("former members' progress: admins of the team read it, nobody writes it", async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      const result = await clients[actor].from('former_member_progress').select('id');
      if (actor === 'anon') expectDenied(result);
      else expect(result.error, actor).toBeNull();
      expectDenied(
        await clients[actor].from('former_member_progress').insert({
          team_id: teamA,
          former_member: ids.member,
          video_id: publishedVideo,
          progress_percent: 100,
        }),
      );
    }
  });
});

describe('team isolation (docs/threat-model.md #2)', () => {
  it("admin A filtering on team B's id gets nothing", async () => {
    const users = await clients.adminA.from('users').select('id').eq('team_id', teamB);
    expect(users.data).toEqual([]);
    const progress = await clients.adminA.from('progress').select('id').eq('user_id', ids.adminB);
    expect(progress.data).toEqual([]);
    const team = await clients.adminA.from('teams').select('id').eq('id', teamB);
    expect(team.data).toEqual([]);
  });
});

describe('accounts without a team', () => {
  it('a signed-in user with no profile reads nothing', async () => {
    const stranger = await createAccount(backend, {});
    for (const table of ['users', 'teams', 'progress']) {
      const { data, error } = await stranger.client.from(table).select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });
});

describe('policy program tables (docs/decisions.md PP1, docs/threat-model.md #2, #23)', () => {
  const policy = { aupA: '', backupA: '', aupB: '' };
  const version = { aupA: '', draftA: '', aupB: '' };
  // The publishers' own approvals and an open request asked of the member (docs/decisions.md PA1).
  const approval = { aupA: '', aupB: '', askedOfMember: '' };

  beforeAll(async () => {
    const adopt = async (client: SupabaseClient, template: string) =>
      (
        await client
          .rpc('adopt_policy', {
            template,
            policy_owner: 'Head of Security',
            approver: 'CEO',
            effective_on: '2026-12-01',
          })
          .throwOnError()
      ).data as string;
    const publish = async (client: SupabaseClient, id: string) => publishAsPublisher(client, id, 1);
    policy.aupA = await adopt(clients.adminA, 'acceptable-use-policy');
    policy.backupA = await adopt(clients.adminA, 'backup-policy');
    policy.aupB = await adopt(clients.adminB, 'acceptable-use-policy');
    version.aupA = await publish(clients.adminA, policy.aupA);
    version.aupB = await publish(clients.adminB, policy.aupB);
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from public.policy_versions where policy_id = $1',
      [policy.backupA],
    );
    version.draftA = rows[0]!.id;
    const approvalOf = async (id: string) =>
      (
        await backend.db.query<{ approval_id: string }>(
          'select approval_id from public.policy_versions where id = $1',
          [id],
        )
      ).rows[0]!.approval_id;
    approval.aupA = await approvalOf(version.aupA);
    approval.aupB = await approvalOf(version.aupB);
    approval.askedOfMember = (
      await clients.adminA
        .rpc('request_policy_approval', {
          policy: policy.backupA,
          purpose: 'publication',
          approver: ids.member,
          revision: 1,
        })
        .throwOnError()
    ).data as string;
    await clients.member
      .from('policy_acceptances')
      .insert({ version_id: version.aupA })
      .throwOnError();
    await clients.adminB
      .from('policy_acceptances')
      .insert({ version_id: version.aupB })
      .throwOnError();
  });

  const expected: Record<string, Record<Actor, () => string[] | 'denied'>> = {
    policies: {
      anon: () => 'denied',
      member: () => [],
      adminA: () => [policy.aupA, policy.backupA],
      adminB: () => [policy.aupB],
      editor: () => [],
      superadmin: () => Object.values(policy),
      service: () => Object.values(policy),
    },
    policy_versions: {
      anon: () => 'denied',
      // Members read their own team's published versions; drafts are the admins'.
      member: () => [version.aupA],
      adminA: () => [version.aupA, version.draftA],
      adminB: () => [version.aupB],
      editor: () => [version.aupA],
      superadmin: () => Object.values(version),
      service: () => Object.values(version),
    },
    // Admins read their team's approvals; an approver the requests asked of them.
    policy_approvals: {
      anon: () => 'denied',
      member: () => [approval.askedOfMember],
      adminA: () => [approval.aupA, approval.askedOfMember],
      adminB: () => [approval.aupB],
      editor: () => [],
      superadmin: () => Object.values(approval),
      service: () => Object.values(approval),
    },
  };
  for (const [table, byActor] of Object.entries(expected)) selectTests(table, byActor);

  const acceptedBy: Record<Actor, () => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [ids.member],
    adminA: () => [ids.member],
    adminB: () => [ids.adminB],
    editor: () => [],
    superadmin: () => [ids.member, ids.adminB],
    service: () => [ids.member, ids.adminB],
  };
  selectTests('policy_acceptances', acceptedBy, { column: 'user_id' });

  it('no client reads the templates table or their releases; every signed-in caller reads reminders of their team only', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(await clients[actor].from('policy_templates').select('id'));
      expectDenied(await clients[actor].from('policy_template_releases').select('version'));
      const reminders = await clients[actor].from('policy_reminders').select('id');
      if (actor === 'anon') expectDenied(reminders);
      else expect(reminders.error, actor).toBeNull();
    }
    const { data } = await clients.service.from('policy_templates').select('id').throwOnError();
    expect(data).toHaveLength(27);
    const { data: releases } = await clients.service
      .from('policy_template_releases')
      .select('version')
      .throwOnError();
    expect(releases!.length).toBeGreaterThanOrEqual(27);
  });

  it('no client writes policies, versions, approvals, templates or reminders; acceptances only by version id', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(
        await clients[actor]
          .from('policies')
          .insert({ team_id: teamA, template_id: 'encryption-policy' }),
      );
      expectDenied(
        await clients[actor].from('policies').update({ team_id: teamB }).eq('id', policy.aupA),
      );
      expectDenied(await clients[actor].from('policies').delete().eq('id', policy.aupA));
      expectDenied(
        await clients[actor].from('policy_versions').insert({
          policy_id: policy.aupA,
          team_id: teamA,
          number: 9,
          source: { title: 'x', sections: [] },
        }),
      );
      expectDenied(
        await clients[actor]
          .from('policy_versions')
          .update({ revision: 99 })
          .eq('id', version.draftA),
      );
      expectDenied(await clients[actor].from('policy_versions').delete().eq('id', version.draftA));
      expectDenied(
        await clients[actor]
          .from('policy_templates')
          .update({ title: 'Defaced' })
          .eq('id', 'backup-policy'),
      );
      expectDenied(
        await clients[actor].from('policy_template_releases').insert({
          template_id: 'backup-policy',
          version: 9,
          released_on: '2027-01-01',
          kind: 'editorial',
          note: 'Forged',
        }),
      );
      expectDenied(
        await clients[actor]
          .from('policy_template_releases')
          .update({ kind: 'editorial' })
          .eq('template_id', 'backup-policy'),
      );
      expectDenied(
        await clients[actor]
          .from('policy_template_releases')
          .delete()
          .eq('template_id', 'backup-policy'),
      );
      expectDenied(
        await clients[actor].from('policy_reminders').insert({
          version_id: version.aupA,
          policy_id: policy.aupA,
          team_id: teamA,
          user_id: ids.member,
        }),
      );
      expectDenied(
        await clients[actor]
          .from('policy_acceptances')
          .insert({ version_id: version.aupA, user_id: ids.adminA }),
      );
      expectDenied(
        await clients[actor].from('policy_acceptances').delete().eq('version_id', version.aupA),
      );
      expectDenied(
        await clients[actor].from('policy_approvals').insert({
          team_id: teamA,
          policy_id: policy.backupA,
          version_id: version.draftA,
          purpose: 'publication',
          revision: 1,
          policy_title: 'Backup Policy',
          version_number: 1,
          approver_id: ids.adminA,
          approver_name: 'Forged',
          requested_by_name: 'Forged',
          status: 'approved',
          decided_at: new Date().toISOString(),
          reason: 'Forged',
        }),
      );
      expectDenied(
        await clients[actor]
          .from('policy_approvals')
          .update({ status: 'approved', reason: 'Forged', decided_at: new Date().toISOString() })
          .eq('id', approval.askedOfMember),
      );
      expectDenied(await clients[actor].from('policy_approvals').delete().eq('id', approval.aupA));
    }
    const { rows } = await backend.db.query<{ count: number }>(
      'select count(*)::int as count from public.policy_acceptances',
    );
    expect(rows[0]!.count).toBe(2);
  });
});

describe('checklist tables (docs/decisions.md CL1, docs/threat-model.md #2)', () => {
  const run = { a: '', b: '' };

  beforeAll(async () => {
    const start = async (client: SupabaseClient) =>
      (
        await client
          .rpc('start_checklist_run', { checklist: 'access-review-template' })
          .throwOnError()
      ).data as string;
    run.a = await start(clients.adminA);
    run.b = await start(clients.adminB);
    for (const [client, id] of [
      [clients.adminA, run.a],
      [clients.adminB, run.b],
    ] as const) {
      await client
        .rpc('save_checklist_item', { run: id, item: 'list-systems-in-scope', status: 'done' })
        .throwOnError();
    }
  });

  const visibleRuns: Record<Actor, () => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [],
    adminA: () => [run.a],
    adminB: () => [run.b],
    editor: () => [],
    superadmin: () => [run.a, run.b],
    service: () => [run.a, run.b],
  };
  selectTests('checklist_runs', visibleRuns);
  // One item saved in each run: its run_id once.
  selectTests('checklist_item_states', visibleRuns, { column: 'run_id' });

  it('no client reads the checklist templates or writes runs and items except through the functions', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(await clients[actor].from('checklist_templates').select('id'));
      expectDenied(
        await clients[actor].from('checklist_runs').insert({
          team_id: teamA,
          checklist_id: 'access-review-template',
          period_start: '2020-01-01',
        }),
      );
      expectDenied(
        await clients[actor]
          .from('checklist_runs')
          .update({ period_start: '2020-01-01' })
          .eq('id', run.a),
      );
      expectDenied(await clients[actor].from('checklist_runs').delete().eq('id', run.a));
      expectDenied(
        await clients[actor].from('checklist_item_states').insert({
          run_id: run.a,
          team_id: teamA,
          item_id: 'export-user-lists',
          status: 'done',
        }),
      );
      expectDenied(
        await clients[actor]
          .from('checklist_item_states')
          .update({ status: 'not_started' })
          .eq('run_id', run.a),
      );
      expectDenied(await clients[actor].from('checklist_item_states').delete().eq('run_id', run.a));
    }
    const { data } = await clients.service.from('checklist_templates').select('id').throwOnError();
    expect(data).toHaveLength(14);
  });

  it('only a team admin saves items, of their own team only', async () => {
    for (const actor of ['anon', 'member', 'editor', 'adminB'] as const) {
      const { error } = await clients[actor].rpc('save_checklist_item', {
        run: run.a,
        item: 'export-user-lists',
        status: 'done',
      });
      expect(error, actor).not.toBeNull();
    }
    const { rows } = await backend.db.query<{ count: number }>(
      `select count(*)::int as count from public.checklist_item_states where run_id = $1`,
      [run.a],
    );
    expect(rows[0]!.count).toBe(1);
  });
});

describe('evidence links (docs/decisions.md EV1, docs/threat-model.md #27)', () => {
  const link = { a: '', b: '' };

  beforeAll(async () => {
    const create = async (client: SupabaseClient) => {
      await client
        .rpc('create_evidence_link', {
          kind: 'auditor',
          from_date: '2026-01-01',
          to_date: '2026-12-31',
          days: 7,
          label: 'Matrix audit',
        })
        .throwOnError();
      const { data } = await client.from('evidence_links').select('id').throwOnError();
      return data![0]!.id as string;
    };
    link.a = await create(clients.adminA);
    link.b = await create(clients.adminB);
  });

  const visible: Record<Actor, () => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [],
    adminA: () => [link.a],
    adminB: () => [link.b],
    editor: () => [],
    superadmin: () => [link.a, link.b],
    service: () => [link.a, link.b],
  };
  for (const actor of ACTORS) {
    it(`${actor} on evidence_links`, async () => {
      const result = await clients[actor].from('evidence_links').select('id');
      const expected = visible[actor]();
      if (expected === 'denied') return expectDenied(result);
      expect(result.error).toBeNull();
      expect(result.data!.map((row) => row.id).sort()).toEqual([...expected].sort());
    });
  }

  it('no client reads the token hashes or writes links except through the functions', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(await clients[actor].from('evidence_links').select('token_hash'));
      expectDenied(
        await clients[actor].from('evidence_links').insert({
          team_id: teamA,
          kind: 'auditor',
          token_hash: '0'.repeat(64),
          from_date: '2026-01-01',
          to_date: '2026-12-31',
          created_by_name: 'Mallory',
          expires_at: '2099-01-01T00:00:00Z',
        }),
      );
      expectDenied(
        await clients[actor]
          .from('evidence_links')
          .update({ expires_at: '2099-01-01T00:00:00Z' })
          .eq('id', link.a),
      );
      expectDenied(await clients[actor].from('evidence_links').delete().eq('id', link.a));
    }
  });
});

describe('webhook tables (docs/decisions.md WH1, docs/threat-model.md #2, #67)', () => {
  const WEBHOOK_TABLES = [
    'webhook_endpoints',
    'webhook_events',
    'webhook_deliveries',
    'webhook_attempts',
  ] as const;
  const rows = {} as Record<(typeof WEBHOOK_TABLES)[number], { a: string; b: string }>;

  beforeAll(async () => {
    // Each team's endpoint, an event, its delivery and an attempt, as the database and the job
    // write them (the service role).
    const service = clients.service;
    const make = async (team: string) => {
      const { data: endpoint } = await service
        .from('webhook_endpoints')
        .insert({
          team_id: team,
          url: 'https://hooks.example/in',
          events: ['member.joined'],
          secret_ciphertext: 'v1:aaaa:bbbb:cccc',
        })
        .select('id')
        .single()
        .throwOnError();
      const { data: event } = await service
        .from('webhook_events')
        .insert({ team_id: team, type: 'member.joined', data: { member_id: team } })
        .select('id')
        .single()
        .throwOnError();
      const { data: delivery } = await service
        .from('webhook_deliveries')
        .insert({ team_id: team, endpoint_id: endpoint!.id, event_id: event!.id })
        .select('id')
        .single()
        .throwOnError();
      const { data: attempt } = await service
        .from('webhook_attempts')
        .insert({
          team_id: team,
          delivery_id: delivery!.id,
          attempted_at: new Date().toISOString(),
          status_code: 500,
        })
        .select('id')
        .single()
        .throwOnError();
      return {
        webhook_endpoints: endpoint!.id as string,
        webhook_events: event!.id as string,
        webhook_deliveries: delivery!.id as string,
        webhook_attempts: String(attempt!.id),
      };
    };
    const [a, b] = [await make(teamA), await make(teamB)];
    for (const table of WEBHOOK_TABLES) rows[table] = { a: a[table], b: b[table] };
  });

  // The team's admins (and the operator's superadmins, as every admin rule) only.
  const visible: Record<Actor, (table: (typeof WEBHOOK_TABLES)[number]) => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [],
    adminA: (table) => [rows[table].a],
    adminB: (table) => [rows[table].b],
    editor: () => [],
    superadmin: (table) => [rows[table].a, rows[table].b],
    service: (table) => [rows[table].a, rows[table].b],
  };
  for (const actor of ACTORS) {
    it(`${actor} on the webhook tables`, async () => {
      for (const table of WEBHOOK_TABLES) {
        const result = await clients[actor].from(table).select('id');
        const expected = visible[actor](table);
        if (expected === 'denied') {
          expectDenied(result);
          continue;
        }
        expect(result.error, table).toBeNull();
        expect(result.data!.map((row) => String(row.id)).sort(), table).toEqual(
          [...expected].sort(),
        );
      }
    });
  }

  it('no client reads a secret or writes the webhook tables except through the functions', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(await clients[actor].from('webhook_endpoints').select('secret_ciphertext'));
      for (const table of WEBHOOK_TABLES) {
        expectDenied(await clients[actor].from(table).insert({ team_id: teamA }));
        expectDenied(
          await clients[actor].from(table).update({ team_id: teamB }).eq('id', rows[table].a),
        );
        expectDenied(await clients[actor].from(table).delete().eq('id', rows[table].a));
      }
    }
  });
});

describe('reporting routes (docs/decisions.md V5, docs/threat-model.md #79)', () => {
  beforeAll(async () => {
    await clients.adminA
      .rpc('set_reporting_routes', {
        security_contact_email: 'security@team-a.example',
        phishing_report_email: 'phishing@team-a.example',
      })
      .throwOnError();
    await clients.adminB
      .rpc('set_reporting_routes', {
        security_contact_email: 'security@team-b.example',
        phishing_report_email: '',
      })
      .throwOnError();
  });

  // Every member of the team reads its routes (the player shows them); the operator's
  // superadmins, as every admin rule; nobody another team's.
  const visible: Record<Actor, () => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [teamA],
    adminA: () => [teamA],
    adminB: () => [teamB],
    editor: () => [teamA],
    superadmin: () => [teamA, teamB],
    service: () => [teamA, teamB],
  };
  selectTests('team_reporting_routes', visible, { column: 'team_id' });
  for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
    it(`${actor} writes team_reporting_routes only through the function`, async () => {
      const routes = () => clients[actor].from('team_reporting_routes');
      expectDenied(
        await routes().insert({ team_id: teamA, security_contact_email: 'evil@attacker.example' }),
      );
      expectDenied(
        await routes()
          .update({ security_contact_email: 'evil@attacker.example' })
          .eq('team_id', teamA),
      );
      expectDenied(await routes().delete().eq('team_id', teamA));
    });
  }
});

describe('hotline tables (docs/decisions.md H1, H2, docs/threat-model.md #30, #54)', () => {
  const cases = { a: '', b: '' };
  const attachments = { a: '', b: '' };

  beforeAll(async () => {
    for (const [team, client, key] of [
      [teamA, clients.adminA, 'a'],
      [teamB, clients.adminB, 'b'],
    ] as const) {
      await backend.db.query(`select public.change_team_plan($1, 'enterprise')`, [team]);
      const keys = await createTeamKeys('matrix passphrase', MIN_PBKDF2_ITERATIONS);
      const { data: slug } = await client
        .rpc('set_up_hotline', {
          public_key: keys.publicKey,
          wrapped_private_key: keys.wrappedPrivateKey,
        })
        .throwOnError();
      const sealed = await sealReport(keys.publicKey, { text: `Report to team ${key}` });
      await backend.db.query('select public.submit_hotline_case($1, true, $2, $3, $4, $5)', [
        slug,
        sealed.sealedKey,
        sealed.reporterKey,
        sealed.access,
        sealed.ciphertext,
      ]);
      const { rows } = await backend.db.query<{ id: string }>(
        'select id from public.hotline_cases where team_id = $1',
        [team],
      );
      cases[key] = rows[0]!.id;
      // An attachment, uploaded as the reporter does: a key from the function, the anon key.
      const { rows: handedOut } = await backend.db.query<{ keys: string[] }>(
        `select public.begin_hotline_attachments($1, 'matrix', 1) as keys`,
        [sealed.access],
      );
      attachments[key] = handedOut[0]!.keys[0]!;
      const bytes = await encryptAttachment(sealed.caseKey, {
        name: 'evidence.pdf',
        type: 'application/pdf',
        bytes: new TextEncoder().encode(`Attachment of team ${key}`),
      });
      const uploaded = await clients.anon.storage
        .from('hotline-attachments')
        .upload(attachments[key], bytes, { contentType: 'application/octet-stream' });
      expect(uploaded.error).toBeNull();
    }
  });

  // Superadmins and the operator (the service role) read no case; only each team's handlers do.
  const readers: Record<Actor, (kind: 'case' | 'team') => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [],
    adminA: (kind) => [kind === 'case' ? cases.a : teamA],
    adminB: (kind) => [kind === 'case' ? cases.b : teamB],
    editor: () => [],
    superadmin: () => [],
    service: () => 'denied',
  };
  for (const actor of ACTORS) {
    it(`${actor} on hotline_cases, hotline_channels and hotline_handlers`, async () => {
      const found = await clients[actor].from('hotline_cases').select('id');
      const channels = await clients[actor].from('hotline_channels').select('team_id');
      const handlers = await clients[actor].from('hotline_handlers').select('team_id');
      const expectedCases = readers[actor]('case');
      const expectedTeams = readers[actor]('team');
      if (expectedCases === 'denied' || expectedTeams === 'denied') {
        for (const result of [found, channels, handlers]) expectDenied(result);
        return;
      }
      expect(found.error).toBeNull();
      expect(found.data!.map((row) => row.id)).toEqual(expectedCases);
      expect(channels.data!.map((row) => row.team_id)).toEqual(expectedTeams);
      expect(handlers.data).toEqual([]);
    });
  }

  for (const actor of ACTORS) {
    it(`${actor} on storage bucket hotline-attachments: only the team's handlers read`, async () => {
      const expected = readers[actor]('case');
      const readable = expected === 'denied' ? [] : expected;
      const files = clients[actor].storage.from('hotline-attachments');
      for (const [caseId, key] of [
        [cases.a, attachments.a],
        [cases.b, attachments.b],
      ] as const) {
        const reads = readable.includes(caseId) || actor === 'service';
        expect((await files.download(key)).error === null, `${actor} downloads`).toBe(reads);
        expect((await files.createSignedUrl(key, 60)).error === null, `${actor} signs`).toBe(reads);
        // Nobody but the service role overwrites, moves or removes one.
        if (actor !== 'service') {
          const forged = new TextEncoder().encode('forged');
          const options = { contentType: 'application/octet-stream', upsert: true };
          expect((await files.upload(key, forged, options)).error, actor).not.toBeNull();
          // Nor gets an upload URL that may replace it (the URL's upload is the service role's).
          expect((await files.createSignedUploadUrl(key, { upsert: true })).error).not.toBeNull();
          expect((await files.move(key, `${key}-moved`)).error, actor).not.toBeNull();
          expect((await files.remove([key])).data ?? [], actor).toEqual([]);
        }
      }
      const listed = await files.listV2({ prefix: '' });
      const seen = listed.data?.objects.map((object) => object.name).sort() ?? [];
      expect(seen).toEqual(
        actor === 'service'
          ? [attachments.a, attachments.b].sort()
          : [
              ...(readable.includes(cases.a) ? [attachments.a] : []),
              ...(readable.includes(cases.b) ? [attachments.b] : []),
            ].sort(),
      );
      expectDenied(await clients[actor].from('hotline_attachments').select('id'));
    });
  }

  it('nobody reads messages, notices, keys or access hashes from the tables', async () => {
    for (const actor of ACTORS) {
      expectDenied(await clients[actor].from('hotline_messages').select('id'));
      expectDenied(await clients[actor].from('hotline_notices').select('case_id'));
      expectDenied(await clients[actor].from('hotline_cases').select('sealed_key'));
      expectDenied(await clients[actor].from('hotline_cases').select('access_hash'));
    }
  });

  it('no client writes cases, messages, channels or handlers except through the functions', async () => {
    for (const actor of ACTORS) {
      expectDenied(
        await clients[actor].from('hotline_cases').update({ status: 'closed' }).eq('id', cases.a),
      );
      expectDenied(await clients[actor].from('hotline_cases').delete().eq('id', cases.a));
      expectDenied(
        await clients[actor].from('hotline_messages').insert({
          case_id: cases.a,
          team_id: teamA,
          position: 9,
          author: 'reporter',
          kind: 'message',
          ciphertext: 'm1.x',
        }),
      );
      expectDenied(
        await clients[actor]
          .from('hotline_channels')
          .update({ public_key: 'A'.repeat(87) })
          .eq('team_id', teamA),
      );
      expectDenied(
        await clients[actor]
          .from('hotline_handlers')
          .insert({ team_id: teamA, user_id: ids.member }),
      );
    }
    const { rows } = await backend.db.query<{ count: number }>(
      'select count(*)::int as count from public.hotline_messages',
    );
    expect(rows[0]!.count).toBe(2);
  });

  it('only the service role calls the reporter and scheduler functions', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expect(
        (await clients[actor].rpc('hotline_channel', { slug: 'x' })).error,
        actor,
      ).not.toBeNull();
      expect(
        (await clients[actor].rpc('reporter_hotline_case', { access: 'x', client_key: 'y' })).error,
        actor,
      ).not.toBeNull();
      expect((await clients[actor].rpc('hotline_due_notices')).error, actor).not.toBeNull();
      expect(
        (
          await clients[actor].rpc('consume_hotline_allowance', {
            action: 'report',
            client_key: 'y',
          })
        ).error,
        actor,
      ).not.toBeNull();
    }
  });
});

describe('knowledge checks (docs/decisions.md V3, docs/threat-model.md #28)', () => {
  const attempt = { member: '', adminB: '' };
  const course = 'spotting-phishing-emails';
  const script = courseScripts.find((entry) => entry.id === course)!;

  beforeAll(async () => {
    await clients.service
      .from('videos')
      .update({ course_id: course })
      .eq('id', publishedVideo)
      .throwOnError();
    for (const actor of ['member', 'adminB'] as const) {
      // The check opens once the video is completed.
      await clients.service
        .from('progress')
        .update({ watch_time: 300, progress_percent: 100 })
        .eq('user_id', ids[actor])
        .eq('video_id', publishedVideo)
        .throwOnError();
      await takeKnowledgeCheck(clients[actor], script, QUESTIONS_PER_ATTEMPT);
      const { data } = await clients.service
        .from('knowledge_check_attempts')
        .select('id')
        .eq('user_id', ids[actor])
        .throwOnError();
      attempt[actor] = data![0]!.id as string;
    }
  });

  const visible: Record<Actor, () => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [attempt.member],
    adminA: () => [attempt.member],
    adminB: () => [attempt.adminB],
    editor: () => [],
    superadmin: () => [attempt.member, attempt.adminB],
    service: () => [attempt.member, attempt.adminB],
  };
  for (const actor of ACTORS) {
    it(`${actor} on courses and knowledge_check_attempts`, async () => {
      const courses = await clients[actor].from('courses').select('id');
      const attempts = await clients[actor].from('knowledge_check_attempts').select('id');
      const expected = visible[actor]();
      if (expected === 'denied') {
        expectDenied(courses);
        return expectDenied(attempts);
      }
      expect(courses.data).toHaveLength(15);
      expect(attempts.error).toBeNull();
      expect(attempts.data!.map((row) => row.id).sort()).toEqual([...expected].sort());
    });
  }

  it('no client writes courses or attempts except by submitting', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(await clients[actor].from('courses').insert({ id: 'forged', title: 'Forged' }));
      expectDenied(
        await clients[actor].from('courses').update({ pass_percent: 1 }).eq('id', course),
      );
      expectDenied(await clients[actor].from('courses').delete().eq('id', course));
      expectDenied(
        await clients[actor]
          .from('knowledge_check_attempts')
          .insert(forgedPassingAttempt(ids.member, teamA, course)),
      );
      expectDenied(
        await clients[actor]
          .from('knowledge_check_attempts')
          .update({ passed: true })
          .eq('id', attempt.member),
      );
      expectDenied(
        await clients[actor].from('knowledge_check_attempts').delete().eq('id', attempt.member),
      );
    }
  });

  it('the open forms and the bank are out of every client’s reach (private schema)', async () => {
    for (const actor of ACTORS) {
      for (const table of ['knowledge_check_forms', 'knowledge_questions']) {
        const privateTable = () => clients[actor].schema('private' as 'public').from(table);
        for (const result of [
          await privateTable().select('*'),
          await privateTable().insert({ user_id: ids.member, course_id: course }),
          await privateTable().update({ course_id: course }).eq('course_id', course),
          await privateTable().delete().eq('course_id', course),
        ]) {
          expect(result.error, `${actor} on ${table}`).not.toBeNull();
          expect(result.status).toBeGreaterThanOrEqual(400);
        }
      }
    }
    const { rows } = await backend.db.query<{ count: number }>(
      'select count(*)::int as count from private.knowledge_questions where course_id = $1',
      [course],
    );
    expect(rows[0]!.count).toBe(script.questions.length);
  });
});

describe('training program tables (docs/decisions.md TP1, docs/threat-model.md #2, #32)', () => {
  const course = 'spotting-phishing-emails';
  const script = courseScripts.find((entry) => entry.id === course)!;

  beforeAll(async () => {
    await clients.service
      .from('videos')
      .update({ course_id: course })
      .eq('id', publishedVideo)
      .throwOnError();
    for (const admin of ['adminA', 'adminB'] as const) {
      await clients[admin]
        .rpc('save_training_settings', {
          year_start_month: 1,
          remind_assigned: true,
          remind_week_before: true,
          remind_day_before: true,
          remind_overdue: true,
          weekly_summary: false,
        })
        .throwOnError();
      await clients[admin]
        .rpc('assign_training', { course, audience: 'everyone', due_days: 30 })
        .throwOnError();
    }
    // A member of each team completes the course: each gets a certificate.
    for (const actor of ['member', 'adminB'] as const) {
      await clients.service
        .from('progress')
        .update({ watch_time: 300, progress_percent: 100 })
        .eq('user_id', ids[actor])
        .eq('video_id', publishedVideo)
        .throwOnError();
      await takeKnowledgeCheck(clients[actor], script);
    }
    await sendTrainingReminders({
      db: backend.db,
      mail: backend.mailbox,
      siteUrl: backend.url,
      clock: Date.now,
    });
  });

  const byTeam: Record<Actor, () => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [],
    adminA: () => [teamA],
    adminB: () => [teamB],
    editor: () => [],
    superadmin: () => [teamA, teamB],
    service: () => [teamA, teamB],
  };
  const visible: Record<
    string,
    { column: string; expected: Record<Actor, () => string[] | 'denied'> }
  > = {
    training_settings: { column: 'team_id', expected: byTeam },
    training_cycles: { column: 'team_id', expected: byTeam },
    training_assignments: { column: 'team_id', expected: byTeam },
    training_reminders: { column: 'team_id', expected: byTeam },
    training_requirements: {
      column: 'user_id',
      expected: {
        anon: () => 'denied',
        member: () => [ids.member],
        adminA: () => [ids.adminA, ids.member, ids.editor],
        adminB: () => [ids.adminB, ids.superadmin],
        editor: () => [ids.editor],
        superadmin: () => [ids.adminA, ids.member, ids.editor, ids.adminB, ids.superadmin],
        service: () => [ids.adminA, ids.member, ids.editor, ids.adminB, ids.superadmin],
      },
    },
    certificates: {
      column: 'user_id',
      expected: {
        anon: () => 'denied',
        member: () => [ids.member],
        adminA: () => [ids.member],
        adminB: () => [ids.adminB],
        editor: () => [],
        superadmin: () => [ids.member, ids.adminB],
        service: () => [ids.member, ids.adminB],
      },
    },
  };

  for (const [table, { column, expected }] of Object.entries(visible)) {
    selectTests(table, expected, { column, distinct: true });
  }

  it('no client writes them; training happens through the functions', async () => {
    const rows: Record<string, Record<string, unknown>> = {
      training_settings: { team_id: teamA, year_start_month: 3 },
      training_cycles: { team_id: teamA, starts_on: '2020-01-01', ends_on: '2021-01-01' },
      training_assignments: {
        team_id: teamA,
        course_id: course,
        audience: 'everyone',
        due_days: 1,
      },
      training_requirements: {
        team_id: teamA,
        user_id: ids.member,
        course_id: course,
        due_on: '2020-01-01',
      },
      training_reminders: {
        team_id: teamA,
        user_id: ids.member,
        kind: 'summary',
        occurrence: '2020-01-01',
      },
      certificates: {
        user_id: ids.member,
        team_id: teamA,
        course_id: course,
        member_name: 'Forged',
        course_title: 'Forged',
        team_name: 'Forged',
        issued_at: '2020-01-01T00:00:00Z',
      },
    };
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      for (const [table, row] of Object.entries(rows)) {
        expectDenied(await clients[actor].from(table).insert(row));
        expectDenied(
          await clients[actor].from(table).update({ team_id: teamB }).eq('team_id', teamA),
        );
        expectDenied(await clients[actor].from(table).delete().eq('team_id', teamA));
      }
      // The unsubscribe tokens live where the API does not reach.
      const tokens = await clients[actor]
        .schema('private' as 'public')
        .from('reminder_subscriptions')
        .select('token');
      expect(tokens.error, actor).not.toBeNull();
    }
    // Not even the service role writes a certificate: the database issues them.
    expectDenied(await clients.service.from('certificates').insert(rows['certificates']!));
  });
});

describe('billing tables (docs/decisions.md P1, docs/threat-model.md #40)', () => {
  beforeAll(async () => {
    await backend.db.query(
      `insert into private.team_billing (team_id, stripe_customer_id, status)
       values ($1, 'cus_rls_a', 'active'), ($2, 'cus_rls_b', 'active')`,
      [teamA, teamB],
    );
    await backend.db.query(
      `insert into private.stripe_events (id, type) values ('evt_rls', 'customer.subscription.updated')`,
    );
    await backend.db.query(
      `insert into private.billing_notices (team_id, kind, ref) values ($1, 'payment_failed', 'evt_rls')`,
      [teamA],
    );
  });

  it('no client reads or writes the billing state or the handled events (private schema)', async () => {
    for (const actor of ACTORS) {
      for (const table of ['team_billing', 'stripe_events', 'billing_notices']) {
        const privateTable = () => clients[actor].schema('private' as 'public').from(table);
        for (const result of [
          await privateTable().select('*'),
          await privateTable().insert({ id: 'evt_forged', team_id: teamA }),
          await privateTable().update({ status: 'active' }).eq('team_id', teamA),
          await privateTable().delete().eq('id', 'evt_rls'),
        ]) {
          expect(result.error, `${actor} on ${table}`).not.toBeNull();
          expect(result.status).toBeGreaterThanOrEqual(400);
        }
      }
    }
    const { rows } = await backend.db.query(
      `select (select count(*)::int from private.team_billing where team_id in ($1, $2)) as teams,
              (select count(*)::int from private.stripe_events where id = 'evt_rls') as events,
              (select count(*)::int from private.billing_notices where team_id = $1) as notices`,
      [teamA, teamB],
    );
    expect(rows[0]).toEqual({ teams: 2, events: 1, notices: 1 });
  });

  it('an admin reads their own team’s billing only; others are refused', async () => {
    const { data } = await clients.adminA.rpc('team_billing').throwOnError();
    expect(data).toEqual([
      expect.objectContaining({ team_id: teamA, stripe_customer_id: 'cus_rls_a' }),
    ]);
    for (const actor of ['anon', 'member', 'editor'] as const) {
      const { data: rows, error } = await clients[actor].rpc('team_billing');
      expect(error, actor).not.toBeNull();
      expect(rows, actor).toBeNull();
    }
  });

  it('only the service role calls the webhook’s functions', async () => {
    const planOf = async () =>
      (await backend.db.query('select plan_id from public.teams where id = $1', [teamA])).rows[0];
    const before = await planOf();
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      for (const [name, args] of [
        ['stripe_event_seen', { event_id: 'evt_rls' }],
        ['record_stripe_event', { event_id: 'evt_forged', event_type: 'x' }],
        ['team_of_stripe_customer', { customer: 'cus_rls_a' }],
        ['set_team_stripe_customer', { team: teamA, customer: 'cus_forged' }],
        // The billing emails' claims (their recipients are the team's admins).
        ['claim_billing_notice', { team: teamA, notice_kind: 'plan_ended', notice_ref: 'sub_x' }],
        [
          'release_billing_notice',
          { team: teamA, notice_kind: 'payment_failed', notice_ref: 'evt_rls' },
        ],
        ['claim_trial_reminders', { at: new Date().toISOString() }],
        [
          'apply_stripe_subscription',
          {
            team: teamA,
            customer: 'cus_forged',
            subscription: 'sub_forged',
            subscription_status: 'active',
            price: 'price_x',
            entitled_plan: 'enterprise',
            period_end: null,
            cancels_at_period_end: false,
          },
        ],
      ] as const) {
        expect((await clients[actor].rpc(name, args)).error, `${actor}: ${name}`).not.toBeNull();
      }
    }
    expect(await planOf()).toEqual(before);
    const { rows } = await backend.db.query(
      `select stripe_customer_id from private.team_billing where team_id = $1`,
      [teamA],
    );
    expect(rows).toEqual([{ stripe_customer_id: 'cus_rls_a' }]);
    const notices = await backend.db.query(
      `select kind, ref from private.billing_notices where team_id = $1`,
      [teamA],
    );
    expect(notices.rows).toEqual([{ kind: 'payment_failed', ref: 'evt_rls' }]);
  });
});

describe('two-factor enrolments (docs/threat-model.md #42)', () => {
  it('no client reads or writes the authenticators already logged (private schema)', async () => {
    const factor = '00000000-0000-4000-8000-0000000000f1';
    await backend.db.query(
      `insert into private.two_factor_enrolments (factor_id, user_id) values ($1, $2)`,
      [factor, ids.member],
    );
    for (const actor of ACTORS) {
      const enrolments = () =>
        clients[actor].schema('private' as 'public').from('two_factor_enrolments');
      for (const result of [
        await enrolments().select('*'),
        await enrolments().insert({ factor_id: crypto.randomUUID(), user_id: ids.member }),
        await enrolments().update({ user_id: ids.adminA }).eq('factor_id', factor),
        await enrolments().delete().eq('factor_id', factor),
      ]) {
        expect(result.error, actor).not.toBeNull();
        expect(result.status).toBeGreaterThanOrEqual(400);
      }
    }
    const { rows } = await backend.db.query(
      'select user_id from private.two_factor_enrolments where factor_id = $1',
      [factor],
    );
    expect(rows).toEqual([{ user_id: ids.member }]);
  });
});

describe('evidence files and Storage buckets (docs/decisions.md EF1, docs/threat-model.md #48, #49)', () => {
  const file = { a: '', b: '' };
  const path = { a: '', b: '' };
  const bytes = new TextEncoder().encode('%PDF-1.7 matrix');
  const digest = 'ab'.repeat(32);

  beforeAll(async () => {
    const attach = async (client: SupabaseClient) => {
      const run = (
        await client
          .rpc('start_checklist_run', { checklist: 'access-review-template' })
          .throwOnError()
      ).data as string;
      const key = (
        await client
          .rpc('begin_evidence_upload', {
            run,
            item: 'export-user-lists',
            file_name: 'matrix.pdf',
            mime_type: 'application/pdf',
            size_bytes: bytes.length,
            sha256: digest,
          })
          .throwOnError()
      ).data as string;
      const upload = await client.storage
        .from('evidence')
        .upload(key, bytes, { contentType: 'application/pdf' });
      expect(upload.error).toBeNull();
      const id = key.split('/').at(-1) as string;
      await client.rpc('attach_evidence_file', { file: id }).throwOnError();
      return { id, key };
    };
    ({ id: file.a, key: path.a } = await attach(clients.adminA));
    ({ id: file.b, key: path.b } = await attach(clients.adminB));
  });

  // A superadmin reads their own team's files as its admin, and no other team's.
  const visible: Record<Actor, () => string[] | 'denied'> = {
    anon: () => 'denied',
    member: () => [],
    adminA: () => [file.a],
    adminB: () => [file.b],
    editor: () => [],
    superadmin: () => [file.b],
    service: () => [file.a, file.b],
  };
  for (const actor of ACTORS) {
    it(`${actor} on evidence_files`, async () => {
      const result = await clients[actor].from('evidence_files').select('id');
      const expected = visible[actor]();
      if (expected === 'denied') return expectDenied(result);
      expect(result.error).toBeNull();
      expect(result.data!.map((row) => row.id).sort()).toEqual([...expected].sort());
    });

    it(`${actor} on storage bucket evidence: reads and lists only what evidence_files allows`, async () => {
      const expected = visible[actor]();
      const readable = expected === 'denied' ? [] : expected;
      for (const [id, key] of [
        [file.a, path.a],
        [file.b, path.b],
      ] as const) {
        const download = await clients[actor].storage.from('evidence').download(key);
        expect(download.error === null, `${actor} downloads ${key}`).toBe(readable.includes(id));
        const signed = await clients[actor].storage.from('evidence').createSignedUrl(key, 60);
        expect(signed.error === null, `${actor} signs ${key}`).toBe(readable.includes(id));
      }
      const listed = await clients[actor].storage.from('evidence').listV2({ prefix: '' });
      expect(listed.data?.objects.map((object) => object.name).sort()).toEqual(
        [
          ...(readable.includes(file.a) ? [path.a] : []),
          ...(readable.includes(file.b) ? [path.b] : []),
        ].sort(),
      );
    });

    it(`${actor} on storage buckets: only the service role sees or changes them`, async () => {
      const buckets = await clients[actor].storage.listBuckets();
      const isService = actor === 'service';
      expect(buckets.data?.some((bucket) => bucket.id === 'evidence')).toBe(isService);
      if (isService) return;
      const created = await clients[actor].storage.createBucket(`mine-${actor}`);
      expect(created.error).toMatchObject({ statusCode: '403' });
      const updated = await clients[actor].storage.updateBucket('evidence', { public: true });
      expect(updated.error).toMatchObject({ statusCode: '404' });
      const deleted = await clients[actor].storage.deleteBucket('evidence');
      expect(deleted.error).not.toBeNull();
    });
  }

  it('no client overwrites, plants or moves an evidence object, nor writes the records', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      const files = clients[actor].storage.from('evidence');
      for (const key of [path.a, path.b]) {
        const overwrite = await files.upload(key, new TextEncoder().encode('forged'), {
          contentType: 'application/pdf',
          upsert: true,
        });
        expect(overwrite.error, `${actor} overwrites ${key}`).not.toBeNull();
        const replacing = await files.createSignedUploadUrl(key, { upsert: true });
        expect(replacing.error, `${actor} gets a URL that replaces ${key}`).not.toBeNull();
        expect((await files.move(key, `${key}-moved`)).error, `${actor} moves`).not.toBeNull();
      }
      const planted = await files.upload(`${teamA}/planted.pdf`, bytes, {
        contentType: 'application/pdf',
      });
      expect(planted.error, `${actor} plants`).not.toBeNull();
      expectDenied(
        await clients[actor]
          .from('evidence_files')
          .update({ sha256: '0'.repeat(64) })
          .eq('id', file.a),
      );
      expectDenied(await clients[actor].from('evidence_files').delete().eq('id', file.a));
    }
    // Admin B removes nothing of team A's.
    expect((await clients.adminB.storage.from('evidence').remove([path.a])).data).toEqual([]);
    const { data } = await clients.service
      .from('evidence_files')
      .select('sha256')
      .eq('id', file.a)
      .throwOnError();
    expect(data).toEqual([{ sha256: digest }]);
  });
});

describe('two-factor recovery codes (docs/decisions.md TF1, docs/threat-model.md #44)', () => {
  it('no client reads or writes the hashes (private schema); only the functions do', async () => {
    await backend.db.query(
      `insert into private.mfa_recovery_codes (user_id, code_hash) values ($1, 'hash-rls')`,
      [ids.member],
    );
    for (const actor of ACTORS) {
      const codes = () => clients[actor].schema('private' as 'public').from('mfa_recovery_codes');
      for (const result of [
        await codes().select('*'),
        await codes().insert({
          user_id: ids[actor === 'anon' || actor === 'service' ? 'member' : actor],
          code_hash: 'forged',
        }),
        await codes().update({ used_at: null }).eq('user_id', ids.member),
        await codes().delete().eq('user_id', ids.member),
      ]) {
        expect(result.error, actor).not.toBeNull();
        expect(result.status).toBeGreaterThanOrEqual(400);
      }
    }
    const { rows } = await backend.db.query(
      `select user_id, code_hash, used_at from private.mfa_recovery_codes where user_id = $1`,
      [ids.member],
    );
    expect(rows).toEqual([{ user_id: ids.member, code_hash: 'hash-rls', used_at: null }]);
  });
});

describe('single sign-on tables (docs/decisions.md SSO1, docs/threat-model.md #46)', () => {
  beforeAll(async () => {
    await backend.db.query(
      `insert into private.team_sso (team_id, provider_id, entity_id, status)
       values ($1, gen_random_uuid(), 'https://idp.a.test', 'tested')`,
      [teamA],
    );
    await backend.db.query(
      `insert into private.team_sso_domains (team_id, domain, verified_at, verified_by)
       values ($1, 'a-rls.test', now(), 'dns'), ($2, 'b-rls.test', null, null)`,
      [teamA, teamB],
    );
  });

  it('no client reads or writes the teams’ SSO settings or domains (private schema)', async () => {
    for (const actor of ACTORS) {
      for (const table of ['team_sso', 'team_sso_domains']) {
        const privateTable = () => clients[actor].schema('private' as 'public').from(table);
        for (const result of [
          await privateTable().select('*'),
          await privateTable().insert({ team_id: teamB, domain: 'a-rls.test' }),
          await privateTable()
            .update({ verified_at: new Date().toISOString() })
            .eq('team_id', teamB),
          await privateTable().delete().eq('team_id', teamA),
        ]) {
          expect(result.error, `${actor} on ${table}`).not.toBeNull();
          expect(result.status).toBeGreaterThanOrEqual(400);
        }
      }
    }
    const { rows } = await backend.db.query(
      `select (select count(*)::int from private.team_sso where team_id = $1) as settings,
              (select count(*)::int from private.team_sso_domains where verified_at is not null)
                as verified`,
      [teamA],
    );
    expect(rows[0]).toEqual({ settings: 1, verified: 1 });
  });

  it('only the service role marks domains verified, stores codes or records providers', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      for (const [name, args] of [
        ['sso_mark_domain_verified', { team: teamB, domain: 'b-rls.test', method: 'dns' }],
        [
          'sso_store_domain_code',
          { team: teamB, domain: 'b-rls.test', sent_to: 'x@b-rls.test', code_hash: 'x' },
        ],
        [
          'sso_record_provider',
          { team: teamB, provider: teamB, entity: 'https://forged.test', metadata: null },
        ],
        ['sso_access_token_hook', { event: { user_id: ids.member } }],
      ] as const) {
        const { error } = await clients[actor].rpc(name, args);
        expect(error, `${actor} calling ${name}`).not.toBeNull();
      }
    }
    const { rows } = await backend.db.query(
      `select verified_at from private.team_sso_domains where domain = 'b-rls.test'`,
    );
    expect(rows).toEqual([{ verified_at: null }]);
  });

  it('the SSO settings of a team are its admins’ only', async () => {
    const { rows: before } = await backend.db.query<{ plan_id: string; trial_plan_id: string }>(
      'select plan_id, trial_plan_id from public.teams where id = $1',
      [teamA],
    );
    await backend.db.query(
      `update public.teams set plan_id = 'enterprise', trial_plan_id = null where id = $1`,
      [teamA],
    );
    try {
      const { data } = await clients.adminA.rpc('team_sso_settings').throwOnError();
      expect(data).toMatchObject({ team_id: teamA, status: 'tested' });
      for (const actor of ['anon', 'member', 'editor'] as const) {
        const { data: settings, error } = await clients[actor].rpc('team_sso_settings');
        expect(error, actor).not.toBeNull();
        expect(settings, actor).toBeNull();
      }
      // Team B's admins read at most team B's (refused unless it is on Enterprise).
      for (const actor of ['adminB', 'superadmin'] as const) {
        const { data: other } = await clients[actor].rpc('team_sso_settings');
        expect((other as { team_id?: string } | null)?.team_id ?? teamB, actor).toBe(teamB);
      }
    } finally {
      await backend.db.query(
        'update public.teams set plan_id = $2, trial_plan_id = $3 where id = $1',
        [teamA, before[0]!.plan_id, before[0]!.trial_plan_id],
      );
    }
  });
});

describe('risk register (docs/decisions.md RR1, docs/threat-model.md #50)', () => {
  const risk = { A: '', B: '' };
  let assessmentA = '';
  const newRisk = (team: string, title: string) => ({
    team_id: team,
    title,
    category: 'Access and identity',
    inherent_likelihood: 3,
    inherent_impact: 4,
  });

  beforeAll(async () => {
    const a = await clients.adminA
      .from('risks')
      .insert({ ...newRisk(teamA, 'Risk A'), owner_id: ids.member })
      .select('id')
      .single()
      .throwOnError();
    const b = await clients.adminB
      .from('risks')
      .insert(newRisk(teamB, 'Risk B'))
      .select('id')
      .single()
      .throwOnError();
    risk.A = a.data!.id;
    risk.B = b.data!.id;
    const assessment = await clients.adminA
      .from('risk_assessments')
      .insert({ team_id: teamA, approval_reason: 'Yearly' })
      .select('id')
      .single()
      .throwOnError();
    assessmentA = assessment.data!.id;
  });

  it('each actor reads only what the rules give it', async () => {
    // The operator's superadmin administers every team, as everywhere else in this matrix.
    const expected: Record<string, Record<Actor, string[] | 'denied'>> = {
      risks: {
        anon: 'denied',
        member: [risk.A],
        adminA: [risk.A],
        adminB: [risk.B],
        editor: [],
        superadmin: [risk.A, risk.B],
        service: [risk.A, risk.B],
      },
      risk_assessments: {
        anon: 'denied',
        member: [],
        adminA: [assessmentA],
        adminB: [],
        editor: [],
        superadmin: [assessmentA],
        service: [assessmentA],
      },
      risk_matrices: {
        anon: 'denied',
        member: [],
        adminA: [teamA],
        adminB: [teamB],
        editor: [],
        superadmin: [teamA, teamB],
        service: [teamA, teamB],
      },
    };
    for (const [table, byActor] of Object.entries(expected)) {
      const column = table === 'risk_matrices' ? 'team_id' : 'id';
      for (const actor of ACTORS) {
        const result = await clients[actor].from(table).select(column);
        const want = byActor[actor];
        if (want === 'denied') {
          expect(result.error?.code, `${actor} on ${table}`).toBe('42501');
        } else {
          const got = (result.data as unknown as Record<string, string>[] | null)?.map(
            (row) => row[column],
          );
          expect(got?.sort(), `${actor} on ${table}`).toEqual([...want].sort());
        }
      }
    }
    // The library is the same for everyone signed in.
    for (const actor of ACTORS.filter((actor) => actor !== 'anon')) {
      const { data } = await clients[actor].from('risk_library').select('id');
      expect(data?.length, actor).toBeGreaterThanOrEqual(25);
    }
    expectDenied(await clients.anon.from('risk_library').select('id'));
  });

  it('only the team’s admins write its register; nobody rewrites an assessment', async () => {
    for (const actor of ['anon', 'member', 'editor', 'adminB'] as const) {
      const insert = await clients[actor].from('risks').insert(newRisk(teamA, 'Planted'));
      expect(insert.error?.code, actor).toBe('42501');
      const publish = await clients[actor]
        .from('risk_assessments')
        .insert({ team_id: teamA, approval_reason: 'Planted' });
      expect(publish.error?.code, actor).toBe('42501');
      const matrix = await clients[actor].from('risk_matrices').insert({ team_id: teamA });
      expect(matrix.error?.code, actor).toBe('42501');
      await expectCannotRewrite(actor, 'risks', { id: risk.A }, { title: 'Changed' });
    }
    for (const actor of ACTORS) {
      const rewrite = { approval_reason: 'Rewritten' };
      await expectCannotRewrite(actor, 'risk_assessments', { id: assessmentA }, rewrite);
    }
    const { rows } = await backend.db.query(
      `select (select title from public.risks where id = $1) as title,
              (select approval_reason from public.risk_assessments where id = $2) as reason`,
      [risk.A, assessmentA],
    );
    expect(rows).toEqual([{ title: 'Risk A', reason: 'Yearly' }]);
  });
});

describe('vendors (docs/decisions.md VN1, docs/threat-model.md #51)', () => {
  let vendorA = '';
  let documentA = '';
  let reviewA = '';

  beforeAll(async () => {
    const { data: vendor } = await clients.adminA
      .from('vendors')
      .insert({ team_id: teamA, name: 'Cloud A', criticality: 'low', subprocessor: true })
      .select('id')
      .single()
      .throwOnError();
    vendorA = vendor!.id;
    const { data: document } = await clients.adminA
      .from('vendor_documents')
      .insert({
        team_id: teamA,
        vendor_id: vendorA,
        kind: 'soc2',
        title: 'SOC 2',
        url: 'https://example.com/soc2.pdf',
      })
      .select('id')
      .single()
      .throwOnError();
    documentA = document!.id;
    reviewA = await approveVendor(clients.adminA, teamA, vendorA);
  });

  it('each actor reads only what the rules give it', async () => {
    await expectReads('vendors', 'id', teamAdminsRead(vendorA));
    await expectReads('vendor_documents', 'id', teamAdminsRead(documentA));
    await expectReads('vendor_reviews', 'id', teamAdminsRead(reviewA));
    for (const actor of ACTORS) {
      const questions = await clients[actor].from('vendor_questions').select('id');
      if (actor === 'anon') expectDenied(questions);
      else expect(questions.data?.length, actor).toBe(20);
      const notices = () => clients[actor].schema('private' as 'public').from('vendor_notices');
      expect((await notices().select('*')).error, actor).not.toBeNull();
    }
  });

  it('only the team’s admins write; nobody rewrites a review', async () => {
    for (const actor of ['anon', 'member', 'editor', 'adminB'] as const) {
      expectDenied(await clients[actor].from('vendors').insert({ team_id: teamA, name: 'X' }));
      await expectCannotRewrite(actor, 'vendors', { id: vendorA }, { name: 'Changed' });
      await expectCannotRewrite(actor, 'vendor_documents', { id: documentA });
    }
    for (const actor of ACTORS) {
      await expectCannotRewrite(
        actor,
        'vendor_reviews',
        { id: reviewA },
        { conclusion: 'rejected' },
      );
    }
    const { rows } = await backend.db.query(
      `select (select name from public.vendors where id = $1) as name,
              (select conclusion from public.vendor_reviews where id = $2) as conclusion`,
      [vendorA, reviewA],
    );
    expect(rows).toEqual([{ name: 'Cloud A', conclusion: 'approved' }]);
  });
});

describe('assets (docs/decisions.md AS1)', () => {
  let assetA = '';
  beforeAll(async () => {
    const { data } = await clients.adminA
      .from('assets')
      .insert({ team_id: teamA, name: 'Prod DB', type: 'database', classification: 'Restricted' })
      .select('id')
      .single()
      .throwOnError();
    assetA = data!.id;
  });

  it('only the team’s admins (and the operator) read and write its assets', async () => {
    await expectReads('assets', 'id', teamAdminsRead(assetA));
    for (const actor of ['anon', 'member', 'editor', 'adminB'] as const) {
      expectDenied(
        await clients[actor].from('assets').insert({ team_id: teamA, name: 'X', type: 'laptop' }),
      );
      await expectCannotRewrite(actor, 'assets', { id: assetA }, { name: 'Y' });
    }
    const { rows } = await backend.db.query('select name from public.assets where id = $1', [
      assetA,
    ]);
    expect(rows).toEqual([{ name: 'Prod DB' }]);
  });
});

describe('support requests (docs/decisions.md SU1, docs/threat-model.md #70)', () => {
  let requestA = '';
  beforeAll(async () => {
    const { data } = await clients.member.rpc('submit_support_request', {
      kind: 'help',
      subject: 'Where is my training?',
      message: 'I cannot find it.',
      page: '/library',
    });
    requestA = (data as { reference: string }[])[0]!.reference;
  });

  it('the person and their team’s admins (and superadmins, the operator) read a request; nobody writes one', async () => {
    await expectReads('support_requests', 'reference', {
      ...teamAdminsRead(requestA),
      member: [requestA],
    });
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(
        await clients[actor].from('support_requests').insert({
          reference: 'SR-0123456789',
          team_id: teamA,
          plan_id: 'enterprise',
          kind: 'help',
          subject: 'Forged',
          message: 'Forged',
          page: '/',
        }),
      );
      const change = { subject: 'Changed' };
      await expectCannotRewrite(actor, 'support_requests', { reference: requestA }, change);
      // The success manager's address is the operator's to set and read.
      expectDenied(await clients[actor].from('teams').select('success_manager_email'));
    }
    const { rows } = await backend.db.query(
      'select subject from public.support_requests where reference = $1',
      [requestA],
    );
    expect(rows).toEqual([{ subject: 'Where is my training?' }]);
  });
});

describe('trust page (docs/decisions.md TR1, docs/threat-model.md #75, #78)', () => {
  let requestA = '';
  let unconfirmedA = '';
  beforeAll(async () => {
    await clients.adminA
      .rpc('save_trust_page', {
        slug: 'team-a-trust',
        overview: 'Overview',
        frameworks: [],
        control_areas: [],
        show_control_figures: true,
        subprocessors: [],
        security_contact: '',
        nda_text: 'Keep it secret.',
        auto_approve_domains: [],
      })
      .throwOnError();
    const { rows: doc } = await backend.db.query<{ id: string }>(
      `insert into public.trust_documents (team_id, kind, title, access)
       values ($1, 'evidence_pack', 'Evidence pack', 'request') returning id`,
      [teamA],
    );
    const { rows } = await backend.db.query<{ id: string; status: string }>(
      `insert into public.trust_access_requests
         (team_id, document_id, name, email, company, nda_hash, confirm_token_hash, status,
          email_confirmed_at)
       select $1, $2, 'Pat', 'pat@prospect.example', 'Prospect', p.nda_hash, md5(s::text) || md5(s::text),
              case when s = 1 then 'pending' else 'unconfirmed' end,
              case when s = 1 then now() end
         from public.trust_pages p, generate_series(1, 2) s where p.team_id = $1
       returning id, status`,
      [teamA, doc[0]!.id],
    );
    requestA = rows.find((row) => row.status === 'pending')!.id;
    unconfirmedA = rows.find((row) => row.status === 'unconfirmed')!.id;
  });

  // An unconfirmed request is nobody's to see but the service role's.
  selectTests('trust_access_requests', {
    anon: () => 'denied',
    member: () => [],
    adminA: () => [requestA],
    adminB: () => [],
    editor: () => [],
    superadmin: () => [requestA],
    service: () => [requestA, unconfirmedA],
  });

  it('only the team’s admins (and the operator) read it; nobody writes directly', async () => {
    for (const table of ['trust_pages', 'trust_nda_versions', 'trust_documents'])
      await expectReads(table, 'team_id', teamAdminsRead(teamA));
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(
        await clients[actor]
          .from('trust_pages')
          .insert({ team_id: teamB, slug: 'forged-page', nda_hash: '0'.repeat(64) }),
      );
      for (const result of [
        await clients[actor]
          .from('trust_pages')
          .update({ published: true })
          .eq('team_id', teamA)
          .select('team_id'),
        await clients[actor]
          .from('trust_access_requests')
          .update({ status: 'approved' })
          .eq('id', requestA)
          .select('id'),
        await clients[actor].from('trust_documents').delete().eq('team_id', teamA).select('id'),
      ])
        expectUnchanged(result, actor);
      // The confirmation token's hash is nobody's to read.
      expectDenied(await clients[actor].from('trust_access_requests').select('confirm_token_hash'));
    }
    const { rows } = await backend.db.query(
      'select p.published, r.status from public.trust_pages p, public.trust_access_requests r where p.team_id = $1 and r.id = $2',
      [teamA, requestA],
    );
    expect(rows).toEqual([{ published: false, status: 'pending' }]);
  });
});

describe('Statement of Applicability (docs/decisions.md SA1)', () => {
  beforeAll(async () => {
    await clients.adminA
      .from('soa_entries')
      .insert({ team_id: teamA, control_id: 'A.5.1', status: 'implemented' })
      .throwOnError();
  });

  it('only the team’s admins (and the operator) read and write its statement', async () => {
    await expectReads('soa_entries', 'team_id', teamAdminsRead(teamA));
    // Team A has approved no version: anon is refused, everyone else reads none.
    await expectReads('soa_versions', 'team_id', {
      ...teamAdminsRead(''),
      adminA: [],
      superadmin: [],
      service: [],
    });
    for (const actor of ['anon', 'member', 'editor', 'adminB'] as const) {
      expectDenied(
        await clients[actor].from('soa_entries').insert({ team_id: teamA, control_id: 'A.5.2' }),
      );
      expectDenied(
        await clients[actor]
          .from('soa_versions')
          .insert({ team_id: teamA, approval_reason: 'Planted' }),
      );
      expectUnchanged(
        await clients[actor]
          .from('soa_entries')
          .update({ status: 'not_started' })
          .eq('team_id', teamA)
          .select('team_id'),
        actor,
      );
    }
    const { rows } = await backend.db.query(
      `select status from public.soa_entries where team_id = $1 and control_id = 'A.5.1'`,
      [teamA],
    );
    expect(rows).toEqual([{ status: 'implemented' }]);
  });
});

describe('system description (docs/decisions.md SD1, docs/threat-model.md #55)', () => {
  beforeAll(async () => {
    await clients.adminA
      .from('system_descriptions')
      .insert({ team_id: teamA, services: 'Payroll SaaS' })
      .throwOnError();
    await clients.adminA
      .from('system_description_versions')
      .insert({ team_id: teamA, approval_reason: 'First' })
      .throwOnError();
  });

  it('only the team’s admins (and the operator) read and write its description', async () => {
    for (const table of ['system_descriptions', 'system_description_versions']) {
      await expectReads(table, 'team_id', teamAdminsRead(teamA), { team_id: teamA });
    }
    for (const actor of ['anon', 'member', 'editor', 'adminB'] as const) {
      expectDenied(
        await clients[actor]
          .from('system_descriptions')
          .upsert({ team_id: teamA, services: 'Planted' }),
      );
      expectDenied(
        await clients[actor]
          .from('system_description_versions')
          .insert({ team_id: teamA, approval_reason: 'Planted' }),
      );
      expectUnchanged(
        await clients[actor]
          .from('system_descriptions')
          .update({ services: 'Planted' })
          .eq('team_id', teamA)
          .select('team_id'),
        actor,
      );
    }
    for (const actor of ACTORS) {
      const rewrite = { approval_reason: 'Rewritten' };
      await expectCannotRewrite(actor, 'system_description_versions', { team_id: teamA }, rewrite);
    }
    const { rows } = await backend.db.query(
      `select d.services, v.approval_reason from public.system_descriptions d
         join public.system_description_versions v using (team_id) where d.team_id = $1`,
      [teamA],
    );
    expect(rows).toEqual([{ services: 'Payroll SaaS', approval_reason: 'First' }]);
  });
});

describe('integrations (docs/decisions.md IN1, docs/threat-model.md #57, #58, #59)', () => {
  const connection = crypto.randomUUID();
  const tables = [
    'integration_connections',
    'integration_runs',
    'integration_tasks',
    'access_review_accounts',
  ] as const;

  beforeAll(async () => {
    await backend.db.query(
      `insert into public.integration_connections (id, team_id, source, account, credentials)
       values ($1, $2, 'github', 'acme', 'v1:aXY:c2VhbGVk:dGFn')`,
      [connection, teamA],
    );
    await clients.service
      .rpc('record_integration_run', {
        connection,
        at: new Date().toISOString(),
        outcomes: [
          {
            test: 'org_two_factor',
            title: 'Organisation requires two-factor authentication',
            controls: ['CC6.1'],
            result: 'fail',
            summary: 'No',
            resources: [],
            evidence: [{ request: 'GET /orgs/acme', status: 200, response: {} }],
          },
        ],
      })
      .throwOnError();
    // The team's open access review (its newest run): a closed run's review stays as it was
    // (docs/threat-model.md #84).
    const { rows } = await backend.db.query<{ id: string }>(
      `select id from public.checklist_runs
       where team_id = $1 and checklist_id = 'access-review-template'
       order by period_start desc limit 1`,
      [teamA],
    );
    const run =
      rows[0]?.id ??
      (
        await backend.db.query<{ id: string }>(
          `insert into public.checklist_runs (team_id, checklist_id, period_start)
           values ($1, 'access-review-template', '2001-01-01') returning id`,
          [teamA],
        )
      ).rows[0]!.id;
    await clients.service
      .rpc('record_access_review_accounts', {
        run,
        connection,
        accounts: [{ id: '1', name: 'octocat', email: null, admin: true, suspended: false }],
        evidence: [],
        at: new Date().toISOString(),
      })
      .throwOnError();
  });

  it('only the team’s admins (and the operator) read its connections, runs and tasks', async () => {
    for (const table of tables) {
      await expectReads(table, 'team_id', teamAdminsRead(teamA), { team_id: teamA });
    }
  });

  it('no signed-in client reads the sealed credentials, not even the team’s admin', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(await clients[actor].from('integration_connections').select('credentials'));
    }
  });

  it('no client plants, changes or removes a connection or a run; tasks change only by admins', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      expectDenied(
        await clients[actor].from('integration_connections').insert({
          team_id: teamA,
          source: 'aws',
          account: 'planted',
          credentials: 'v1:a:b:c',
        }),
      );
      expectDenied(
        await clients[actor].from('integration_runs').insert({
          team_id: teamA,
          connection_id: connection,
          run_id: connection,
          source: 'github',
          account: 'acme',
          test: 'org_two_factor',
          title: 'Planted',
          result: 'pass',
          summary: 'Planted',
        }),
      );
      for (const table of tables) await expectCannotRewrite(actor, table, { team_id: teamA });
      expectUnchanged(
        await clients[actor]
          .from('integration_runs')
          .update({ result: 'pass' })
          .eq('team_id', teamA)
          .select('id'),
        actor,
      );
    }
    for (const actor of ['anon', 'member', 'editor', 'adminB'] as const) {
      for (const update of [
        await clients[actor]
          .from('integration_tasks')
          .update({ due_on: '2099-01-01' })
          .eq('team_id', teamA)
          .select('id'),
        await clients[actor]
          .from('access_review_accounts')
          .update({ decision: 'remove' })
          .eq('team_id', teamA)
          .select('id'),
      ]) {
        expectUnchanged(update, actor);
      }
    }
    // What the provider listed is not rewritten, not even by the team's admin.
    expectDenied(
      await clients.adminA
        .from('access_review_accounts')
        .update({ name: 'planted' })
        .eq('team_id', teamA),
    );
    // The team's admin reassigns the task and moves its date; nothing else of it.
    await clients.adminA
      .from('integration_tasks')
      .update({ due_on: '2030-01-31', owner_id: ids.member })
      .eq('team_id', teamA)
      .throwOnError();
    expectDenied(
      await clients.adminA
        .from('integration_tasks')
        .update({ closed_at: new Date().toISOString(), closed_reason: 'passed' })
        .eq('team_id', teamA),
    );
    const { rows } = await backend.db.query(
      `select (select count(*)::int from public.integration_connections where team_id = $1) as connections,
              (select count(*)::int from public.integration_runs where team_id = $1 and result = 'fail') as runs,
              (select due_on::text from public.integration_tasks where team_id = $1 and closed_at is null) as due`,
      [teamA],
    );
    expect(rows).toEqual([{ connections: 1, runs: 1, due: '2030-01-31' }]);
  });
});

describe('course media bucket (docs/decisions.md CM1, docs/threat-model.md #52)', () => {
  const bytes = new TextEncoder().encode('WEBVTT\n');
  const key = { shown: '', beyondStarter: '', draft: '', unused: '' };

  beforeAll(async () => {
    // Team A on Starter (its first three courses), team B on Enterprise (every course).
    await backend.db.query(
      `update public.teams set trial_plan_id = null, trial_ends_at = null,
         plan_id = case id when $1 then 'starter' else 'enterprise' end
       where id in ($1, $2)`,
      [teamA, teamB],
    );
    const media = clients.editor.storage.from('course-media');
    for (const name of Object.keys(key) as (keyof typeof key)[]) {
      key[name] = `captions/${crypto.randomUUID()}`;
      expect((await media.upload(key[name], bytes, { contentType: 'text/vtt' })).error).toBeNull();
    }
    await clients.editor
      .from('videos')
      .insert([
        { title: 'Media first', duration: '1:00', is_published: true, order_index: -3_000_000 },
        { title: 'Media second', duration: '1:00', is_published: true, order_index: -2_000_000 },
        {
          title: 'Media shown',
          duration: '1:00',
          is_published: true,
          order_index: -1_000_000,
          captions_object: key.shown,
        },
        {
          title: 'Media beyond Starter',
          duration: '1:00',
          is_published: true,
          order_index: 2_000_000_000,
          captions_object: key.beyondStarter,
        },
        { title: 'Media draft', is_published: false, order_index: 0, captions_object: key.draft },
      ])
      .throwOnError();
  });

  const readable: Record<Actor, (keyof typeof key)[]> = {
    anon: [],
    member: ['shown'],
    adminA: ['shown'],
    adminB: ['shown', 'beyondStarter'],
    editor: ['shown', 'beyondStarter', 'draft', 'unused'],
    superadmin: ['shown', 'beyondStarter', 'draft', 'unused'],
    service: ['shown', 'beyondStarter', 'draft', 'unused'],
  };
  const writers: Actor[] = ['editor', 'superadmin', 'service'];

  for (const actor of ACTORS) {
    it(`${actor} on storage bucket course-media: reads what the videos table shows them`, async () => {
      const media = clients[actor].storage.from('course-media');
      for (const name of Object.keys(key) as (keyof typeof key)[]) {
        const expected = readable[actor].includes(name);
        expect((await media.download(key[name])).error === null, `${actor} reads ${name}`).toBe(
          expected,
        );
        expect(
          (await media.createSignedUrl(key[name], 60)).error === null,
          `${actor} signs ${name}`,
        ).toBe(expected);
      }
    });

    it(`${actor} on storage bucket course-media: writes only as an editor, never overwrites`, async () => {
      const media = clients[actor].storage.from('course-media');
      const fresh = `thumbnail/${crypto.randomUUID()}`;
      const upload = await media.upload(fresh, bytes, { contentType: 'image/png' });
      expect(upload.error === null, `${actor} uploads`).toBe(writers.includes(actor));
      const outside = await media.upload(`elsewhere/${crypto.randomUUID()}`, bytes, {
        contentType: 'image/png',
      });
      expect(outside.error === null, `${actor} writes outside the folders`).toBe(
        actor === 'service',
      );
      if (actor === 'service') return;
      const overwrite = await media.upload(key.shown, bytes, {
        contentType: 'text/vtt',
        upsert: true,
      });
      expect(overwrite.error, `${actor} overwrites`).not.toBeNull();
      const replacing = await media.createSignedUploadUrl(key.shown, { upsert: true });
      expect(replacing.error, `${actor} gets a URL that replaces`).not.toBeNull();
      expect((await media.move(key.shown, `${key.shown}-moved`)).error).not.toBeNull();
      // Nobody removes an object a video names.
      expect((await media.remove([key.shown])).data ?? []).toEqual([]);
      expect((await clients.service.storage.from('course-media').exists(key.shown)).data).toBe(
        true,
      );
      if (writers.includes(actor)) {
        expect((await media.remove([fresh])).data?.map((object) => object.name)).toEqual([fresh]);
      }
    });
  }
});

describe('imported policy files in Storage (docs/decisions.md PI1, docs/threat-model.md #53)', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const bytes = new TextEncoder().encode('PK matrix docx');
  const path = { a: '', b: '', pendingA: '' };

  beforeAll(async () => {
    const importPolicy = async (client: SupabaseClient) => {
      const { data } = await client
        .rpc('import_policy', {
          document: {
            title: 'Imported',
            sections: [{ title: 'One', blocks: [{ type: 'paragraph', text: 'Text' }] }],
          },
          file_name: 'imported.docx',
          size_bytes: bytes.length,
          sha256: 'cd'.repeat(32),
          policy_owner: 'CTO',
          approver: 'CEO',
          effective_on: '2026-12-01',
        })
        .single()
        .throwOnError();
      return (data as { object_path: string }).object_path;
    };
    path.a = await importPolicy(clients.adminA);
    path.b = await importPolicy(clients.adminB);
    path.pendingA = await importPolicy(clients.adminA);
    for (const [client, key] of [
      [clients.adminA, path.a],
      [clients.adminB, path.b],
    ] as const) {
      const upload = await client.storage
        .from('policy-imports')
        .upload(key, bytes, { contentType: DOCX });
      expect(upload.error).toBeNull();
    }
  });

  // The team's admins only: a superadmin reads their own team's (B) as its admin, no other's.
  const readable: Record<Actor, () => string[]> = {
    anon: () => [],
    member: () => [],
    adminA: () => [path.a],
    adminB: () => [path.b],
    editor: () => [],
    superadmin: () => [path.b],
    service: () => [path.a, path.b],
  };
  for (const actor of ACTORS) {
    it(`${actor} on storage bucket policy-imports: reads and lists only its own team's, as admin`, async () => {
      const files = clients[actor].storage.from('policy-imports');
      for (const key of [path.a, path.b]) {
        const allowed = readable[actor]().includes(key);
        expect((await files.download(key)).error === null, `${actor} downloads ${key}`).toBe(
          allowed,
        );
        expect((await files.createSignedUrl(key, 60)).error === null, `${actor} signs ${key}`).toBe(
          allowed,
        );
      }
      const listed = await files.listV2({ prefix: '' });
      expect(listed.data?.objects.map((object) => object.name).sort() ?? []).toEqual(
        readable[actor]().sort(),
      );
    });
  }

  it('no client overwrites, plants, moves or removes an imported file; only its admins upload it', async () => {
    for (const actor of ACTORS.filter((actor) => actor !== 'service')) {
      const files = clients[actor].storage.from('policy-imports');
      for (const key of [path.a, path.b]) {
        const overwrite = await files.upload(key, new TextEncoder().encode('forged'), {
          contentType: DOCX,
          upsert: true,
        });
        expect(overwrite.error, `${actor} overwrites ${key}`).not.toBeNull();
        const replacing = await files.createSignedUploadUrl(key, { upsert: true });
        expect(replacing.error, `${actor} gets a URL that replaces ${key}`).not.toBeNull();
        expect((await files.move(key, `${key}-moved`)).error, `${actor} moves`).not.toBeNull();
        expect((await files.remove([key])).data ?? [], `${actor} removes`).toEqual([]);
      }
      const planted = await files.upload(`${teamA}/planted/original.docx`, bytes, {
        contentType: DOCX,
      });
      expect(planted.error, `${actor} plants`).not.toBeNull();
      if (actor === 'adminA') continue;
      // Team A's registered key, not yet uploaded: nobody but team A's admins fills it.
      const pending = await files.upload(path.pendingA, bytes, { contentType: DOCX });
      expect(pending.error, `${actor} fills team A's pending key`).not.toBeNull();
    }
    const own = await clients.adminA.storage
      .from('policy-imports')
      .upload(path.pendingA, bytes, { contentType: DOCX });
    expect(own.error).toBeNull();
    for (const key of [path.a, path.b]) {
      const { data } = await clients.service.storage.from('policy-imports').download(key);
      expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
    }
  });
});

describe('team API keys (docs/decisions.md AK1, docs/threat-model.md #63)', () => {
  let keyA = '';
  beforeAll(async () => {
    await backend.db.query(
      `update public.teams set plan_id = 'enterprise', trial_plan_id = null where id = $1`,
      [teamA],
    );
    keyA = (
      await clients.adminA.rpc('create_api_key', { name: 'RLS', scope: 'read' }).throwOnError()
    ).data as string;
  });

  it('no client reads or writes the keys or their addresses (private schema)', async () => {
    for (const actor of ACTORS) {
      for (const table of ['api_keys', 'api_key_addresses']) {
        const privateTable = () => clients[actor].schema('private' as 'public').from(table);
        for (const result of [
          await privateTable().select('*'),
          await privateTable().insert({ team_id: teamB, name: 'forged', scope: 'read_write' }),
          await privateTable().update({ revoked_at: null }).eq('team_id', teamA),
          await privateTable().delete().eq('team_id', teamA),
        ]) {
          expect(result.error, `${actor} on ${table}`).not.toBeNull();
          expect(result.status).toBeGreaterThanOrEqual(400);
        }
      }
    }
    const { rows } = await backend.db.query(
      'select count(*)::int as count from private.api_keys where team_id = $1',
      [teamA],
    );
    expect(rows[0]).toEqual({ count: 1 });
  });

  it('only the team’s admins create, list and revoke its keys', async () => {
    const { rows: before } = await backend.db.query<{ id: string }>(
      'select id from private.api_keys where team_id = $1',
      [teamA],
    );
    for (const actor of ACTORS.filter((actor) => actor !== 'adminA')) {
      // Team B's admins (and its superadmin) act on team B's keys at most.
      const created = await clients[actor].rpc('create_api_key', { name: 'x', scope: 'read' });
      if (!['adminB', 'superadmin'].includes(actor)) expect(created.error, actor).not.toBeNull();
      const listed = await clients[actor].rpc('team_api_keys');
      expect(JSON.stringify(listed.data ?? []), actor).not.toContain('"RLS"');
      await clients[actor].rpc('revoke_api_key', { key: before[0]!.id });
    }
    const { rows } = await backend.db.query(
      'select name, revoked_at from private.api_keys where team_id = $1',
      [teamA],
    );
    expect(rows).toEqual([{ name: 'RLS', revoked_at: null }]);
    const { data } = await clients.adminA.rpc('team_api_keys').throwOnError();
    expect(data).toHaveLength(1);
  });

  it('a key reads through the API functions only its own team, and no actor calls them', async () => {
    for (const actor of ACTORS) {
      const { data, error } = await clients[actor].rpc('api_v1_members', {
        after: null,
        max_rows: 50,
      });
      // The service role (the API's own) without a key: the policies pass no row.
      if (actor === 'service') expect(data, actor).toEqual([]);
      else expect(error?.code, actor).toBe('42501');
    }
    // The API's own call: the service role may execute them, and they run as api_client.
    const withKey = await fetch(`${backend.url}/rest/v1/rpc/api_v1_members`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
        'content-type': 'application/json',
        'x-complyready-api-key': keyA,
      },
      body: JSON.stringify({ after: null, max_rows: 50 }),
    });
    const members = (await withKey.json()) as { id: string }[];
    expect(members.map((member) => member.id).sort()).toEqual(
      [ids.adminA, ids.member, ids.editor].sort(),
    );
  });
});
