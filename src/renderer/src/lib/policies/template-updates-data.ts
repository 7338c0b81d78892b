// Data access for template updates (docs/decisions.md TU1). The database decides who sees and
// applies an update and which kind a published version is; these calls pass the page's choice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import type { PolicyDocument } from '@shared/policy-document';
import { answer } from '../answer';

type Client = SupabaseClient<Database>;

export type ChangeKind = 'material' | 'editorial';

export interface TemplateRelease {
  version: number;
  kind: ChangeKind;
  note: string;
  released_on: string;
}

export interface TemplateUpdate {
  policy_id: string;
  template_id: string;
  title: string;
  from_version: number;
  to_version: number;
  kind: ChangeKind;
  releases: TemplateRelease[];
}

/** The updates waiting for the team's policies (admins only; nothing for others). */
export async function getTemplateUpdates(
  client: Client,
  signal: AbortSignal,
): Promise<TemplateUpdate[]> {
  const data = await answer(client.rpc('template_updates').abortSignal(signal));
  return data as unknown as TemplateUpdate[];
}

/**
 * Applies the update: `source` (the team's text with the applied changes) becomes the draft, at
 * the draft's `revision` when one was open; without `source` the update is skipped. Returns the
 * draft's id, or null.
 */
export async function applyTemplateUpdate(
  client: Client,
  update: Pick<TemplateUpdate, 'policy_id' | 'to_version'>,
  source: PolicyDocument | null,
  revision: number | null,
): Promise<string | null> {
  const { data, error } = await client.rpc('apply_template_update', {
    policy: update.policy_id,
    to_version: update.to_version,
    ...(source
      ? {
          source:
            source as unknown as Database['public']['Functions']['apply_template_update']['Args']['source'],
        }
      : {}),
    ...(revision === null ? {} : { revision }),
  });
  if (error) throw new Error(error.message);
  return data;
}

/** Marks the draft material (members accept again) or editorial (their acceptance carries over). */
export async function setChangeKind(client: Client, policyId: string, kind: ChangeKind) {
  const { error } = await client.rpc('set_policy_change_kind', { policy: policyId, kind });
  if (error) throw new Error(error.message);
}
