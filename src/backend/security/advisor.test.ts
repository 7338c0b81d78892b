// Supabase's database advisor on our schema (docs/threat-model.md "Row-level security"): the lints
// of supabase/splinter (vendored in ./vendor/splinter.sql), run on the migrated database with the API
// schemas of hosted Supabase. No ERROR, no WARN, and an index behind every foreign key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestBackend } from '../testing';
import { ANON_CALLABLE_FUNCTIONS, SIGNED_IN_DEFINER_FUNCTIONS } from './api-surface';

interface Lint {
  name: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  detail: string;
  metadata: { name?: string } | null;
}

// splinter.sql is `set local search_path = '';` and one query; the setting is made below.
const lintQuery = readFileSync(join(import.meta.dirname, 'vendor/splinter.sql'), 'utf8')
  .replace(/^--.*\n/gm, '')
  .replace(/^set local search_path = '';/m, '');

const backend = useTestBackend();
let lints: Lint[];
beforeAll(async () => {
  lints = await backend.db.transaction(async (tx) => {
    // Hosted Supabase's PostgREST serves these schemas; several lints look only at them.
    await tx.query(
      `select set_config('search_path', '', true),
              set_config('pgrst.db_schemas', 'public, graphql_public', true)`,
    );
    return (await tx.query<Lint>(lintQuery)).rows;
  });
}, 60_000);

/**
 * Security-definer functions that the API roles may call are our RPC surface, by design: each
 * checks its caller itself (the advisor's "intentional" case of lints 0028 and 0029). They must
 * be exactly the lists of ./api-surface.ts, so a new function reachable through /rest/v1/rpc is a
 * decision someone writes down, not a default.
 */
const INTENTIONAL = new Set([
  'anon_security_definer_function_executable',
  'authenticated_security_definer_function_executable',
]);

describe('Supabase database advisor (splinter)', () => {
  it('ran every lint on the migrated schema', () => {
    // The index lint always has something to say about a schema of this size (unused indexes on a
    // fresh database): an empty result would mean the query did not run.
    expect(lints.some((lint) => lint.name === 'unused_index')).toBe(true);
  });

  it('reports no ERROR and no WARN', () => {
    const findings = lints
      .filter((lint) => lint.level !== 'INFO' && !INTENTIONAL.has(lint.name))
      .map((lint) => `${lint.level} ${lint.name}: ${lint.detail}`);
    expect(findings).toEqual([]);
  });

  it('finds no foreign key without an index', () => {
    const unindexed = lints
      .filter((lint) => lint.name === 'unindexed_foreign_keys')
      .map((lint) => lint.detail);
    expect(unindexed).toEqual([]);
  });

  it('flags as callable only the functions of our written-down RPC surface', () => {
    const flagged = (name: string) =>
      [
        ...new Set(
          lints.filter((lint) => lint.name === name).map((lint) => `public.${lint.metadata?.name}`),
        ),
      ].sort();
    expect(flagged('anon_security_definer_function_executable')).toEqual(ANON_CALLABLE_FUNCTIONS);
    expect(flagged('authenticated_security_definer_function_executable')).toEqual(
      SIGNED_IN_DEFINER_FUNCTIONS,
    );
  });
});
