// The `integrations` function from the page (docs/decisions.md IN1), for Settings → Integrations
// and the access review's run page alike.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { callFunction } from '../call-function';

/** Calls the `integrations` function; its refusal's words become the error. */
export const callIntegrations = <T>(
  client: SupabaseClient<Database>,
  body: Record<string, unknown>,
) =>
  callFunction<T>(
    client,
    'integrations',
    body,
    'Integrations could not be reached. Please try again.',
  );
