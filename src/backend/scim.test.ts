// SCIM 2.0 provisioning (docs/decisions.md SC1; docs/threat-model.md #47), over real HTTP against
// the embedded backend, with the requests Okta's and Microsoft Entra's provisioning send, as
// docs/decisions.md SC1 describes them.
import { describe, expect, it } from 'vitest';
import {
  createEnterpriseAdmin,
  createMember,
  createTeamAdmin,
  useTestBackend,
  TEST_PASSWORD,
} from './testing';
import { hashPassword } from './auth/passwords';

const backend = useTestBackend();

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** An Enterprise team with a SCIM token, and its calls; `adminGroup` is its SCIM admin group. */
async function enterpriseTeam(company: string, adminGroup?: string) {
  const admin = await createEnterpriseAdmin(backend, company);
  const { data: token, error } = await admin.client.rpc('create_scim_token', { label: 'Okta' });
  if (error) throw error;
  if (adminGroup) {
    await admin.client.rpc('set_scim_admin_group', { group_name: adminGroup }).throwOnError();
  }
  return { admin, token: token as string, call: scim(token as string) };
}

function scim(token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${backend.url}/functions/v1/scim/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/scim+json',
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as Record<string, unknown> & {
        id: string;
        Resources: Record<string, unknown>[];
        totalResults: number;
      },
    };
  };
}

/** Lets a provisioned person sign in (as SSO or an email link would) and returns their client. */
async function signInAs(email: string) {
  await backend.db.query('update auth.users set encrypted_password = $2 where lower(email) = $1', [
    email.toLowerCase(),
    await hashPassword(TEST_PASSWORD, 4),
  ]);
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw error;
  return client;
}

async function auditEvents(teamId: string) {
  const { rows } = await backend.db.query<{
    kind: string;
    actor_name: string;
    target_name: string;
  }>(
    `select kind, actor_name, target_name from public.audit_events where team_id = $1 order by id`,
    [teamId],
  );
  return rows;
}

describe('Okta', () => {
  it('provisions, finds by userName, deactivates at once and reactivates', async () => {
    const { admin, call } = await enterpriseTeam('Okta Co');
    // Okta looks the user up before creating them.
    const search = await call(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "test.user@okta.local"')}&startIndex=1&count=100`,
    );
    expect(search).toMatchObject({ status: 200, body: { totalResults: 0, Resources: [] } });

    const created = await call('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'test.user@okta.local',
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userName: 'test.user@okta.local',
      externalId: '00ujl29u0le5T6Aj10h7',
      active: true,
      name: { givenName: 'Test', familyName: 'User' },
      meta: {
        resourceType: 'User',
        location: expect.stringContaining(`/Users/${created.body.id}`),
      },
    });
    // A member of the team, pending until their first sign-in.
    const { rows: members } = await backend.db.query(
      'select role, team_id, full_name, last_seen_at from public.users where id = $1',
      [created.body.id],
    );
    expect(members).toEqual([
      { role: 'member', team_id: admin.teamId, full_name: 'Test User', last_seen_at: null },
    ]);
    // Okta's password is never kept: the person has no password sign-in from SCIM.
    const { rows: accounts } = await backend.db.query(
      'select encrypted_password from auth.users where id = $1',
      [created.body.id],
    );
    expect(accounts[0]).toMatchObject({ encrypted_password: null });

    const found = await call(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "TEST.USER@okta.local"')}`,
    );
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0]).toMatchObject({ id: created.body.id });
    expect((await call('GET', `/Users/${created.body.id}`)).body).toMatchObject({ active: true });

    // The person signs in; their session works until the identity provider deactivates them.
    const person = await signInAs('test.user@okta.local');
    const accessToken = (await person.auth.getSession()).data.session?.access_token ?? '';
    const read = () =>
      fetch(`${backend.url}/rest/v1/users?select=id`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${accessToken}` },
      });
    expect((await read()).status).toBe(200);

    const deactivated = await call('PATCH', `/Users/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated).toMatchObject({ status: 200, body: { active: false } });
    // The very next request with the still-unexpired access token is refused, and no refresh.
    expect((await read()).status).toBe(401);
    const refreshed = await person.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    const signIn = await backend
      .client()
      .auth.signInWithPassword({ email: 'test.user@okta.local', password: TEST_PASSWORD });
    expect(signIn.error).not.toBeNull();
    expect(await auditEvents(admin.teamId)).toEqual(
      expect.arrayContaining([
        { kind: 'member_joined', actor_name: 'SCIM', target_name: 'Test User' },
        { kind: 'member_deactivated', actor_name: 'SCIM', target_name: 'Test User' },
      ]),
    );

    // Okta's reactivation is a PUT of the whole user with active true.
    const reactivated = await call('PUT', `/Users/${created.body.id}`, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      id: created.body.id,
      userName: 'test.user@okta.local',
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
      displayName: 'Test User',
      active: true,
      groups: [],
    });
    expect(reactivated).toMatchObject({ status: 200, body: { active: true } });
    expect((await auditEvents(admin.teamId)).at(-1)).toEqual({
      kind: 'member_reactivated',
      actor_name: 'SCIM',
      target_name: 'Test User',
    });
  });

  it('pushes groups; the admin group makes admins and leaving it makes members again', async () => {
    const { admin, call } = await enterpriseTeam('Okta Groups Co', 'ComplyReady Admins');
    const user = await call('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'grace@okta.local',
      name: { givenName: 'Grace', familyName: 'Hopper' },
      emails: [{ primary: true, value: 'grace@okta.local', type: 'work' }],
      active: true,
    });
    const group = await call('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'ComplyReady Admins',
      members: [],
    });
    expect(group).toMatchObject({
      status: 201,
      body: { displayName: 'ComplyReady Admins', members: [] },
    });
    const role = async () =>
      (
        await backend.db.query<{ role: string }>('select role from public.users where id = $1', [
          user.body.id,
        ])
      ).rows[0]?.role;

    const added = await call('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          op: 'add',
          path: 'members',
          value: [{ value: user.body.id, display: 'grace@okta.local' }],
        },
      ],
    });
    expect(added.body).toMatchObject({ members: [{ value: user.body.id }] });
    expect(await role()).toBe('admin');

    // Okta renames with a pathless replace, and removes one member by a filter path.
    await call('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'replace', value: { id: group.body.id, displayName: 'ComplyReady Admins' } },
      ],
    });
    await call('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${user.body.id}"]` }],
    });
    expect(await role()).toBe('member');
    expect(
      (await auditEvents(admin.teamId)).filter((event) => event.kind === 'role_changed'),
    ).toEqual([
      { kind: 'role_changed', actor_name: 'SCIM', target_name: 'Grace Hopper' },
      { kind: 'role_changed', actor_name: 'SCIM', target_name: 'Grace Hopper' },
    ]);
  });
});

