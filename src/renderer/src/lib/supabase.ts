import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { platform } from '#platform';
import { readBackendConfig } from './backend-config';
import { fetchWatchingSession } from './session-ended';
import { yieldToBrowser } from './yield-to-browser';

/** docs/product.md#constants: the session is stored under this key. */
export const AUTH_STORAGE_KEY = 'sb-auth-token';

let client: Promise<SupabaseClient<Database>> | undefined;

/**
 * The one supabase-js client. It is loaded on first use, so public pages that never talk to
 * the backend do not download it. Typed by the schema (src/shared/database.types.ts).
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  client ??= import('@supabase/supabase-js').then(async ({ createClient }) => {
    // supabase-js has just been evaluated, in this task: the client and its session start in the
    // next (docs/architecture.md#performance-goals).
    await yieldToBrowser();
    const { url, anonKey } = readBackendConfig();
    return createClient<Database>(url, anonKey, {
      auth: {
        storage: platform.authStorage,
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: true,
        // The reset and sign-in pages read the link's fragment themselves, once, then clear it.
        detectSessionInUrl: false,
        flowType: 'implicit',
      },
      global: { fetch: fetchWatchingSession() },
    });
  });
  return client;
}

/** A cheap, synchronous hint that a session may exist, before supabase-js has loaded. */
export async function hasStoredSession(): Promise<boolean> {
  return Boolean(await platform.authStorage.getItem(AUTH_STORAGE_KEY));
}
