// Test support: confirmed accounts with profiles, without going through the email flow (the
// auth tests cover that flow). Sign-in and profile completion still go through the real API.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '.';
import { hashPassword } from '../auth/passwords';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  client: SupabaseClient;
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** Creates a confirmed auth user with `metadata` and signs it in through supabase-js. */
export async function createAccount(
  backend: TestBackend,
  metadata: Record<string, string>,
  email = `user-${randomBytes(5).toString('hex')}@example.com`,
): Promise<TestAccount> {
  const hash = await hashPassword(TEST_PASSWORD, 4);
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, now(), $3) returning id`,
    [email, hash, JSON.stringify(metadata)],
  );
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return { id: rows[0]!.id, email, password: TEST_PASSWORD, client };
}

/** A signed-in admin of a new team, created through complete_signup like a real first sign-in. */
export async function createTeamAdmin(backend: TestBackend, company = 'Acme Inc') {
  const account = await createAccount(backend, { full_name: 'Ada Admin', company_name: company });
  return completeSignupAsAdmin(backend, account);
}

/** `account` (made with a `company_name`) as the admin of its new team, through complete_signup. */
export async function completeSignupAsAdmin(backend: TestBackend, account: TestAccount) {
  const { data, error } = await account.client.rpc('complete_signup');
  if (error) throw new Error(`complete_signup failed: ${error.message}`);
  const teamId = (data as { team_id: string }).team_id;
  const { rows } = await backend.db.query<{ invite_code: string }>(
    'select invite_code from public.teams where id = $1',
    [teamId],
  );
  return { ...account, teamId, inviteCode: rows[0]!.invite_code };
}

/** Puts the team on `plan`, trial over, as the database owner (no audit event). */
export async function setPlan(backend: TestBackend, teamId: string, plan: string) {
  await backend.db.query(
    `update public.teams set plan_id = $2, trial_plan_id = null, trial_ends_at = null
      where id = $1`,
    [teamId, plan],
  );
}

export const setEnterprisePlan = (backend: TestBackend, teamId: string) =>
  setPlan(backend, teamId, 'enterprise');

/** A signed-in admin of a new team on the enterprise plan, trial over. */
export async function createEnterpriseAdmin(backend: TestBackend, company?: string) {
  const admin = await createTeamAdmin(backend, company);
  await setEnterprisePlan(backend, admin.teamId);
  return admin;
}

/** A signed-in member who joined through `inviteCode`. */
export async function createMember(backend: TestBackend, inviteCode: string, name = 'Max Member') {
  const account = await createAccount(backend, { full_name: name, invite_code: inviteCode });
  const { error } = await account.client.rpc('complete_signup');
  if (error) throw new Error(`complete_signup failed: ${error.message}`);
  return account;
}

/** Gives an existing profile a role, as the operator command does. */
export async function setRole(backend: TestBackend, userId: string, role: string) {
  await backend.db.query('update public.users set role = $2 where id = $1', [userId, role]);
}

/**
 * Moves a member's clock: their last progress saves happened `seconds` earlier than recorded, as
 * if they had been watching meanwhile (credited watch time grows with real time only).
 */
export async function elapseSinceLastSave(backend: TestBackend, userId: string, seconds: number) {
  await backend.db.query(
    `update public.progress set updated_at = updated_at - make_interval(secs => $2) where user_id = $1`,
    [userId, seconds],
  );
}
