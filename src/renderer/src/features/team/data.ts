// Data access for the team dashboard.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PublishedVideo, TeamMember } from './team-progress';

export interface TeamData {
  teamName: string;
  inviteCode: string;
  members: TeamMember[];
  videos: PublishedVideo[];
}

interface ProgressSummary {
  videos: PublishedVideo[];
  members: TeamMember[];
}

/**
 * The team's name, invite code and progress summary. The summary is one value computed in the
 * database, so it stays complete past the API's 1,000-rows-per-request cap.
 */
export async function getTeamData(client: SupabaseClient, teamId: string): Promise<TeamData> {
  const [team, code, summary] = await Promise.all([
    client.from('teams').select('id, name').eq('id', teamId).single(),
    client.rpc('team_invite_code'),
    client.rpc('team_progress_summary'),
  ]);
  for (const result of [team, code, summary]) if (result.error) throw result.error;
  const { videos, members } = summary.data as ProgressSummary;
  return {
    teamName: (team.data as { name: string }).name,
    inviteCode: code.data as string,
    members,
    videos,
  };
}

export async function rotateInviteCode(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.rpc('rotate_invite_code');
  if (error) throw error;
  return data as string;
}
