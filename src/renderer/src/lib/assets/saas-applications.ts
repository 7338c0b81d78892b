// The team's SaaS applications from the asset inventory (docs/decisions.md AS1): the systems the
// access review checklist reviews. Row-level security lets team admins read them; nobody else.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@shared/database.types';
import type { AssetType } from '@content/assets';
import { answer } from '../answer';

export type SaasApplication = Pick<
  Tables<'assets'>,
  'id' | 'name' | 'owner_id' | 'classification' | 'holds_customer_data'
>;

const SAAS_APPLICATION: AssetType = 'SaaS application';

/** The team's SaaS applications by name. */
export async function getSaasApplications(
  client: SupabaseClient<Database>,
  teamId: string,
  signal: AbortSignal,
): Promise<SaasApplication[]> {
  return answer(
    client
      .from('assets')
      .select('id, name, owner_id, classification, holds_customer_data')
      .eq('team_id', teamId)
      .eq('type', SAAS_APPLICATION)
      .order('name')
      .abortSignal(signal),
  );
}
