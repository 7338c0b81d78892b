// Data access for the checklists a team works (docs/decisions.md CL1). Every rule is the
// database's: these calls pass what the page asks for and return its refusals as worded.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@shared/database.types';
import { postBeforeLeaving, type ExitSaveTarget } from '../../../lib/exit-request';

type Client = SupabaseClient<Database>;

export type ChecklistRun = Pick<
  Tables<'checklist_runs'>,
  'id' | 'checklist_id' | 'period_start' | 'started_at' | 'started_by'
>;
export type ItemState = Omit<Tables<'checklist_item_states'>, 'team_id'>;
export type ItemStatus = 'not_started' | 'in_progress' | 'done' | 'not_applicable';

export const ITEM_STATUSES: { value: ItemStatus; label: string }[] = [
  { value: 'not_started', label: 'Not started' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
  { value: 'not_applicable', label: 'Not applicable' },
];

export const statusLabel = (status: string) =>
  ITEM_STATUSES.find((choice) => choice.value === status)?.label ?? status;

/** Every run of the team, newest period first, with the states of their items. */
export async function getChecklistRuns(
  client: Client,
  signal: AbortSignal,
): Promise<{ runs: ChecklistRun[]; states: ItemState[] }> {
  const [runs, states] = await Promise.all([
    client
      .from('checklist_runs')
      .select('id, checklist_id, period_start, started_at, started_by')
      .order('period_start', { ascending: false })
      .abortSignal(signal),
    client
      .from('checklist_item_states')
      .select(
        'run_id, item_id, status, not_applicable_reason, owner_id, due_on, notes, evidence_url, updated_at, updated_by',
      )
      .abortSignal(signal),
  ]);
  if (runs.error) throw runs.error;
  if (states.error) throw states.error;
  return { runs: runs.data, states: states.data };
}

export async function startChecklistRun(client: Client, checklist: string): Promise<string> {
  const { data, error } = await client.rpc('start_checklist_run', { checklist });
  if (error) throw new Error(error.message);
  return data;
}

export interface ItemChange {
  status: ItemStatus;
  notApplicableReason: string;
  ownerId: string;
  dueOn: string;
  notes: string;
  evidenceUrl: string;
}

/** What `save_checklist_item` is asked with. */
function saveItemArgs(
  run: string,
  item: string,
  change: ItemChange,
): Database['public']['Functions']['save_checklist_item']['Args'] {
  return {
    run,
    item,
    status: change.status,
    not_applicable_reason: change.notApplicableReason,
    // The database takes null for "none"; empty fields are sent as nothing.
    ...(change.ownerId ? { owner: change.ownerId } : {}),
    ...(change.dueOn ? { due_on: change.dueOn } : {}),
    notes: change.notes,
    evidence_url: change.evidenceUrl,
  };
}

export async function saveChecklistItem(
  client: Client,
  run: string,
  item: string,
  change: ItemChange,
): Promise<void> {
  const { error } = await client.rpc('save_checklist_item', saveItemArgs(run, item, change));
  if (error) throw new Error(error.message);
}

/** The same call as `saveChecklistItem`, as the page goes (docs/decisions.md F5). */
export async function saveChecklistItemOnExit(
  target: ExitSaveTarget,
  run: string,
  item: string,
  change: ItemChange,
): Promise<void> {
  await postBeforeLeaving(target, 'rpc/save_checklist_item', saveItemArgs(run, item, change));
}
