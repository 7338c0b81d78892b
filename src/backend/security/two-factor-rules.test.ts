// The team's two-factor requirement in the database (docs/decisions.md TF1, docs/threat-model.md
// #29): row-level security and the team functions read the access token's `aal`, so an admin's
// password alone opens nothing sensitive once the team requires two-factor sign-in.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamKeys, MIN_PBKDF2_ITERATIONS } from '../../shared/hotline-crypto';
import {
  answerChallenge,
  createMember,
  createTeamAdmin,
  enrolAuthenticator,
  startTestBackend,
  testClock,
  type TestAccount,
  type TestBackend,
} from '../testing';

const clock = testClock();
let backend: TestBackend;

/** The admin of a team that requires two-factor sign-in, with the authenticator they set up. */
let admin: Awaited<ReturnType<typeof createTeamAdmin>> & { factorId: string; secret: string };
let member: TestAccount;

beforeAll(async () => {
  backend = await startTestBackend({ clock: clock.read });
  const created = await createTeamAdmin(backend, 'Strict Ltd');
  member = await createMember(backend, created.inviteCode, 'Mia Member');
  const factor = await enrolAuthenticator(created.client, clock.read());
  admin = { ...created, ...factor };
  await admin.client.rpc('set_team_two_factor', { required: true }).throwOnError();
  await admin.client
    .rpc('create_evidence_link', {
      kind: 'auditor',
      from_date: '2026-01-01',
      to_date: '2026-12-31',
      days: 7,
      label: 'Auditor',
    })
    .throwOnError();
}, 60_000);
afterAll(() => backend?.close());

/** The same account signed in on another device with the password only: aal1. */
async function passwordOnly(account: TestAccount): Promise<SupabaseClient> {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw error;
  return client;
}

const expectRefused = (result: { error: { code?: string; message?: string } | null }) => {
  expect(result.error?.code).toBe('42501');
};

describe('a team that requires two-factor sign-in', () => {
  it('shows its audit log and evidence links to the admin at aal2', async () => {
    const events = await admin.client.from('audit_events').select('kind').throwOnError();
    expect(events.data?.map((event) => event.kind)).toContain('two_factor_required');
    const links = await admin.client.from('evidence_links').select('id').throwOnError();
    expect(links.data).toHaveLength(1);
  });

  it('hides them from the same admin signed in with the password alone (aal1)', async () => {
    const laptop = await passwordOnly(admin);
    const events = await laptop.from('audit_events').select('id');
    expect(events.error).toBeNull();
    expect(events.data).toEqual([]);
    expect((await laptop.from('evidence_links').select('id')).data).toEqual([]);
    // The same rows through the functions that read them with their owner's rights.
    expectRefused(await laptop.rpc('export_audit_events'));
    expectRefused(await laptop.rpc('team_control_coverage'));
    expectRefused(await laptop.rpc('team_two_factor_status'));
  });

  it("refuses the team's sensitive changes at aal1: members, invite link, evidence, settings", async () => {
    const laptop = await passwordOnly(admin);
    expectRefused(await laptop.rpc('deactivate_member', { member: member.id }));
    expectRefused(await laptop.rpc('set_member_role', { member: member.id, new_role: 'admin' }));
    expectRefused(await laptop.rpc('rotate_invite_code'));
    expectRefused(await laptop.rpc('set_team_two_factor', { required: false }));
    expectRefused(await laptop.rpc('delete_team', { confirm_name: 'Strict Ltd' }));
    expectRefused(
      await laptop.rpc('create_evidence_link', {
        kind: 'download',
        from_date: '2026-01-01',
        to_date: '2026-12-31',
      }),
    );
    const { rows } = await backend.db.query<{ role: string; deactivated: boolean }>(
      'select role, deactivated_at is not null as deactivated from public.users where id = $1',
      [member.id],
    );
    expect(rows[0]).toEqual({ role: 'member', deactivated: false });
  });

  it('opens them again once that session answers a code (aal2)', async () => {
    const laptop = await passwordOnly(admin);
    clock.advance(30_000);
    await answerChallenge(laptop, admin.factorId, admin.secret, clock.read());
    expect((await laptop.from('audit_events').select('id')).data?.length).toBeGreaterThan(0);
    expect((await laptop.rpc('team_control_coverage')).error).toBeNull();
  });

  it('asks it of admins only: members are not required and keep their own pages', async () => {
    expect((await admin.client.rpc('two_factor_required')).data).toBe(true);
    expect((await member.client.rpc('two_factor_required')).data).toBe(false);
    expect((await member.client.rpc('record_last_seen')).error).toBeNull();
    expect((await member.client.from('users').select('id')).data).toEqual([{ id: member.id }]);
    const laptop = await passwordOnly(admin);
    expect((await laptop.rpc('two_factor_required')).data).toBe(true);
  });
});

