// Running a team (docs/decisions.md P1, A1): deactivating, reactivating, removing, promoting and
// demoting members, ownership, leaving and deleting a team, plans and the audit log. Every rule
// lives in the database, so these tests go through the real API as each kind of caller.
import { describe, expect, it } from 'vitest';
import { AUDIT_EVENT_KINDS } from '../shared/audit-events';
import {
  createMember,
  createTeamAdmin,
  expectNoWrite,
  setRole,
  useTestBackend,
  TEST_PASSWORD,
  openResetLink,
} from './testing';

const backend = useTestBackend();

async function auditKinds(teamId: string) {
  const { rows } = await backend.db.query<{ kind: string; actor_name: string }>(
    'select kind, actor_name from public.audit_events where team_id = $1 order by id',
    [teamId],
  );
  return rows;
}

async function profile(id: string) {
  const { rows } = await backend.db.query<{
    role: string;
    team_id: string | null;
    deactivated_at: string | null;
  }>('select role, team_id, deactivated_at from public.users where id = $1', [id]);
  return rows[0];
}

async function signIn(email: string) {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  return { client, error };
}

async function publishVideos(count: number, prefix: string) {
  const { data } = await backend.service
    .from('videos')
    .insert(
      Array.from({ length: count }, (_, index) => ({
        title: `${prefix} ${index + 1}`,
        duration: '1:00',
        is_published: true,
        order_index: 1000 + index,
      })),
    )
    .select('id')
    .throwOnError();
  return data!.map((row) => row.id as string);
}

describe('deactivating a member', () => {
  it('ends their sessions at once, refuses their sign-in, keeps their history; reactivating restores them', async () => {
    const admin = await createTeamAdmin(backend, 'Deactivate Co');
    const member = await createMember(backend, admin.inviteCode, 'Lee Leaver');
    const before = await member.client.from('users').select('id');
    expect(before.data).toHaveLength(1);

    const { error } = await admin.client.rpc('deactivate_member', { member: member.id });
    expect(error).toBeNull();
    // The open session's next request fails, and its refresh token is gone with it.
    const after = await member.client.from('users').select('id');
    expect(after.status).toBe(401);
    const refreshed = await member.client.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    const again = await signIn(member.email);
    expect(again.error).toMatchObject({ code: 'user_banned', status: 400 });
    // Nor does a password-reset link open a session, followed or through verifyOtp.
    const { followed, verified } = await openResetLink(backend, member.email);
    expect(followed.fragment.get('access_token')).toBeNull();
    expect(followed.fragment.get('error_code')).toBe('user_banned');
    expect(verified.error).toMatchObject({ code: 'user_banned', status: 403 });
    expect((await profile(member.id))?.deactivated_at).not.toBeNull();

    // Still on the dashboard, greyed, and out of the totals; the admin still sees them.
    const summary = (await admin.client.rpc('team_progress_summary')).data as {
      members: { id: string; status: string }[];
    };
    expect(summary.members.find((row) => row.id === member.id)?.status).toBe('deactivated');

    expect((await admin.client.rpc('reactivate_member', { member: member.id })).error).toBeNull();
    const back = await signIn(member.email);
    expect(back.error).toBeNull();
    expect((await back.client.from('users').select('id')).data).toHaveLength(1);
    expect((await auditKinds(admin.teamId)).map((row) => row.kind)).toEqual([
      'member_joined',
      'member_deactivated',
      'member_reactivated',
    ]);
  });

  it('refuses the owner, oneself and the last active admin', async () => {
    const owner = await createTeamAdmin(backend, 'Guarded Co');
    const second = await createMember(backend, owner.inviteCode, 'Sam Second');
    expect((await owner.client.rpc('deactivate_member', { member: owner.id })).error?.message).toBe(
      'You cannot deactivate yourself',
    );
    await owner.client.rpc('set_member_role', { member: second.id, new_role: 'admin' });
    const ownerRefused = await second.client.rpc('deactivate_member', { member: owner.id });
    expect(ownerRefused.error?.message).toBe(
      'The team owner cannot be deactivated. Transfer ownership to another admin first.',
    );
  });
});

