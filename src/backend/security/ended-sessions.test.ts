// After sign-out or a password change, the access tokens of the ended sessions stop working on
// every API route at once, not at their expiry (docs/threat-model.md, sessions). Hosted Supabase
// keeps them valid until they expire; README.md says so.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, it } from 'vitest';
import { createTeamAdmin, useTestBackend, TEST_PASSWORD } from '../testing';

const backend = useTestBackend();

async function accessToken(client: SupabaseClient) {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

/** A REST read and an auth read with a bare access token, as a stolen token would be used. */
async function useToken(token: string) {
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${token}` };
  const rest = await fetch(`${backend.url}/rest/v1/users?select=id`, { headers });
  const rpc = await fetch(`${backend.url}/rest/v1/rpc/team_invite_code`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  const auth = await fetch(`${backend.url}/auth/v1/user`, { headers });
  return {
    rest: rest.status,
    restCode: ((await rest.json()) as { code?: string }).code,
    rpc: rpc.status,
    auth: auth.status,
  };
}

async function signInAgain(email: string) {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw error;
  return client;
}

it('refuses the tokens of a signed-out session everywhere at once', async () => {
  const admin = await createTeamAdmin(backend, 'Signed Out Co');
  const token = await accessToken(admin.client);
  expect(await useToken(token)).toMatchObject({ rest: 200, rpc: 200, auth: 200 });
  await admin.client.auth.signOut({ scope: 'global' });
  expect(await useToken(token)).toEqual({ rest: 401, restCode: 'PGRST301', rpc: 401, auth: 403 });
});

it('writes nothing for a signed-out token: the write behind the session check never runs', async () => {
  const admin = await createTeamAdmin(backend, 'Stale Write Co');
  const token = await accessToken(admin.client);
  const rename = (fullName: string) =>
    fetch(`${backend.url}/rest/v1/users?id=eq.${admin.id}`, {
      method: 'PATCH',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ full_name: fullName }),
    });
  expect((await rename('Ada Renamed')).status).toBe(204);
  await admin.client.auth.signOut({ scope: 'global' });
  expect((await rename('Written After Sign-Out')).status).toBe(401);
  const { rows } = await backend.db.query<{ full_name: string }>(
    'select full_name from public.users where id = $1',
    [admin.id],
  );
  expect(rows).toEqual([{ full_name: 'Ada Renamed' }]);
});

it('a local sign-out ends that session only', async () => {
  const admin = await createTeamAdmin(backend, 'Two Tabs Co');
  const other = await signInAgain(admin.email);
  const kept = await accessToken(other);
  const ended = await accessToken(admin.client);
  await admin.client.auth.signOut({ scope: 'local' });
  expect((await useToken(ended)).rest).toBe(401);
  expect((await useToken(kept)).rest).toBe(200);
});

it('a password change ends the other sessions, whose tokens stop working', async () => {
  const admin = await createTeamAdmin(backend, 'New Password Co');
  const laptop = await signInAgain(admin.email);
  const stolen = await accessToken(admin.client);
  const { error } = await laptop.auth.updateUser({ password: 'a-brand-new-password-2' });
  expect(error).toBeNull();
  expect((await useToken(stolen)).rest).toBe(401);
  expect((await useToken(await accessToken(laptop))).rest).toBe(200);
});
