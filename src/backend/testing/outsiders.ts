// What a caller outside a team's records gets from them, as the backend tests of each feature
// assert it: no row to read, a write refused by row-level security, no row changed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

/** `client` reads no row of any of `tables`. */
export async function expectNoRowsOf(client: SupabaseClient, tables: readonly string[]) {
  for (const table of tables) {
    const { data } = await client.from(table).select('team_id').throwOnError();
    expect(data, table).toEqual([]);
  }
}

/** Row-level security refused the write (SQLSTATE 42501). */
export function expectRefused(result: { error: { code?: string } | null }, what?: string) {
  expect(result.error?.code, what).toBe('42501');
}

/** An update or delete that found no row the caller may change. */
export function expectNoneChanged(result: { data: unknown[] | null }) {
  expect(result.data ?? []).toEqual([]);
}