describe('removing a member', () => {
  it('detaches their profile and keeps their progress under the team as a former member', async () => {
    const admin = await createTeamAdmin(backend, 'Remove Co');
    const member = await createMember(backend, admin.inviteCode, 'Rory Removed');
    const [video] = await publishVideos(1, 'Removal course');
    await backend.service
      .from('progress')
      .insert({
        user_id: member.id,
        video_id: video,
        progress_percent: 100,
        watch_time: 60,
        credited_seconds: 60,
      })
      .throwOnError();

    expect((await admin.client.rpc('remove_member', { member: member.id })).error).toBeNull();
    expect(await profile(member.id)).toMatchObject({ team_id: null, role: 'member' });
    const { rows } = await backend.db.query('select 1 from public.progress where user_id = $1', [
      member.id,
    ]);
    expect(rows).toEqual([]);
    const summary = (await admin.client.rpc('team_progress_summary')).data as {
      members: { id: string }[];
      former_members: { completed: number[] }[];
    };
    expect(summary.members.map((row) => row.id)).not.toContain(member.id);
    expect(summary.former_members).toHaveLength(1);
    expect(summary.former_members[0]!.completed).toHaveLength(1);
    // The log keeps no name for the person who was removed.
    const removed = (await auditKinds(admin.teamId)).at(-1);
    expect(removed).toMatchObject({ kind: 'member_removed', actor_name: 'Ada Admin' });
    const { rows: names } = await backend.db.query<{ target_name: string }>(
      `select target_name from public.audit_events where team_id = $1 and kind = 'member_removed'`,
      [admin.teamId],
    );
    expect(names).toEqual([{ target_name: 'Former member' }]);
    // Their account still signs in, into no team.
    const again = await signIn(member.email);
    expect(again.error).toBeNull();
    expect((await again.client.from('teams').select('id')).data).toEqual([]);
  });
});

describe('roles and ownership', () => {
  it('promotes and demotes, and never leaves the team without an active admin', async () => {
    const owner = await createTeamAdmin(backend, 'Roles Co');
    const member = await createMember(backend, owner.inviteCode, 'Pat Promoted');
    expect(
      (await owner.client.rpc('set_member_role', { member: member.id, new_role: 'admin' })).error,
    ).toBeNull();
    expect((await profile(member.id))?.role).toBe('admin');
    expect(
      (await member.client.rpc('set_member_role', { member: member.id, new_role: 'member' })).error,
    ).toBeNull();
    // The owner is the last admin now: neither demotion nor leaving is allowed.
    const lastDemotion = await owner.client.rpc('set_member_role', {
      member: owner.id,
      new_role: 'member',
    });
    expect(lastDemotion.error?.message).toMatch(/The team owner cannot be demoted/);
    const invalid = await owner.client.rpc('set_member_role', {
      member: member.id,
      new_role: 'superadmin',
    });
    expect(invalid.error?.code).toBe('22023');
    expect(
      (await auditKinds(owner.teamId)).filter((row) => row.kind === 'role_changed'),
    ).toHaveLength(2);
  });

  it('refuses to demote or deactivate the last active admin who is not the owner', async () => {
    const owner = await createTeamAdmin(backend, 'Last Admin Co');
    const heir = await createMember(backend, owner.inviteCode, 'Hana Heir');
    await owner.client.rpc('set_member_role', { member: heir.id, new_role: 'admin' });
    expect((await owner.client.rpc('transfer_ownership', { new_owner: heir.id })).error).toBeNull();
    // The former owner demotes themselves, leaving the heir as the one admin.
    expect(
      (await owner.client.rpc('set_member_role', { member: owner.id, new_role: 'member' })).error,
    ).toBeNull();
    // The owner is always an active admin through the API; to reach the guard behind that rule,
    // the operator hands ownership back to the former owner, now a plain member.
    await backend.db.query('update public.teams set owner_id = $2 where id = $1', [
      owner.teamId,
      owner.id,
    ]);
    const refused = await heir.client.rpc('set_member_role', {
      member: heir.id,
      new_role: 'member',
    });
    expect(refused.error?.message).toBe(
      'A team needs at least one active admin. Make another member an admin first.',
    );
    expect((await profile(heir.id))?.role).toBe('admin');
  });

  it('transfers ownership only from the owner, only to an active admin', async () => {
    const owner = await createTeamAdmin(backend, 'Owner Co');
    const member = await createMember(backend, owner.inviteCode, 'Nell Newowner');
    const notAdmin = await owner.client.rpc('transfer_ownership', { new_owner: member.id });
    expect(notAdmin.error?.message).toBe('Ownership goes to an active admin of the team');
    await owner.client.rpc('set_member_role', { member: member.id, new_role: 'admin' });
    expect(
      (await member.client.rpc('transfer_ownership', { new_owner: member.id })).error?.code,
    ).toBe('42501');
    expect(
      (await owner.client.rpc('transfer_ownership', { new_owner: member.id })).error,
    ).toBeNull();
    const { rows } = await backend.db.query<{ owner_id: string }>(
      'select owner_id from public.teams where id = $1',
      [owner.teamId],
    );
    expect(rows[0]?.owner_id).toBe(member.id);
    expect((await auditKinds(owner.teamId)).at(-1)?.kind).toBe('ownership_transferred');
  });
});