/**
 * What a request reads on hosted Supabase, whose PostgREST checks an access token's signature and
 * expiry but not its session: the token's claims under the authenticated role, nothing more.
 */
async function readAsHostedPostgrest(userId: string) {
  return backend.db.transaction(async (tx) => {
    await tx.query('set local role authenticated');
    await tx.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: userId, role: 'authenticated', aal: 'aal1' }),
    ]);
    const { rows } = await tx.query<{ users: number; events: number }>(
      `select (select count(*)::int from public.users) as users,
              (select count(*)::int from public.audit_events) as events`,
    );
    return rows[0];
  });
}

it('on hosted Supabase too, a deactivated admin reads nothing of the team on the next request', async () => {
  const { call } = await enterpriseTeam('Hosted Co', 'Admins');
  const user = await call('POST', '/Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: 'hedy@hosted.test',
    emails: [{ primary: true, value: 'hedy@hosted.test' }],
    active: true,
  });
  await call('POST', '/Groups', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
    displayName: 'Admins',
    members: [{ value: user.body.id }],
  });
  const before = await readAsHostedPostgrest(user.body.id);
  expect(before?.users).toBe(2);
  expect(before?.events).toBeGreaterThan(0);
  await call('PATCH', `/Users/${user.body.id}`, {
    schemas: [PATCH_OP],
    Operations: [{ op: 'replace', path: 'active', value: false }],
  });
  // Only their own profile row is left; sessions and refresh tokens are gone, sign-in is banned.
  expect(await readAsHostedPostgrest(user.body.id)).toEqual({ users: 1, events: 0 });
  const { rows } = await backend.db.query(
    `select (select count(*)::int from auth.sessions where user_id = $1) as sessions,
            (select banned_until = 'infinity' from auth.users where id = $1) as banned`,
    [user.body.id],
  );
  expect(rows).toEqual([{ sessions: 0, banned: true }]);
});

