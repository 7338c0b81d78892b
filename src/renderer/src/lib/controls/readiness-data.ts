// The team's readiness (docs/decisions.md RD1): the database's rows, for the Evidence page and
// the Overview.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import type { ReadinessRow } from '@content/controls/readiness';
import { answer } from '../answer';

type Client = SupabaseClient<Database>;

export async function getControlReadiness(
  client: Client,
  signal: AbortSignal,
): Promise<ReadinessRow[]> {
  return answer(client.rpc('team_control_readiness').abortSignal(signal));
}

/**
 * What the Overview's figures need of the same rows: only the sources that are met, and of them
 * only which control and state. All of them came to 184 KB for a team with records, read and
 * parsed while the dashboard showed (docs/architecture.md#performance-goals).
 */
export async function getMetControlStates(
  client: Client,
  signal: AbortSignal,
): Promise<Pick<ReadinessRow, 'control_id' | 'state' | 'met'>[]> {
  return answer(
    client
      .rpc('team_control_readiness')
      .select('control_id, state, met')
      .eq('met', true)
      .abortSignal(signal),
  );
}

export interface DueCount {
  item: string;
  due: string;
  count: number;
}

export async function getDueItems(client: Client, signal: AbortSignal): Promise<DueCount[]> {
  return answer(client.rpc('team_due_items').abortSignal(signal));
}

export interface FirstStep {
  step: string;
  done: boolean;
}

export async function getFirstSteps(client: Client, signal: AbortSignal): Promise<FirstStep[]> {
  return answer(client.rpc('team_first_steps').abortSignal(signal));
}