describe('leaving and deleting a team', () => {
  it('a member leaves; the owner cannot', async () => {
    const owner = await createTeamAdmin(backend, 'Leave Co');
    const member = await createMember(backend, owner.inviteCode, 'Lou Leaves');
    expect((await member.client.rpc('leave_team')).error).toBeNull();
    expect((await profile(member.id))?.team_id).toBeNull();
    expect((await owner.client.rpc('leave_team')).error?.message).toMatch(
      /The team owner cannot be the one who leaves/,
    );
    expect((await auditKinds(owner.teamId)).at(-1)?.kind).toBe('member_left');
  });

  it('deletes everything of the team in one transaction after its name is typed', async () => {
    const owner = await createTeamAdmin(backend, 'Doomed Co');
    const member = await createMember(backend, owner.inviteCode, 'Dee Detached');
    await owner.client.rpc('deactivate_member', { member: member.id });
    const wrongName = await owner.client.rpc('delete_team', { confirm_name: 'doomed co' });
    expect(wrongName.error?.message).toBe("Type the team's name exactly to delete it");
    expect(
      (await member.client.rpc('delete_team', { confirm_name: 'Doomed Co' })).error,
    ).not.toBeNull();

    expect((await owner.client.rpc('delete_team', { confirm_name: 'Doomed Co' })).error).toBeNull();
    const { rows } = await backend.db.query<{ teams: number; events: number; in_team: number }>(
      `select (select count(*)::int from public.teams where id = $1) as teams,
              (select count(*)::int from public.audit_events where team_id = $1) as events,
              (select count(*)::int from public.users where team_id = $1) as in_team`,
      [owner.teamId],
    );
    expect(rows[0]).toEqual({ teams: 0, events: 0, in_team: 0 });
    // The deactivated member's account is released with the team.
    expect((await signIn(member.email)).error).toBeNull();
  });
});

