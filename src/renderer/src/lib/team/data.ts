// Data access for running the team: its invite link, settings, members and activity.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@shared/database.types';
import type { TeamPlanColumns } from './team-plan';
import { answer } from '../answer';

export async function rotateInviteCode(client: SupabaseClient<Database>): Promise<string> {
  return answer(client.rpc('rotate_invite_code'));
}

// ─── Running the team (docs/decisions.md M1, P1, A1): every rule is the database's ───────────

export interface ManagedMember {
  id: string;
  full_name: string | null;
  email: string;
  role: string;
  deactivated: boolean;
  last_seen_at: string | null;
  /** Has an authenticator app confirmed (docs/decisions.md TF1). */
  twoFactor: boolean;
}

export interface TeamSettings extends TeamPlanColumns {
  id: string;
  name: string;
  owner_id: string;
  require_two_factor: boolean;
}

const TEAM_COLUMNS =
  'id, name, owner_id, plan_id, trial_plan_id, trial_ends_at, require_two_factor';

export async function getTeamSettings(
  client: SupabaseClient<Database>,
  teamId: string,
  signal: AbortSignal,
): Promise<TeamSettings> {
  return answer(
    client.from('teams').select(TEAM_COLUMNS).eq('id', teamId).abortSignal(signal).single(),
  );
}

export async function getManagedMembers(
  client: SupabaseClient<Database>,
  teamId: string,
  signal: AbortSignal,
): Promise<{ team: TeamSettings; members: ManagedMember[] }> {
  const [team, members, twoFactor] = await Promise.all([
    getTeamSettings(client, teamId, signal),
    client
      .from('users')
      .select('id, full_name, email, role, deactivated_at, last_seen_at')
      .eq('team_id', teamId)
      .order('full_name', { ascending: true, nullsFirst: false })
      .order('email')
      .abortSignal(signal),
    client.rpc('team_two_factor_status').abortSignal(signal),
  ]);
  if (members.error) throw members.error;
  if (twoFactor.error) throw twoFactor.error;
  const enabled = new Set(twoFactor.data.filter((row) => row.enabled).map((row) => row.member_id));
  return {
    team,
    members: members.data.map(({ deactivated_at, ...member }) => ({
      ...member,
      deactivated: deactivated_at !== null,
      twoFactor: enabled.has(member.id),
    })),
  };
}

/** One of the team functions of the database; its refusal's message is written for people. */
export type MemberAction =
  | {
      name: 'deactivate_member' | 'reactivate_member' | 'remove_member' | 'reset_member_two_factor';
      member: string;
    }
  | { name: 'set_member_role'; member: string; role: 'admin' | 'member' }
  | { name: 'transfer_ownership'; member: string };

export async function runMemberAction(
  client: SupabaseClient<Database>,
  action: MemberAction,
): Promise<void> {
  const { error } =
    action.name === 'set_member_role'
      ? await client.rpc('set_member_role', { member: action.member, new_role: action.role })
      : action.name === 'transfer_ownership'
        ? await client.rpc('transfer_ownership', { new_owner: action.member })
        : await client.rpc(action.name, { member: action.member });
  if (error) throw new Error(error.message);
}

export async function leaveTeam(client: SupabaseClient<Database>): Promise<void> {
  const { error } = await client.rpc('leave_team');
  if (error) throw new Error(error.message);
}

export async function deleteTeam(client: SupabaseClient<Database>, name: string): Promise<void> {
  const { error } = await client.rpc('delete_team', { confirm_name: name });
  if (error) throw new Error(error.message);
}

export type AuditEvent = Pick<
  Tables<'audit_events'>,
  'id' | 'occurred_at' | 'actor_id' | 'actor_name' | 'kind' | 'target_name' | 'details'
>;

export interface ActivityFilter {
  kind: string | null;
  actor: string | null;
}

const AUDIT_COLUMNS = 'id, occurred_at, actor_id, actor_name, kind, target_name, details';

/** One page of the team's activity, newest first, with the number of events that match. */
export async function getActivityPage(
  client: SupabaseClient<Database>,
  filter: ActivityFilter,
  page: { index: number; size: number },
  signal: AbortSignal,
): Promise<{ events: AuditEvent[]; total: number }> {
  let query = client.from('audit_events').select(AUDIT_COLUMNS, { count: 'exact' });
  if (filter.kind) query = query.eq('kind', filter.kind);
  if (filter.actor) query = query.eq('actor_id', filter.actor);
  const from = page.index * page.size;
  const { data, error, count } = await query
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + page.size - 1)
    .abortSignal(signal);
  if (error) throw error;
  return { events: data, total: count ?? data.length };
}

/** Every event that matches, for the CSV; the database records the export. */
export async function exportActivity(
  client: SupabaseClient<Database>,
  filter: ActivityFilter,
): Promise<AuditEvent[]> {
  return answer(
    client.rpc('export_audit_events', {
      ...(filter.kind ? { kind_filter: filter.kind } : {}),
      ...(filter.actor ? { actor_filter: filter.actor } : {}),
    }),
  );
}

/** Turns the team's two-factor requirement on or off (docs/decisions.md TF1). */
export async function setTeamTwoFactor(
  client: SupabaseClient<Database>,
  required: boolean,
): Promise<void> {
  const { error } = await client.rpc('set_team_two_factor', { required });
  if (error) throw new Error(error.message);
}
