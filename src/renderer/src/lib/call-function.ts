import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';

/**
 * Calls one of the backend's functions as the signed-in person and answers its JSON. A refusal
 * throws the function's own words (docs/product.md#validation); anything else that keeps an
 * answer from arriving throws `failure`.
 */
export async function callFunction<T>(
  client: SupabaseClient<Database>,
  name: string,
  body: object,
  failure: string,
): Promise<T> {
  const { data, error } = await client.functions.invoke<T>(name, { body });
  if (!error && data) return data;
  // A FunctionsHttpError carries the function's reply; its body says why.
  const context: unknown = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) throw new Error(failure);
  // The reply's shape is checked by its schema, loaded only for a refusal: the pages that call a
  // function need not load zod before they show (docs/architecture.md#performance-goals).
  const reason = await import('./schemas')
    .then(({ refusalWords }) => refusalWords(context))
    .catch(() => null);
  throw new Error(reason ?? failure);
}
