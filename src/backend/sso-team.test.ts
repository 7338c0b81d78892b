// Single sign-on for a team (docs/decisions.md SSO1): its domains, the test sign-in, members who
// arrive by SSO, and enforcement, against the real embedded backend and a samlify identity provider.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  completeSignupAsAdmin,
  createAccount,
  createMember,
  createTestIdp,
  enrolAuthenticator,
  postToAcs,
  registerProvider,
  setEnterprisePlan,
  useTestBackend,
  TEST_PASSWORD,
  type TestIdp,
  openResetLink,
} from './testing';

const backend = useTestBackend();
let idp: TestIdp;
let providerId: string;
let owner: { id: string; client: SupabaseClient; teamId: string; inviteCode: string };

/** Signs `email` in through the IdP; a client holding the session. */
async function ssoClient(email: string): Promise<SupabaseClient> {
  const client = backend.client();
  const { data, error } = await client.auth.signInWithSSO({ providerId });
  if (error) throw error;
  const { fragment } = await postToAcs(backend, await idp.answer(data.url, email));
  const accessToken = fragment.get('access_token');
  if (!accessToken) throw new Error(`SSO sign-in refused: ${fragment.get('error_description')}`);
  await client.auth.setSession({
    access_token: accessToken,
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  return client;
}

async function passwordSignIn(email: string) {
  return backend.client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
}

beforeAll(async () => {
  const account = await createAccount(
    backend,
    { full_name: 'Olga Owner', company_name: 'Acme' },
    'owner@acme.test',
  );
  owner = await completeSignupAsAdmin(backend, account);
  await setEnterprisePlan(backend, owner.teamId);

  idp = await createTestIdp(backend);
  // What the `sso` function does with the service-role key once the domain is verified.
  providerId = (await registerProvider(backend, idp, ['acme.test'])).id;
  await backend
    .client(backend.serviceRoleKey)
    .rpc('sso_record_provider', {
      team: owner.teamId,
      provider: providerId,
      entity: idp.entityId,
      metadata: null,
    })
    .throwOnError();
});

describe('setting up single sign-on', () => {
  it('is for admins of Enterprise teams only', async () => {
    const member = await createMember(backend, owner.inviteCode);
    const { error } = await member.client.rpc('team_sso_settings');
    expect(error?.code).toBe('42501');
    const other = await createAccount(backend, { full_name: 'Sam', company_name: 'Small Co' });
    await other.client.rpc('complete_signup').throwOnError();
    expect((await other.client.rpc('add_sso_domain', { domain: 'small.test' })).error?.code).toBe(
      '42501',
    );
  });

  it('cannot be turned on before a domain is verified and a sign-in was tested', async () => {
    await owner.client.rpc('add_sso_domain', { domain: 'Someone@ACME.test ' }).throwOnError();
    const { data } = await owner.client.rpc('team_sso_settings').throwOnError();
    expect(data).toMatchObject({
      status: 'draft',
      provider_id: providerId,
      domains: [{ domain: 'acme.test', verified_at: null, dns_token: expect.any(String) }],
    });
    const early = await owner.client.rpc('set_team_sso', { enabled: true, enforced: false });
    expect(early.error?.message).toBe('Test sign-in before turning single sign-on on');
    // Without the identity provider's session, the test does not count.
    expect((await owner.client.rpc('record_sso_test')).error?.code).toBe('P0001');
  });

  it('a domain verified by one team cannot be claimed by another', async () => {
    await backend
      .client(backend.serviceRoleKey)
      .rpc('sso_mark_domain_verified', { team: owner.teamId, domain: 'acme.test', method: 'dns' })
      .throwOnError();
    const rival = await createAccount(backend, { full_name: 'Rita', company_name: 'Rival' });
    await setEnterprisePlan(backend, (await completeSignupAsAdmin(backend, rival)).teamId);
    const { error } = await rival.client.rpc('add_sso_domain', { domain: 'acme.test' });
    expect(error?.code).toBe('PT409');
  });

  it('turns on after the test sign-in, and the log says so', async () => {
    // The owner's password account is linked to the provider's identity.
    const admin = await ssoClient('owner@acme.test');
    const { data: tested } = await admin.rpc('record_sso_test').throwOnError();
    expect(tested).toMatchObject({ status: 'tested' });
    const { data: on } = await admin
      .rpc('set_team_sso', { enabled: true, enforced: false })
      .throwOnError();
    expect(on).toMatchObject({ status: 'enabled', enforced: false });
    const { rows } = await backend.db.query<{ kind: string }>(
      `select kind from public.audit_events where team_id = $1 and kind like 'sso_%' order by id`,
      [owner.teamId],
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'sso_configured',
      'sso_domain_verified',
      'sso_enabled',
    ]);
  });
});

describe('arriving by SSO (docs/threat-model.md #46)', () => {
  it('makes a new person at the verified domain a member of the team', async () => {
    const client = await ssoClient('newhire@acme.test');
    const { data: team } = await client.rpc('join_team_by_sso').throwOnError();
    expect(team).toBe(owner.teamId);
    const { rows } = await backend.db.query<{ role: string; team_id: string }>(
      `select u.role, u.team_id from public.users u join auth.users a on a.id = u.id
        where a.email = 'newhire@acme.test'`,
    );
    expect(rows).toEqual([{ role: 'member', team_id: owner.teamId }]);
  });

  it('joins nobody to a team without its provider’s identity', async () => {
    // A password account at the domain that never signed in by SSO.
    const account = await createAccount(backend, { full_name: 'Pat' }, 'pat@acme.test');
    const { data } = await account.client.rpc('join_team_by_sso').throwOnError();
    expect(data).toBeNull();
  });
});

describe('enforcing SSO', () => {
  it('refuses passwords of members at the domain, not the owner with two-factor', async () => {
    const member = await createAccount(backend, { full_name: 'Mo' }, 'mo@acme.test');
    await member.client.rpc('join_team_by_sso').throwOnError();
    await backend.db.query(
      `insert into public.users (id, email, team_id) values ($1, 'mo@acme.test', $2)`,
      [member.id, owner.teamId],
    );
    const outsider = await createMember(backend, owner.inviteCode, 'Gus Guest');

    const admin = await ssoClient('owner@acme.test');
    await admin.rpc('set_team_sso', { enabled: true, enforced: true }).throwOnError();

    const refused = await passwordSignIn('mo@acme.test');
    expect(refused.error?.code).toBe('sso_required');
    expect(refused.error?.status).toBe(403);
    // An address at another domain (a contractor) keeps its password.
    expect((await passwordSignIn(outsider.email)).error).toBeNull();
    // The owner without an authenticator is refused too ...
    expect((await passwordSignIn('owner@acme.test')).error?.code).toBe('sso_required');
    // ... and keeps the break-glass password once two-factor is set up.
    await enrolAuthenticator(admin, Date.now());
    expect((await passwordSignIn('owner@acme.test')).error).toBeNull();

    await admin.rpc('set_team_sso', { enabled: true, enforced: false }).throwOnError();
    expect((await passwordSignIn('mo@acme.test')).error).toBeNull();
  });

  it('holds for every token: a reset link and a password session’s refresh are refused, SSO sessions refresh', async () => {
    const email = 'rita@acme.test';
    const rita = await createAccount(backend, { full_name: 'Rita' }, email);
    await backend.db.query(`insert into public.users (id, email, team_id) values ($1, $2, $3)`, [
      rita.id,
      email,
      owner.teamId,
    ]);
    // The owner, now with an authenticator, turned enforcement on (as the test above did).
    const enforce = (on: boolean) =>
      backend.db.query('update private.team_sso set enforced = $2 where team_id = $1', [
        owner.teamId,
        on,
      ]);
    await enforce(true);

    // The session her password opened before enforcement ends at its next refresh.
    const refreshed = await rita.client.auth.refreshSession();
    expect(refreshed.error?.code).toBe('sso_required');
    // A reset link opens no session, by the email's link or by verifyOtp.
    const { followed, verified } = await openResetLink(backend, email);
    expect(followed.fragment.get('access_token')).toBeNull();
    expect(followed.fragment.get('error_code')).toBe('sso_required');
    expect(verified.error?.code).toBe('sso_required');
    expect(verified.data.session).toBeNull();
    // Her identity provider's session refreshes.
    const bySso = await ssoClient(email);
    const again = await bySso.auth.refreshSession();
    expect(again.error).toBeNull();
    expect(again.data.session?.access_token).toEqual(expect.any(String));
    await enforce(false);
  });
});
