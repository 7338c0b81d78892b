// The team's two-factor requirement in the database (docs/decisions.md TF1, docs/threat-model.md
// #29): row-level security and the team functions read the access token's `aal`, so an admin's
// password alone opens nothing sensitive once the team requires two-factor sign-in.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTeamKeys, MIN_PBKDF2_ITERATIONS } from '../../shared/hotline-crypto';
import {
  signInAgain,
  answerChallenge,
  createMember,
  createTeamAdmin,
  enrolAuthenticator,
  publishAsPublisher,
  setRole,
  useTestBackend,
  testClock,
  type TestAccount,
} from '../testing';
import { ROLE_READERS_WITHOUT_ADMIN_POWER } from './api-surface';

const clock = testClock();
const backend = useTestBackend({ clock: clock.read });

/** The admin of a team that requires two-factor sign-in, with the authenticator they set up. */
let admin: Awaited<ReturnType<typeof createTeamAdmin>> & { factorId: string; secret: string };
let member: TestAccount;

beforeAll(async () => {
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
    const laptop = await signInAgain(backend, admin);
    const events = await laptop.from('audit_events').select('id');
    expect(events.error).toBeNull();
    expect(events.data).toEqual([]);
    expect((await laptop.from('evidence_links').select('id')).data).toEqual([]);
    // The same rows through the functions that read them with their owner's rights.
    expectRefused(await laptop.rpc('export_audit_events'));
    expectRefused(await laptop.rpc('team_control_readiness'));
    expectRefused(await laptop.rpc('team_due_items'));
    expectRefused(await laptop.rpc('team_first_steps'));
    expectRefused(await laptop.rpc('team_two_factor_status'));
  });

  it("refuses the team's sensitive changes at aal1: members, invite link, evidence, settings", async () => {
    const laptop = await signInAgain(backend, admin);
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
    const laptop = await signInAgain(backend, admin);
    clock.advance(30_000);
    await answerChallenge(laptop, admin.factorId, admin.secret, clock.read());
    expect((await laptop.from('audit_events').select('id')).data?.length).toBeGreaterThan(0);
    expect((await laptop.rpc('team_control_readiness')).error).toBeNull();
  });

  it('asks it of admins only: members are not required and keep their own pages', async () => {
    expect((await admin.client.rpc('two_factor_required')).data).toBe(true);
    expect((await member.client.rpc('two_factor_required')).data).toBe(false);
    expect((await member.client.rpc('record_last_seen')).error).toBeNull();
    expect((await member.client.from('users').select('id')).data).toEqual([{ id: member.id }]);
    const laptop = await signInAgain(backend, admin);
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
      'two_factor_enrolled',
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
    const laptop = await signInAgain(backend, plain);
    expect((await laptop.from('audit_events').select('id')).data).toEqual([]);
  });
});

describe('recovery (docs/decisions.md TF1)', () => {
  it('an admin resets a member’s authenticators: gone, signed out, in the audit log', async () => {
    clock.advance(30_000);
    await enrolAuthenticator(member.client, clock.read());
    const laptop = await signInAgain(backend, admin);
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

    const laptop = await signInAgain(backend, strict);
    expectRefused(await laptop.rpc('hotline_inbox'));
    expect((await laptop.from('hotline_channels').select('team_id')).data).toEqual([]);

    // The admin's aal2 session works the hotline as before.
    expect((await strict.client.rpc('hotline_inbox')).error).toBeNull();
    expect((await strict.client.from('hotline_channels').select('team_id')).data).toHaveLength(1);
  });
});