describe('Microsoft Entra', () => {
  it('creates, patches with its string booleans, deactivates and deletes', async () => {
    const { admin, call } = await enterpriseTeam('Entra Co');
    const userName = 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1';
    expect(
      (await call('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`)).body,
    ).toMatchObject({ totalResults: 0 });
    const created = await call('POST', '/Users', {
      schemas: [
        'urn:ietf:params:scim:schemas:core:2.0:User',
        'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
      ],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b@testuser.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created).toMatchObject({
      status: 201,
      body: { userName, emails: [{ value: 'test_user_fd0ea19b@testuser.com', primary: true }] },
    });
    // A second create of the same userName is a conflict (Entra's compliance check).
    const again = await call('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName,
      emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b@testuser.com' }],
      active: true,
    });
    expect(again).toMatchObject({ status: 409, body: { scimType: 'uniqueness' } });
    expect(
      (
        await call(
          'GET',
          `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
        )
      ).body.totalResults,
    ).toBe(1);

    const patched = await call('PATCH', `/Users/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: 'externalId', value: 'e2b8d9b3-updated' },
      ],
    });
    expect(patched.body).toMatchObject({
      name: { familyName: 'updatedFamilyName' },
      externalId: 'e2b8d9b3-updated',
    });

    const person = await signInAs('test_user_fd0ea19b@testuser.com');
    const accessToken = (await person.auth.getSession()).data.session?.access_token ?? '';
    const whoAmI = () =>
      fetch(`${backend.url}/auth/v1/user`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${accessToken}` },
      });
    expect((await whoAmI()).status).toBe(200);
    // Entra sends "False" as a string when it disables a user.
    const disabled = await call('PATCH', `/Users/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.body).toMatchObject({ active: false });
    expect((await whoAmI()).status).toBe(403);

    expect((await call('DELETE', `/Users/${created.body.id}`)).status).toBe(204);
    expect(await call('GET', `/Users/${created.body.id}`)).toMatchObject({
      status: 404,
      body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '404' },
    });
    // Deleted from SCIM, the person stays deactivated on Members, for the admins to remove.
    const { rows } = await backend.db.query(
      'select team_id, deactivated_at is not null as deactivated from public.users where id = $1',
      [created.body.id],
    );
    expect(rows).toEqual([{ team_id: admin.teamId, deactivated: true }]);
  });

  it('creates groups, filters them without members, adds and removes members by value', async () => {
    const { call } = await enterpriseTeam('Entra Groups Co');
    const user = await call('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'alan@entra.test',
      emails: [{ primary: true, type: 'work', value: 'alan@entra.test' }],
      active: true,
    });
    const group = await call('POST', '/Groups', {
      schemas: [
        'urn:ietf:params:scim:schemas:core:2.0:Group',
        'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/Group',
      ],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'displayName',
      meta: { resourceType: 'Group' },
    });
    expect(group.status).toBe(201);
    const listed = await call(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "displayName"')}`,
    );
    expect(listed.body.totalResults).toBe(1);
    expect(listed.body.Resources[0]).not.toHaveProperty('members');
    await call('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: user.body.id }] }],
    });
    const withMember = await call(
      'GET',
      `/Groups?filter=${encodeURIComponent(`id eq "${group.body.id}" and members.value eq "${user.body.id}"`)}`,
    );
    expect(withMember.body.totalResults).toBe(1);
    await call('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: user.body.id }] }],
    });
    expect((await call('GET', `/Groups/${group.body.id}`)).body).toMatchObject({ members: [] });
    expect((await call('DELETE', `/Groups/${group.body.id}`)).status).toBe(204);
  });
});

