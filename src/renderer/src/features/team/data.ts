// Data access for the team dashboard.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { readProgressSummary } from './progress-summary';
import type { PublishedVideo, TeamMember } from './team-progress';

export interface TeamData {
  teamName: string;
  inviteCode: string;
  members: TeamMember[];
  videos: PublishedVideo[];
}

/**
 * The team's name, invite code and progress summary. The summary is one value computed in the
 * database, so it stays complete past the API's 1,000-rows-per-request cap.
 */
export async function getTeamData(
  client: SupabaseClient<Database>,
  teamId: string,
  signal: AbortSignal,
): Promise<TeamData> {
  const [team, code, summary] = await Promise.all([
    client.from('teams').select('id, name').eq('id', teamId).abortSignal(signal).single(),
    client.rpc('team_invite_code').abortSignal(signal),
    client.rpc('team_progress_summary').abortSignal(signal),
  ]);
  if (team.error) throw team.error;
  if (code.error) throw code.error;
  if (summary.error) throw summary.error;
  return { teamName: team.data.name, inviteCode: code.data, ...readProgressSummary(summary.data) };
}

export async function rotateInviteCode(client: SupabaseClient<Database>): Promise<string> {
  const { data, error } = await client.rpc('rotate_invite_code');
  if (error) throw error;
  return data;
}
