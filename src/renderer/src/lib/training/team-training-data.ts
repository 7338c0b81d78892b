// The team's training year as its admin follows it (docs/decisions.md TP1): one document each,
// read with its schema. Apart from the member's own training (./data.ts), so a member's library
// and player load no zod before they show (docs/architecture.md#performance-goals).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { parseAnswer, teamTraining } from '../schemas';
import { fail } from '../answer';
import type { TeamTraining } from './data';

type Client = SupabaseClient<Database>;

export async function getTeamTraining(
  client: Client,
  cycle: string | null,
  signal: AbortSignal,
): Promise<TeamTraining> {
  const { data, error } = await client
    .rpc('team_training', cycle ? { cycle } : {})
    .abortSignal(signal);
  if (error) fail(error);
  return parseAnswer(teamTraining, data, 'team_training()');
}

/** The same, for the CSV: the database records the download. */
export async function exportTeamTraining(
  client: Client,
  cycle: string | null,
): Promise<TeamTraining> {
  const { data, error } = await client.rpc('export_team_training', cycle ? { cycle } : {});
  if (error) fail(error);
  return parseAnswer(teamTraining, data, 'export_team_training()');
}
