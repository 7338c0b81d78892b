// Helpers shared by the REST integration tests (not a test file itself). Users are created with
// SQL and given JWTs signed with the backend's secret, so these tests depend on the REST module
// only, not on the auth API.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../jwt';
import type { TestBackend } from '.';

export type ProfileRole = 'member' | 'admin' | 'editor' | 'superadmin';

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** supabase-js with this user's access token as its key, as after sign-in. */
  client: SupabaseClient;
}

/** supabase-js with the anon key (the default), a service-role key or a user's token. */
export const restClient = (backend: TestBackend, key = backend.anonKey) => backend.client(key);

export const serviceClient = (backend: TestBackend) => restClient(backend, backend.serviceRoleKey);

/**
 * An access token like the auth API issues, valid for `expiresIn` seconds (negative: expired).
 * It names a live session, as the auth API's do (the session's id is the user's id).
 */
export async function userToken(
  backend: TestBackend,
  userId: string,
  email: string,
  expiresIn = 3600,
) {
  await backend.db.query(
    'insert into auth.sessions (id, user_id) values ($1, $1) on conflict (id) do nothing',
    [userId],
  );
  return signJwt(
    { role: 'authenticated', sub: userId, email, aud: 'authenticated', session_id: userId },
    backend.context.keys.jwtSecret,
    expiresIn,
  );
}

/** An auth user, optionally with a profile in public.users (role and team). */
export async function createUser(
  backend: TestBackend,
  profile: { role?: ProfileRole; teamId?: string | null } | null = {},
): Promise<TestUser> {
  const email = `rest-${randomBytes(5).toString('hex')}@example.com`;
  const { rows } = await backend.db.query<{ id: string }>(
    'insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id',
    [email],
  );
  const id = rows[0]?.id ?? '';
  if (profile) {
    await backend.db.query(
      'insert into public.users (id, email, role, team_id) values ($1, $2, $3, $4)',
      [id, email, profile.role ?? 'member', profile.teamId ?? null],
    );
  }
  const token = await userToken(backend, id, email);
  return { id, email, token, client: restClient(backend, token) };
}

/** A team with its admin. */
export async function createTeam(backend: TestBackend, name = 'Acme Inc') {
  const owner = await createUser(backend, null);
  const { rows } = await backend.db.query<{ id: string; invite_code: string }>(
    'insert into public.teams (name, owner_id) values ($1, $2) returning id, invite_code',
    [name, owner.id],
  );
  const team = rows[0] ?? { id: '', invite_code: '' };
  await backend.db.query(
    `insert into public.users (id, email, role, team_id) values ($1, $2, 'admin', $3)`,
    [owner.id, owner.email, team.id],
  );
  return { id: team.id, inviteCode: team.invite_code, admin: owner };
}

/** A raw request to /rest/v1, for what supabase-js hides (headers, exact bodies, odd input). */
export function restFetch(
  backend: TestBackend,
  path: string,
  init: RequestInit & { key?: string | null } = {},
): Promise<Response> {
  const { key = backend.serviceRoleKey, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (key !== null && !headers.has('apikey')) headers.set('apikey', key);
  if (key !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
  if (rest.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  return fetch(`${backend.url}/rest/v1${path}`, { ...rest, headers });
}

/**
 * A table for one test file, created as the owner with `definition` as its column list: granted
 * to the API roles, row-level security on with permissive policies, as a migration would set it
 * up. The REST catalog reloads itself when a request first names it.
 */
export async function createTestTable(
  backend: TestBackend,
  name: string,
  definition: string,
): Promise<void> {
  if (!/^rest_test_\w+$/.test(name)) throw new Error(`test tables are named rest_test_*: ${name}`);
  await backend.db.exec(`
    create table public.${name} (${definition});
    grant all on public.${name} to anon, authenticated, service_role;
    alter table public.${name} enable row level security;
    create policy ${name}_all on public.${name} for all to anon, authenticated
      using (true) with check (true);
  `);
}
