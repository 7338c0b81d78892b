import { getSupabase } from './supabase';

/**
 * Sends a public form to one of the backend's functions (hotline, contact) through supabase-js,
 * which adds the public key. The pages only need to know whether it arrived.
 */
export async function postToFunction(name: 'hotline' | 'contact', payload: object): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.functions.invoke(name, { body: payload });
  if (error) throw error;
}
