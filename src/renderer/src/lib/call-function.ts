import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { refusalWords } from './schemas';

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
  const reason = context instanceof Response ? await refusalWords(context) : null;
  throw new Error(reason ?? failure);
}
