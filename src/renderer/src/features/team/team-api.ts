// Data access for the team dashboard.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ProgressRecord, PublishedVideo, TeamMember } from './team-progress';

export interface TeamData {
  teamName: string;
  inviteCode: string;
  members: TeamMember[];
  videos: PublishedVideo[];
  progress: ProgressRecord[];
}

/** Ids per `in.(...)` filter, so request URLs stay well under server limits. */
const IDS_PER_REQUEST = 100;

async function progressFor(client: SupabaseClient, userIds: string[]): Promise<ProgressRecord[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < userIds.length; i += IDS_PER_REQUEST)
    chunks.push(userIds.slice(i, i + IDS_PER_REQUEST));
  const pages = await Promise.all(
    chunks.map(async (ids) => {
      const { data, error } = await client
        .from('progress')
        .select('user_id, video_id, completed_at')
        .in('user_id', ids)
        .not('completed_at', 'is', null);
      if (error) throw error;
      return data as ProgressRecord[];
    }),
  );
  return pages.flat();
}

export async function getTeamData(client: SupabaseClient, teamId: string): Promise<TeamData> {
  const [team, code, members, videos] = await Promise.all([
    client.from('teams').select('id, name').eq('id', teamId).single(),
    client.rpc('team_invite_code'),
    client
      .from('users')
      .select('id, full_name, email, last_seen_at')
      .eq('team_id', teamId)
      .order('full_name', { ascending: true }),
    client
      .from('videos')
      .select('id, title')
      .eq('is_published', true)
      .order('order_index', { ascending: true }),
  ]);
  for (const result of [team, code, members, videos]) if (result.error) throw result.error;
  const memberRows = members.data as TeamMember[];
  return {
    teamName: (team.data as { name: string }).name,
    inviteCode: code.data as string,
    members: memberRows,
    videos: videos.data as PublishedVideo[],
    progress: await progressFor(
      client,
      memberRows.map((member) => member.id),
    ),
  };
}

export async function rotateInviteCode(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.rpc('rotate_invite_code');
  if (error) throw error;
  return data as string;
}