describe('who may manage a team', () => {
  it('refuses every action to members and to admins of other teams', async () => {
    const owner = await createTeamAdmin(backend, 'Target Co');
    const member = await createMember(backend, owner.inviteCode, 'Mo Member');
    const colleague = await createMember(backend, owner.inviteCode, 'Cal Colleague');
    const outsider = await createTeamAdmin(backend, 'Outsider Co');
    const editor = await createMember(backend, outsider.inviteCode, 'Ed Editor');
    await setRole(backend, editor.id, 'editor');
    const actions: [string, Record<string, unknown>][] = [
      ['deactivate_member', { member: colleague.id }],
      ['reactivate_member', { member: colleague.id }],
      ['remove_member', { member: colleague.id }],
      ['set_member_role', { member: colleague.id, new_role: 'admin' }],
      ['transfer_ownership', { new_owner: colleague.id }],
      ['delete_team', { confirm_name: 'Target Co' }],
    ];
    for (const caller of [member.client, outsider.client, editor.client, backend.client()]) {
      for (const [name, args] of actions) {
        const { error } = await caller.rpc(name, args);
        expect(error, name).not.toBeNull();
        // Refused as not theirs, or (an admin deleting a team) as not their team's name.
        expect(['42501', 'PT404', 'P0001'], `${name}: ${error?.message}`).toContain(error?.code);
      }
    }
    // Exports read the caller's own team: refused to members, editors and visitors.
    for (const caller of [member.client, editor.client, backend.client()]) {
      for (const name of ['export_team_progress', 'export_audit_events']) {
        expect((await caller.rpc(name)).error?.code, name).toBe('42501');
      }
    }
    expect(await profile(colleague.id)).toMatchObject({
      role: 'member',
      team_id: owner.teamId,
      deactivated_at: null,
    });
    const { rows } = await backend.db.query('select 1 from public.teams where id = $1', [
      owner.teamId,
    ]);
    expect(rows).toHaveLength(1);
    expect((await auditKinds(owner.teamId)).map((row) => row.kind)).toEqual([
      'member_joined',
      'member_joined',
    ]);
  });

  it('changes plans through the service role only, recorded as the operator', async () => {
    const owner = await createTeamAdmin(backend, 'Plan Co');
    const byAdmin = await owner.client.rpc('change_team_plan', {
      team: owner.teamId,
      new_plan: 'enterprise',
    });
    expect(byAdmin.error?.code).toBe('42501');
    const unknown = await backend.service.rpc('change_team_plan', {
      team: owner.teamId,
      new_plan: 'gold',
    });
    expect(unknown.error?.code).toBe('22023');
    expect(
      (
        await backend.service.rpc('change_team_plan', {
          team: owner.teamId,
          new_plan: 'enterprise',
        })
      ).error,
    ).toBeNull();
    const { data } = await owner.client
      .from('teams')
      .select('plan_id, trial_plan_id, trial_ends_at')
      .single();
    expect(data).toEqual({ plan_id: 'enterprise', trial_plan_id: null, trial_ends_at: null });
    expect((await auditKinds(owner.teamId)).at(-1)).toEqual({
      kind: 'plan_changed',
      actor_name: 'Operator',
    });
  });
});

describe('plans', () => {
  it('a new team is on a 14-day Professional trial', async () => {
    const owner = await createTeamAdmin(backend, 'Trial Co');
    const { rows } = await backend.db.query<{
      plan_id: string;
      trial_plan_id: string;
      days: number;
    }>(
      `select plan_id, trial_plan_id,
              round(extract(epoch from trial_ends_at - now()) / 86400)::int as days
         from public.teams where id = $1`,
      [owner.teamId],
    );
    expect(rows[0]).toEqual({ plan_id: 'starter', trial_plan_id: 'professional', days: 14 });
  });

  it('on Starter, members see three courses and cannot record progress on a fourth', async () => {
    const owner = await createTeamAdmin(backend, 'Starter Co');
    const member = await createMember(backend, owner.inviteCode, 'Stu Starter');
    await backend.service.rpc('change_team_plan', { team: owner.teamId, new_plan: 'starter' });
    await publishVideos(4, 'Starter course');
    const { data: visible } = await member.client.from('videos').select('id, title');
    expect(visible).toHaveLength(3);
    const { data: all } = await backend.service
      .from('videos')
      .select('id')
      .eq('is_published', true)
      .order('order_index')
      .order('created_at')
      .order('id');
    const hidden = all!
      .map((row) => row.id as string)
      .find((id) => !visible!.some((row) => row.id === id));
    const refused = await member.client
      .from('progress')
      .insert({ user_id: member.id, video_id: hidden, progress_percent: 5, watch_time: 0 });
    expect(refused.error).not.toBeNull();

    await backend.service.rpc('change_team_plan', { team: owner.teamId, new_plan: 'enterprise' });
    expect((await member.client.from('videos').select('id')).data!.length).toBe(all!.length);
  });
});

