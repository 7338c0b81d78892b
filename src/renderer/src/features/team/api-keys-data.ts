// Data access for Settings → API (docs/decisions.md AK1): the team's API keys. Every rule (admins
// of Enterprise teams, the key shown once and kept as a hash) is the database's.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';

export type ApiKeyScope = 'read' | 'read_write';

export const API_KEY_SCOPES: Record<ApiKeyScope, string> = {
  read: 'Read-only',
  read_write: 'Read and write',
};

/** A key as listed: never the key itself (only its first characters) nor its hash. */
export interface ApiKey {
  id: string;
  name: string;
  scope: ApiKeyScope;
  key_prefix: string;
  expires_at: string | null;
  created_at: string;
  created_by_name: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export async function listApiKeys(client: SupabaseClient<Database>): Promise<ApiKey[]> {
  const { data, error } = await client.rpc('team_api_keys');
  if (error) throw new Error(error.message);
  // Nullable columns of a function's table come typed as strings; the scope is checked by the table.
  return data as unknown as ApiKey[];
}

/** The new key, to be shown once: only its hash is kept. */
export async function createApiKey(
  client: SupabaseClient<Database>,
  key: { name: string; scope: ApiKeyScope; expiresOn: string | null },
): Promise<string> {
  const { data, error } = await client.rpc('create_api_key', {
    name: key.name,
    scope: key.scope,
    // The end of the chosen day, UTC: the key works through that day.
    ...(key.expiresOn ? { expires_at: `${key.expiresOn}T23:59:59Z` } : {}),
  });
  if (error) throw new Error(error.message);
  return data;
}

export async function revokeApiKey(client: SupabaseClient<Database>, keyId: string) {
  const { error } = await client.rpc('revoke_api_key', { key: keyId });
  if (error) throw new Error(error.message);
}