describe('discovery', () => {
  it('describes itself: ServiceProviderConfig, ResourceTypes, Schemas', async () => {
    const { call } = await enterpriseTeam('Discovery Co');
    expect((await call('GET', '/ServiceProviderConfig')).body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = await call('GET', '/ResourceTypes');
    expect(types.body.Resources.map((type) => type.id)).toEqual(['User', 'Group']);
    const schemas = await call('GET', '/Schemas');
    expect(schemas.body.totalResults).toBe(2);
  });
});

describe('tokens (docs/threat-model.md #47)', () => {
  it('keeps only a hash, and refuses a missing, wrong or revoked token', async () => {
    const { admin, token } = await enterpriseTeam('Token Co');
    const { rows } = await backend.db.query<{ token_hash: string }>(
      'select token_hash from private.scim_tokens where team_id = $1',
      [admin.teamId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await scim(token)('GET', '/Users')).status).toBe(200);
    expect((await scim(`${token}x`)('GET', '/Users')).status).toBe(401);
    const anonymous = await fetch(`${backend.url}/functions/v1/scim/v2/Users`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('Bearer');

    const { data: settings } = await admin.client.rpc('team_scim_settings');
    const tokenId = (settings as { tokens: { id: string }[] }).tokens[0]?.id;
    expect(JSON.stringify(settings)).not.toContain(token);
    const { error } = await admin.client.rpc('revoke_scim_token', { token_id: tokenId });
    expect(error).toBeNull();
    expect((await scim(token)('GET', '/Users')).status).toBe(401);
    expect(
      (await auditEvents(admin.teamId)).filter((event) => event.kind.startsWith('scim_token')),
    ).toEqual([
      { kind: 'scim_token_created', actor_name: 'Ada Admin', target_name: 'Okta' },
      { kind: 'scim_token_revoked', actor_name: 'Ada Admin', target_name: 'Okta' },
    ]);
  });

  it('the SCIM functions are the service role’s: no signed-in or anonymous caller reaches them', async () => {
    const { admin, token } = await enterpriseTeam('Direct Co');
    for (const client of [admin.client, backend.client()]) {
      const found = await client.rpc('scim_team', { token });
      expect(found.error).toMatchObject({ code: '42501' });
      const users = await client.rpc('scim_users', { team: admin.teamId });
      expect(users.error).toMatchObject({ code: '42501' });
      const saved = await client.rpc('scim_save_user', {
        team: admin.teamId,
        account: admin.id,
        user_name: 'x',
        external_id: null,
        given_name: null,
        family_name: null,
        full_name: null,
        active: false,
      });
      expect(saved.error).toMatchObject({ code: '42501' });
    }
  });

  it("one team's token cannot read or change another team's people", async () => {
    const first = await enterpriseTeam('First Co');
    const second = await enterpriseTeam('Second Co');
    const created = await scim(first.token)('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'kept@first.test',
      emails: [{ primary: true, value: 'kept@first.test' }],
      active: true,
    });
    const other = scim(second.token);
    expect((await other('GET', '/Users')).body.totalResults).toBe(0);
    expect((await other('GET', `/Users/${created.body.id}`)).status).toBe(404);
    expect(
      (
        await other('PATCH', `/Users/${created.body.id}`, {
          schemas: [PATCH_OP],
          Operations: [{ op: 'replace', value: { active: false } }],
        })
      ).status,
    ).toBe(404);
    expect((await other('DELETE', `/Users/${created.body.id}`)).status).toBe(404);
    // Creating the same address from the other team is refused: the account is the first team's.
    const stolen = await other('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'kept@first.test',
      emails: [{ primary: true, value: 'kept@first.test' }],
      active: true,
    });
    expect(stolen.status).toBe(409);
    const { rows } = await backend.db.query(
      'select team_id, deactivated_at from public.users where id = $1',
      [created.body.id],
    );
    expect(rows).toEqual([{ team_id: first.admin.teamId, deactivated_at: null }]);
  });

  it('pulls in someone who left a team only where the team verified their domain', async () => {
    // docs/threat-model.md #47: removed from their team, the person is in no team; another team's
    // token does not make them its member (nor lift their ban) without proving their domain.
    const theirs = await createEnterpriseAdmin(backend, 'Left Co');
    const leaver = await createMember(backend, theirs.inviteCode, 'Lena Leaver');
    await theirs.client.rpc('remove_member', { member: leaver.id }).throwOnError();
    const other = await enterpriseTeam('Grabbing Co');
    const provision = () =>
      other.call('POST', '/Users', {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: leaver.email,
        emails: [{ primary: true, value: leaver.email }],
        active: true,
      });
    expect((await provision()).status).toBe(409);
    const teamOf = async () =>
      (await backend.db.query('select team_id from public.users where id = $1', [leaver.id]))
        .rows[0];
    expect(await teamOf()).toEqual({ team_id: null });
    // Once that team proved the address's domain, it is the person's organisation: they join.
    await backend.db.query(
      `insert into private.team_sso_domains (team_id, domain, verified_at, verified_by)
       values ($1, $2, now(), 'dns')`,
      [other.admin.teamId, leaver.email.split('@')[1]],
    );
    expect((await provision()).status).toBe(201);
    expect(await teamOf()).toEqual({ team_id: other.admin.teamId });
  });

  it('works only on Enterprise, and only admins make tokens', async () => {
    const admin = await createTeamAdmin(backend, 'Starter Co');
    await backend.db.query(
      `update public.teams set plan_id = 'professional', trial_plan_id = null, trial_ends_at = null
        where id = $1`,
      [admin.teamId],
    );
    const { error } = await admin.client.rpc('create_scim_token', { label: 'Okta' });
    expect(error).toMatchObject({ code: '42501' });

    const { admin: enterpriseAdmin, token } = await enterpriseTeam('Downgraded Co');
    await backend.db.query(`update public.teams set plan_id = 'professional' where id = $1`, [
      enterpriseAdmin.teamId,
    ]);
    expect((await scim(token)('GET', '/Users')).status).toBe(401);
  });
});
