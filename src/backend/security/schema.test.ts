// Catalog-level checks of the migrations (docs/threat-model.md #2, #3, #5, #7) and the sign-up,
// invite and progress rules of the SQL functions (docs/decisions.md F2, F3, F4).
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  createMember,
  createTeamAdmin,
  elapseSinceLastSave,
  useTestBackend,
} from '../testing';
import { ANON_CALLABLE_FUNCTIONS } from './api-surface';

const backend = useTestBackend();

describe('catalog', () => {
  it('every table in public has row-level security (docs/threat-model.md #3)', async () => {
    const { rows } = await backend.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => !row.relrowsecurity).map((row) => row.relname)).toEqual([]);
  });

  it('views in public run as the caller; visitors get nothing of them, signed-in users only reading (docs/threat-model.md #3)', async () => {
    const { rows } = await backend.db.query<{ view: string; invoker: boolean; grants: string[] }>(
      `select c.relname as view,
              coalesce('security_invoker=true' = any (c.reloptions), false) as invoker,
              array(select format('%s %s', r.role, p.privilege)
                      from unnest(array['anon', 'authenticated']) r(role),
                           unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE',
                                        'REFERENCES', 'TRIGGER']) p(privilege)
                     where has_table_privilege(r.role, c.oid, p.privilege)
                     order by 1) as grants
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'v'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row, row.view).toEqual({
        view: row.view,
        invoker: true,
        grants: row.grants.length ? ['authenticated SELECT'] : [],
      });
    }
  });

  it('no policy on a public table lets everyone in with `true` (docs/threat-model.md #2)', async () => {
    const { rows } = await backend.db.query<{ tablename: string; policyname: string }>(
      `select tablename, policyname from pg_policies
        where schemaname = 'public'
          and (btrim(coalesce(qual, '')) in ('true', '(true)')
               or btrim(coalesce(with_check, '')) in ('true', '(true)'))`,
    );
    // The plans are the public price list (src/content/plans): everyone may read them.
    expect(rows).toEqual([{ tablename: 'plans', policyname: 'Everyone reads the plans' }]);
  });

  it('security-definer functions anon can run are allow-listed and pin search_path (docs/threat-model.md #5)', async () => {
    const { rows } = await backend.db.query<{
      name: string;
      anon: boolean;
      config: string[] | null;
    }>(
      `select n.nspname || '.' || p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.config ?? [], row.name).toContain('search_path=""');
    expect(
      rows
        .filter((row) => row.anon)
        .map((row) => row.name)
        .sort(),
    ).toEqual(ANON_CALLABLE_FUNCTIONS);
  });

  it('no table has a column that could identify a whistleblower (docs/threat-model.md #7)', async () => {
    const { rows } = await backend.db.query<{ column: string }>(
      `select table_name || '.' || column_name as column from information_schema.columns
        where table_schema = 'public' and column_name ~* '(^|_)(ip|agent|geo|fingerprint)(_|$)'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('append-only tables (docs/architecture.md, "Rules in the database")', () => {
  // Append-only: no row changes or goes but with its team (or its vendor, for a review).
  const APPEND_ONLY: Record<string, string> = {
    audit_events: 'Audit events cannot be changed or deleted',
    policy_acceptances: 'Policy acceptances cannot be changed or deleted',
    knowledge_check_attempts: 'Knowledge check attempts cannot be changed or deleted',
    risk_assessments: 'A published risk assessment cannot be changed',
    vendor_reviews: 'A recorded vendor review cannot be changed',
    soa_versions: 'An approved Statement of Applicability cannot be changed',
    system_description_versions: 'A published system description cannot be changed',
    integration_runs: 'A recorded integration test run cannot be changed',
  };
  // Rows change in set ways (their own row triggers); never truncated.
  const NEVER_TRUNCATED: Record<string, string> = {
    ...APPEND_ONLY,
    policy_versions: 'Policy versions cannot be changed or deleted',
    policy_approvals: 'Policy approvals cannot be changed or deleted',
    certificates: 'Certificates cannot be changed or deleted',
  };

  it('use the one trigger pair, private.append_only', async () => {
    const { rows } = await backend.db.query<{ table: string; events: string }>(
      `select c.relname as table,
              case when t.tgtype & 32 <> 0 then 'truncate'
                   else concat_ws(' ', case when t.tgtype & 16 <> 0 then 'update' end,
                                       case when t.tgtype & 8 <> 0 then 'delete' end) end as events
         from pg_trigger t
         join pg_class c on c.oid = t.tgrelid
        where t.tgfoid = 'private.append_only'::regproc
        order by 1, 2`,
    );
    const expected = Object.keys(NEVER_TRUNCATED).flatMap((table) =>
      table in APPEND_ONLY
        ? [
            { table, events: 'truncate' },
            { table, events: 'update delete' },
          ]
        : [{ table, events: 'truncate' }],
    );
    const byName = (a: { table: string; events: string }, b: { table: string; events: string }) =>
      `${a.table} ${a.events}`.localeCompare(`${b.table} ${b.events}`);
    expect(rows.sort(byName)).toEqual(expected.sort(byName));
  });

  it('refuse TRUNCATE to the database owner, each with its own words', async () => {
    for (const [table, refusal] of Object.entries(NEVER_TRUNCATED)) {
      await expect(backend.db.query(`truncate public.${table} cascade`), table).rejects.toThrow(
        refusal,
      );
    }
  });
});

describe('complete_signup (docs/decisions.md F2)', () => {
  it('creates the team and an admin profile from the sign-up metadata, once', async () => {
    const account = await createAccount(backend, {
      full_name: 'Olive Owner',
      company_name: 'Orchard Ltd',
    });
    const first = await account.client.rpc('complete_signup');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ role: 'admin', full_name: 'Olive Owner' });
    const again = await account.client.rpc('complete_signup', { company_name: 'Second Co' });
    expect(again.data).toEqual(first.data);
    const { rows } = await backend.db.query<{ count: string }>(
      'select count(*)::text as count from public.teams where owner_id = $1',
      [account.id],
    );
    expect(rows[0]?.count).toBe('1');
  });

  it('uses the pending record passed as arguments when the metadata is empty', async () => {
    const account = await createAccount(backend, {});
    const { data, error } = await account.client.rpc('complete_signup', {
      full_name: 'Fallback Person',
      company_name: 'Fallback Co',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ role: 'admin', full_name: 'Fallback Person' });
  });

  it('joins as a member with a valid invite code and refuses an invalid one', async () => {
    const admin = await createTeamAdmin(backend, 'Joinable');
    const member = await createMember(backend, admin.inviteCode);
    const { data } = await member.client.from('users').select('role, team_id').single();
    expect(data).toEqual({ role: 'member', team_id: admin.teamId });

    // A wrong code creates nothing and answers no profile (so that the guess is counted).
    const stranger = await createAccount(backend, { full_name: 'X', invite_code: 'not-a-code' });
    const { data: none, error } = await stranger.client.rpc('complete_signup');
    expect(error).toBeNull();
    expect((none as { id: string | null } | null)?.id ?? null).toBeNull();
    const { data: profiles } = await stranger.client.from('users').select('id');
    expect(profiles).toEqual([]);
  });

  it('says "Missing signup metadata" when there is neither company nor invite', async () => {
    const account = await createAccount(backend, { full_name: 'Nobody' });
    const { error } = await account.client.rpc('complete_signup');
    expect(error).toMatchObject({ message: 'Missing signup metadata', details: 'team' });
  });

  it('refuses a name that is blank after trimming, then completes with the details asked for', async () => {
    const account = await createAccount(backend, { full_name: ' \t ', company_name: 'Blank Co' });
    const refused = await account.client.rpc('complete_signup');
    expect(refused.error).toMatchObject({
      message: 'Missing signup metadata',
      details: 'full_name',
    });
    const blankAgain = await account.client.rpc('complete_signup', { full_name: '   ' });
    expect(blankAgain.error?.details).toBe('full_name');
    const { data, error } = await account.client.rpc('complete_signup', { full_name: ' Bea ' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ full_name: 'Bea', role: 'admin' });
    const rename = await account.client
      .from('users')
      .update({ full_name: '  ' })
      .eq('id', account.id);
    expect(rename.error?.code).toBe('23514');
  });

  it('is not callable without signing in', async () => {
    const { error } = await backend.client().rpc('complete_signup');
    expect(error?.code).toBe('42501');
  });
});

describe('invite codes (docs/decisions.md F3, docs/threat-model.md #4)', () => {
  it('are at least 128 random bits, URL-safe', async () => {
    const admin = await createTeamAdmin(backend, 'Codes');
    expect(admin.inviteCode).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it('give anonymous visitors the team name only; a wrong code gives null', async () => {
    const admin = await createTeamAdmin(backend, 'Named Team');
    const anon = backend.client();
    const named = await anon.rpc('team_name_for_invite', { invite_code: admin.inviteCode });
    expect(named.data).toBe('Named Team');
    const wrong = await anon.rpc('team_name_for_invite', { invite_code: 'wrong-code' });
    expect(wrong.error).toBeNull();
    expect(wrong.data).toBeNull();
  });

  it('rotate: the old code stops working, the new one works, only for the team admin', async () => {
    const admin = await createTeamAdmin(backend, 'Rotating');
    const member = await createMember(backend, admin.inviteCode);
    const denied = await member.client.rpc('rotate_invite_code');
    expect(denied.error?.code).toBe('42501');

    const shown = await admin.client.rpc('team_invite_code');
    expect(shown.data).toBe(admin.inviteCode);
    const rotated = await admin.client.rpc('rotate_invite_code');
    expect(rotated.data).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(rotated.data).not.toBe(admin.inviteCode);
    const anon = backend.client();
    expect(
      (await anon.rpc('team_name_for_invite', { invite_code: admin.inviteCode })).data,
    ).toBeNull();
    expect((await anon.rpc('team_name_for_invite', { invite_code: rotated.data })).data).toBe(
      'Rotating',
    );
    expect((await member.client.rpc('team_invite_code')).error?.code).toBe('42501');
  });
});

describe('progress rules (docs/decisions.md F4)', () => {
  /** A published video of 100 seconds, added as the service role; its id. */
  async function publishVideo(title: string): Promise<string> {
    const service = backend.client(backend.serviceRoleKey);
    const insert = service.from('videos').insert({ title, duration: '1:40', is_published: true });
    const { data } = await insert.select('id').single().throwOnError();
    return data!.id as string;
  }

  it('sets completed_at on the server at 90 %, keeps it and the highest progress', async () => {
    const admin = await createTeamAdmin(backend, 'Progress');
    const videoId = await publishVideo('Rules');
    const save = (
      progress_percent: number,
      watch_time: number,
      completed_at: string | null = null,
    ) =>
      admin.client
        .from('progress')
        .upsert(
          { user_id: admin.id, video_id: videoId, progress_percent, watch_time, completed_at },
          { onConflict: 'user_id,video_id' },
        )
        .select('progress_percent, completed_at')
        .single();

    const early = await save(3, 3, '1999-01-01T00:00:00Z');
    expect(early.data).toEqual({ progress_percent: 3, completed_at: null });
    await elapseSinceLastSave(backend, admin.id, 100);
    const done = await save(90, 90);
    expect(done.data?.completed_at).not.toBeNull();
    expect(Math.abs(Date.parse(done.data!.completed_at!) - Date.now())).toBeLessThan(60_000);
    const rewatch = await save(5, 5);
    expect(rewatch.data).toEqual({ progress_percent: 90, completed_at: done.data!.completed_at });
  });

  it('keeps one row per user and video', async () => {
    const admin = await createTeamAdmin(backend, 'Unique');
    const videoId = await publishVideo('Once');
    const duplicate = await admin.client.from('progress').insert([
      { user_id: admin.id, video_id: videoId, progress_percent: 1 },
      { user_id: admin.id, video_id: videoId, progress_percent: 2 },
    ]);
    expect(duplicate.error?.code).toBe('23505');
    expect(duplicate.status).toBe(409);
  });
});

describe('last_seen_at', () => {
  it('record_last_seen stamps the caller only', async () => {
    const admin = await createTeamAdmin(backend, 'Seen');
    const { error, status } = await admin.client.rpc('record_last_seen');
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await admin.client.from('users').select('last_seen_at').single();
    expect(data?.last_seen_at).not.toBeNull();
  });
});