describe('the setting', () => {
  it('is turned on only from an aal2 session, by an admin, and written to the audit log', async () => {
    const other = await createTeamAdmin(backend, 'Relaxed Ltd');
    const refused = await other.client.rpc('set_team_two_factor', { required: true });
    expectRefused(refused);
    expect(refused.error?.message).toBe(
      'Set up two-factor sign-in for yourself first (Account), then sign in with a code.',
    );
    const colleague = await createMember(backend, other.inviteCode);
    expectRefused(await colleague.client.rpc('set_team_two_factor', { required: true }));
    clock.advance(30_000);
    await enrolAuthenticator(other.client, clock.read());
    await other.client.rpc('set_team_two_factor', { required: true }).throwOnError();
    await other.client.rpc('set_team_two_factor', { required: false }).throwOnError();
    const { data } = await other.client
      .from('audit_events')
      .select('kind')
      .like('kind', 'two_factor%')
      .order('id')
      .throwOnError();
    expect(data?.map((event) => event.kind)).toEqual([
      'two_factor_required',
      'two_factor_not_required',
    ]);
    const { data: team } = await other.client
      .from('teams')
      .select('require_two_factor')
      .single()
      .throwOnError();
    expect(team).toEqual({ require_two_factor: false });
  });

  it('off, a team admin without an authenticator reads the log at aal1; with one, only at aal2', async () => {
    const plain = await createTeamAdmin(backend, 'Plain Ltd');
    await plain.client.rpc('rotate_invite_code').throwOnError();
    expect((await plain.client.from('audit_events').select('id')).data).toHaveLength(1);
    clock.advance(30_000);
    await enrolAuthenticator(plain.client, clock.read());
    const laptop = await passwordOnly(plain);
    expect((await laptop.from('audit_events').select('id')).data).toEqual([]);
  });
});

describe('recovery (docs/decisions.md TF1)', () => {
  it('an admin resets a member’s authenticators: gone, signed out, in the audit log', async () => {
    clock.advance(30_000);
    await enrolAuthenticator(member.client, clock.read());
    const laptop = await passwordOnly(admin);
    expectRefused(await laptop.rpc('reset_member_two_factor', { member: member.id }));
    expectRefused(await member.client.rpc('reset_member_two_factor', { member: admin.id }));

    await admin.client.rpc('reset_member_two_factor', { member: member.id }).throwOnError();
    const { rows } = await backend.db.query('select 1 from auth.mfa_factors where user_id = $1', [
      member.id,
    ]);
    expect(rows).toEqual([]);
    expect((await member.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const { data } = await admin.client
      .from('audit_events')
      .select('kind, target_id, actor_id')
      .eq('kind', 'two_factor_reset')
      .throwOnError();
    expect(data).toEqual([{ kind: 'two_factor_reset', target_id: member.id, actor_id: admin.id }]);
    const own = await admin.client.rpc('reset_member_two_factor', { member: admin.id });
    expect(own.error?.message).toBe('Remove your own authenticator on your Account page');
  });

  it('the operator resets anyone’s, recorded as "Operator"; clients cannot call it', async () => {
    const service = backend.client(backend.serviceRoleKey);
    expectRefused(await admin.client.rpc('operator_reset_two_factor', { account_email: 'x' }));
    const { data } = await service
      .rpc('operator_reset_two_factor', { account_email: admin.email.toUpperCase() })
      .throwOnError();
    expect(data).toBe(1);
    const { rows } = await backend.db.query<{ actor_name: string }>(
      `select actor_name from public.audit_events where kind = 'two_factor_reset' and target_id = $1`,
      [admin.id],
    );
    expect(rows).toEqual([{ actor_name: 'Operator' }]);
  });
});

describe('hotline handlers (docs/decisions.md TF1, H1)', () => {
  it('are held to the requirement too: at aal1 neither a named member nor the admin reaches the cases', async () => {
    const created = await createTeamAdmin(backend, 'Hotline Strict Ltd');
    const handler = await createMember(backend, created.inviteCode, 'Hal Handler');
    clock.advance(30_000);
    const strict = { ...created, ...(await enrolAuthenticator(created.client, clock.read())) };
    await strict.client.rpc('set_team_two_factor', { required: true }).throwOnError();
    await backend.db.query(`select public.change_team_plan($1, 'enterprise')`, [strict.teamId]);
    const keys = await createTeamKeys('the handlers know this one', MIN_PBKDF2_ITERATIONS);
    await strict.client
      .rpc('set_up_hotline', {
        public_key: keys.publicKey,
        wrapped_private_key: keys.wrappedPrivateKey,
      })
      .throwOnError();
    await strict.client
      .rpc('set_hotline_handler', { member: handler.id, handler: true })
      .throwOnError();

    // The named member now falls under the setting, and has no authenticator yet.
    expect((await handler.client.rpc('two_factor_required')).data).toBe(true);
    expectRefused(await handler.client.rpc('hotline_inbox'));
    expect((await handler.client.from('hotline_channels').select('team_id')).data).toEqual([]);

    const laptop = await passwordOnly(strict);
    expectRefused(await laptop.rpc('hotline_inbox'));
    expect((await laptop.from('hotline_channels').select('team_id')).data).toEqual([]);

    // The admin's aal2 session works the hotline as before.
    expect((await strict.client.rpc('hotline_inbox')).error).toBeNull();
    expect((await strict.client.from('hotline_channels').select('team_id')).data).toHaveLength(1);
  });
});
