// An edge function called as the app calls it, through supabase-js, for the tests of its answers.
import type { SupabaseClient } from '@supabase/supabase-js';

/** Calls the function `name` with `body`: the status and the JSON answer, a refusal's included. */
export async function callFunction(
  client: SupabaseClient,
  name: string,
  body: Record<string, unknown>,
) {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context: Response }).context;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
