// What a caller outside a team's records gets from them, as the backend tests of each feature
// assert it: no row to read, a write refused by row-level security, no row changed or deleted.
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

/** A write refused or reaching no row: either way, nothing changed. */
export function expectNoWrite(result: { error: unknown; data: unknown[] | null }) {
  if (!result.error) expect(result.data).toEqual([]);
}

/** Setting `fields` on the team's rows of `table` changes none of them. */
export async function expectNoneUpdated(
  client: SupabaseClient,
  table: string,
  teamId: string,
  fields: Record<string, unknown>,
) {
  expectNoneChanged(
    await client.from(table).update(fields).eq('team_id', teamId).select('team_id'),
  );
}

/** Deleting the team's rows of `table` deletes none of them. */
export async function expectNoneDeleted(client: SupabaseClient, table: string, teamId: string) {
  expectNoneChanged(await client.from(table).delete().eq('team_id', teamId).select('team_id'));
}