describe('every admin power (docs/threat-model.md #34)', () => {
  const publishedCourse = async () =>
    (
      await backend.db.query<{ id: string }>(
        'select course_id as id from public.videos where course_id is not null limit 1',
      )
    ).rows[0]!.id;

  /** A strict team with a member's records in every table an admin reads, and a second admin. */
  async function strictTeamWithRecords() {
    const created = await createTeamAdmin(backend, 'Guarded Ltd');
    const colleague = await createMember(backend, created.inviteCode, 'Cora Colleague');
    const second = await createMember(backend, created.inviteCode, 'Sam Second');
    await setRole(backend, second.id, 'admin');
    await backend.db.query(`select public.change_team_plan($1, 'enterprise')`, [created.teamId]);
    clock.advance(30_000);
    const strict = { ...created, ...(await enrolAuthenticator(created.client, clock.read())) };
    await strict.client.rpc('set_team_two_factor', { required: true }).throwOnError();
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.videos (title, course_id, is_published, duration, order_index)
       select title, id, true, '6:00', 1 from public.courses order by id limit 1
       on conflict do nothing returning course_id as id`,
    );
    const course = rows[0]?.id ?? (await publishedCourse());
    const { data: policy } = await strict.client
      .rpc('adopt_policy', {
        template: 'acceptable-use-policy',
        policy_owner: 'Head of Security',
        approver: 'CEO',
        effective_on: '2026-12-01',
        review_months: 12,
      })
      .throwOnError();
    await publishAsPublisher(strict.client, policy, 1);
    await strict.client
      .rpc('assign_training', { course, audience: 'everyone', due_days: 30 })
      .throwOnError();
    const { data: run } = await strict.client
      .rpc('start_checklist_run', { checklist: 'access-review-template' })
      .throwOnError();
    return { strict, colleague, second, course, policy: policy as string, run: run as string };
  }

  const LISTING_FUNCTIONS = ['team_progress_summary', 'team_policies', 'policy_people'];

  it('refuses a password-only session every admin function the outside test reached', async () => {
    const { strict, colleague, course, policy, run } = await strictTeamWithRecords();
    const laptop = await signInAgain(backend, strict);
    const calls: [string, Record<string, unknown>][] = [
      ['team_invite_code', {}],
      ['team_progress_summary', {}],
      ['export_team_progress', {}],
      ['team_training', {}],
      ['export_team_training', {}],
      ['export_policy_acceptances', {}],
      ['team_policies', {}],
      ['policy_people', { policy }],
      ['policy_reminder_recipients', { policy }],
      [
        'adopt_policy',
        {
          template: 'backup-policy',
          policy_owner: 'Mallory',
          approver: 'Mallory',
          effective_on: '2026-12-01',
          review_months: 12,
        },
      ],
      ['start_policy_revision', { policy }],
      ['publish_policy', { policy, revision: 2 }],
      ['record_policy_reminders', { policy, members: [colleague.id] }],
      ['start_checklist_run', { checklist: 'soc-2-readiness' }],
      ['save_checklist_item', { run, item: 'export-user-lists', status: 'done' }],
      ['assign_training', { course, audience: 'everyone', due_days: 5 }],
      ['unassign_training', { course }],
      [
        'save_training_settings',
        {
          year_start_month: 1,
          remind_assigned: false,
          remind_week_before: false,
          remind_day_before: false,
          remind_overdue: false,
          weekly_summary: false,
        },
      ],
      ['revoke_certificate', { certificate: 'none' }],
      ['reactivate_member', { member: colleague.id }],
      ['remove_member', { member: colleague.id }],
      ['transfer_ownership', { new_owner: colleague.id }],
      ['set_hotline_handler', { member: colleague.id, handler: true }],
      // Billing (P1): the billing function asks this as the caller before any Stripe call.
      ['team_billing', {}],
    ];
    const answers = await Promise.all(calls.map(([fn, args]) => laptop.rpc(fn, args)));
    // Refused outright, or (the invoker functions that list what row-level security lets through)
    // answered with nothing of the team.
    const teamSecrets = [colleague.id, colleague.email, policy];
    const notRefused = calls
      .map(([fn], i) => {
        const { error, data } = answers[i]!;
        if (error) return [fn, ['42501', 'PT404'].includes(error.code) ? 'refused' : error.code];
        const leaked = teamSecrets.some((secret) => JSON.stringify(data).includes(secret));
        return [fn, leaked || !LISTING_FUNCTIONS.includes(fn) ? 'answered' : 'refused'];
      })
      .filter(([, outcome]) => outcome !== 'refused');
    expect(notRefused).toEqual([]);
    // Nothing of it happened: still one policy, one revision, one run, the assignment kept.
    const { rows } = await backend.db.query<{ policies: number; versions: number; runs: number }>(
      `select (select count(*)::int from public.policies where team_id = $1) as policies,
              (select count(*)::int from public.policy_versions where team_id = $1) as versions,
              (select count(*)::int from public.checklist_runs where team_id = $1) as runs`,
      [strict.teamId],
    );
    expect(rows[0]).toEqual({ policies: 1, versions: 1, runs: 1 });
  });

  it('shows a password-only admin no more of any table than the same person sees as a member', async () => {
    const { strict, second } = await strictTeamWithRecords();
    const laptop = await signInAgain(backend, strict);
    const { rows: tables } = await backend.db.query<{ name: string; key: string }>(
      `select c.relname as name, string_agg(a.attname, ',' order by a.attnum) as key
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_index i on i.indrelid = c.oid and i.indisprimary
         join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where n.nspname = 'public' and c.relkind = 'r'
        group by c.relname order by c.relname`,
    );
    const visible = async (client: SupabaseClient) =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async ({ name, key }) => {
            const { data, error } = await client.from(name).select(key);
            const rows = (data ?? []) as unknown as Record<string, unknown>[];
            return [name, error ? `refused ${error.code}` : rows.map((row) => JSON.stringify(row))];
          }),
        ),
      ) as Record<string, string | string[]>;

    const asAdmin = await visible(laptop);
    const atAal2 = await visible(strict.client);
    await setRole(backend, strict.id, 'member');
    const asMember = await visible(laptop);
    await setRole(backend, strict.id, 'admin');

    for (const { name } of tables) {
      const member = asMember[name]!;
      const admin = asAdmin[name]!;
      if (typeof member === 'string' || typeof admin === 'string') {
        expect(admin, name).toEqual(member);
      } else {
        expect(
          admin.filter((row) => !member.includes(row)),
          name,
        ).toEqual([]);
      }
    }
    // The records are there: the same admin at aal2 sees the colleagues' rows.
    for (const name of ['users', 'policies', 'checklist_runs', 'training_assignments']) {
      expect((atAal2[name] as string[]).length, name).toBeGreaterThan(
        (asAdmin[name] as string[]).length,
      );
    }
    expect(asAdmin['users']).toEqual([JSON.stringify({ id: strict.id })]);
    expect(second.id).not.toBe(strict.id);
  });

  /** The functions and policies of the API, with the functions each one calls. */
  async function apiRules() {
    const { rows: functions } = await backend.db.query<{
      name: string;
      source: string;
      signedIn: boolean;
    }>(
      `select n.nspname || '.' || p.proname as name, p.prosrc as source,
              n.nspname = 'public' and has_function_privilege('authenticated', p.oid, 'execute')
                as "signedIn"
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')`,
    );
    const { rows: policies } = await backend.db.query<{ name: string; source: string }>(
      `select tablename || ': ' || policyname as name,
              coalesce(qual, '') || ' ' || coalesce(with_check, '') as source
         from pg_policies
        where schemaname = 'public' and 'authenticated' = any(roles)`,
    );
    return { functions, policies };
  }

  /**
   * The rules that read a role (the literal 'admin' or 'superadmin', directly or through the
   * functions they call) without reaching private.meets_team_mfa_requirement.
   */
  function unguardedRoleReaders(
    functions: { name: string; source: string; signedIn: boolean }[],
    policies: { name: string; source: string }[],
  ) {
    const sources = new Map<string, string>();
    for (const fn of functions) sources.set(fn.name, `${sources.get(fn.name) ?? ''}\n${fn.source}`);
    const callees = (source: string) =>
      [...source.matchAll(/\b(public|private)\.(\w+)\s*\(/g)].map((m) => `${m[1]}.${m[2]}`);
    const reaches = (test: (name: string, source: string) => boolean) => {
      const memo = new Map<string, boolean>();
      const visit = (name: string, source: string): boolean => {
        if (memo.has(name)) return memo.get(name)!;
        memo.set(name, false); // cycles reach nothing new
        const found =
          test(name, source) ||
          callees(source).some((callee) => visit(callee, sources.get(callee) ?? ''));
        memo.set(name, found);
        return found;
      };
      return (name: string, source: string) => {
        const found = visit(`rule ${name}`, source);
        memo.delete(`rule ${name}`);
        return found;
      };
    };
    const readsRole = reaches((_, source) => /'(super)?admin'/.test(source));
    const meetsRequirement = reaches((name) => name === 'private.meets_team_mfa_requirement');
    const rules = [
      ...functions
        .filter((fn) => fn.signedIn && !(fn.name in ROLE_READERS_WITHOUT_ADMIN_POWER))
        .map(({ name, source }) => ({ name, source })),
      ...policies,
    ];
    return rules
      .filter(({ name, source }) => readsRole(name, source) && !meetsRequirement(name, source))
      .map(({ name }) => name)
      .sort();
  }

  // Operator powers (the catalogue editor, the general hotline's and contact form's inbox), not a
  // team's: superadmins are held to a team's requirement where they reach that team's records.
  const OPERATOR_POLICIES = [
    'contact_messages: Superadmins read contact messages',
    'hotline_reports: Superadmins read hotline reports',
    'teams: Members read their own team',
    'videos: Editors add videos',
    'videos: Editors change videos',
    'videos: Editors remove videos',
    'videos: Signed-in users read the published videos of their plan',
  ];

  it('every API function and policy that reads the admin role reaches the requirement', async () => {
    const { functions, policies } = await apiRules();
    expect(functions.filter((fn) => fn.signedIn).length).toBeGreaterThan(40);
    expect(unguardedRoleReaders(functions, policies)).toEqual(OPERATOR_POLICIES);
  });

  it('the walk notices when the requirement is taken out of the admin check', async () => {
    const { functions, policies } = await apiRules();
    const weakened = functions.map((fn) =>
      fn.name === 'private.administered_team_ids'
        ? { ...fn, source: fn.source.replace(/private\.meets_team_mfa_requirement\(/, 'coalesce(') }
        : fn,
    );
    const unguarded = unguardedRoleReaders(weakened, policies);
    expect(unguarded).toEqual(
      expect.arrayContaining([
        'public.team_invite_code',
        'public.adopt_policy',
        'public.publish_policy',
        'public.team_progress_summary',
        'users: Users read themselves and admins read their team',
      ]),
    );
  });
});