describe('the audit log', () => {
  it('records exactly the kinds the page has words for', async () => {
    const { rows } = await backend.db.query<{ kind: string }>(
      'select kind from private.audit_event_kinds',
    );
    expect(rows.map((row) => row.kind).sort()).toEqual([...AUDIT_EVENT_KINDS].sort());
    // Nothing else: a kind outside the table is refused.
    await expect(
      backend.db.query(
        `insert into public.audit_events (team_id, actor_name, kind)
         select id, 'Someone', 'made_up' from public.teams limit 1`,
      ),
    ).rejects.toThrow(/audit_events_kind_fkey/);
  });

  it('cannot be written, changed or deleted through the API by anyone', async () => {
    const owner = await createTeamAdmin(backend, 'Audit Co');
    const superadmin = await createMember(backend, owner.inviteCode, 'Sue Super');
    await setRole(backend, superadmin.id, 'superadmin');
    await owner.client.rpc('rotate_invite_code');
    const { rows } = await backend.db.query<{ id: string }>(
      'select id::text as id from public.audit_events where team_id = $1 order by id limit 1',
      [owner.teamId],
    );
    const eventId = rows[0]!.id;
    for (const caller of [backend.client(), owner.client, superadmin.client, backend.service]) {
      const inserted = await caller.from('audit_events').insert({
        team_id: owner.teamId,
        actor_name: 'Forged',
        kind: 'plan_changed',
      });
      expect(inserted.error).not.toBeNull();
      const events = () => caller.from('audit_events');
      expectNoWrite(await events().update({ actor_name: 'Forged' }).eq('id', eventId).select('id'));
      expectNoWrite(await events().delete().eq('id', eventId).select('id'));
      const recorded = await caller.rpc('record_audit', {
        team: owner.teamId,
        kind: 'plan_changed',
      });
      expect(recorded.error).not.toBeNull();
    }
    // Not even the database owner changes a row, outside a team's deletion.
    await expect(
      backend.db.query(`update public.audit_events set actor_name = 'Forged' where id = $1`, [
        eventId,
      ]),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      backend.db.query('delete from public.audit_events where id = $1', [eventId]),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(backend.db.query('truncate public.audit_events')).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    const { rows: kept } = await backend.db.query<{ actor_name: string; kind: string }>(
      'select actor_name, kind from public.audit_events where team_id = $1 order by id',
      [owner.teamId],
    );
    expect(kept).toEqual([
      { actor_name: 'Sue Super', kind: 'member_joined' },
      { actor_name: 'Ada Admin', kind: 'invite_rotated' },
    ]);
  });

  it('admins read their own team only; exports are recorded', async () => {
    const owner = await createTeamAdmin(backend, 'Reader Co');
    const other = await createTeamAdmin(backend, 'Other Reader Co');
    await other.client.rpc('rotate_invite_code');
    const member = await createMember(backend, owner.inviteCode, 'Rita Reader');
    expect((await member.client.from('audit_events').select('id')).data).toEqual([]);
    const { data: events } = await owner.client.from('audit_events').select('team_id, kind');
    expect(events).toEqual([{ team_id: owner.teamId, kind: 'member_joined' }]);

    const exported = await owner.client.rpc('export_audit_events', {
      kind_filter: 'member_joined',
    });
    expect(exported.error).toBeNull();
    expect((exported.data as { kind: string }[]).map((row) => row.kind)).toEqual(['member_joined']);
    expect((await owner.client.rpc('export_team_progress')).error).toBeNull();
    const { rows } = await backend.db.query<{ details: { export: string } }>(
      `select details from public.audit_events where team_id = $1 and kind = 'export_downloaded'
        order by id`,
      [owner.teamId],
    );
    expect(rows.map((row) => row.details.export)).toEqual(['activity', 'team-progress']);
  });
});
