// The team dashboard's progress: one value computed in the database, read with its schema. Apart
// from the team's other data (./data.ts), so the pages that need only that load no zod before they
// show (docs/architecture.md#performance-goals).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { parseAnswer, progressSummary } from '../schemas';
import type { FormerMember, PublishedVideo, TeamMember } from './team-progress';
import { answer } from '../answer';

export interface TeamData {
  teamName: string;
  inviteCode: string;
  members: TeamMember[];
  formerMembers: FormerMember[];
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
  return {
    teamName: team.data.name,
    inviteCode: code.data,
    ...parseAnswer(progressSummary, summary.data, 'team_progress_summary()'),
  };
}

/** The progress summary for the CSV, handed out (and written to the audit log) by the database. */
export async function exportTeamProgress(
  client: SupabaseClient<Database>,
): Promise<Omit<TeamData, 'teamName' | 'inviteCode'>> {
  const data = await answer(client.rpc('export_team_progress'));
  return parseAnswer(progressSummary, data, 'export_team_progress()');
}
