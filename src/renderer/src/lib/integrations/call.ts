// The `integrations` function from the page (docs/decisions.md IN1), for Settings → Integrations
// and the access review's run page alike.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { refusalWords } from '../schemas';

/** Calls the `integrations` function; its refusal's words become the error. */
export async function callIntegrations<T>(
  client: SupabaseClient<Database>,
  body: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await client.functions.invoke<T>('integrations', { body });
  if (!error && data) return data;
  const context: unknown = (error as { context?: unknown } | null)?.context;
  const reason = context instanceof Response ? await refusalWords(context) : null;
  throw new Error(reason ?? 'Integrations could not be reached. Please try again.');
}
