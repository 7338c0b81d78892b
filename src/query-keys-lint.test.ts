// The lint rule that keeps query keys in the keys files (docs/decisions.md DA1), run through
// ESLint's own API on a snippet placed where a page would live: it fires on a key typed inline in
// useQuery or invalidateQueries, and stays quiet on keys from a keys file.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = `${import.meta.dirname}/..`;
// Only the rule under test runs: the others (React's compiler-based hooks rules, the import
// resolver) take seconds on a busy machine and are tested by `npm run lint` itself.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});
const page = `${root}/src/renderer/src/features/risks/example.tsx`;

async function keyProblems(code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: page });
  return (result?.messages ?? [])
    .filter((message) => message.message.includes('Take query keys from the keys files'))
    .map((message) => message.line);
}

const header = [
  "import { invalidateQueries, useQuery } from '../../lib/use-query';",
  "import { riskKeys } from './keys';",
  'const load = () => Promise.resolve(1);',
];

/** Loading the project's config and its plugins (seconds on a busy machine) is set-up. */
const CONFIG_LOAD_MS = 60_000;

describe('the query-keys lint rule', () => {
  beforeAll(() => eslint.calculateConfigForFile(page), CONFIG_LOAD_MS);

  it('refuses keys typed inline, as an array, a string or a template', async () => {
    const lines = await keyProblems(
      [
        ...header,
        'export function Page({ teamId }: { teamId: string }) {',
        "  const a = useQuery(['risk-register', teamId], load);",
        "  const b = useQuery('risk-register', load);",
        '  const c = useQuery(`risks-${teamId}`, load);',
        "  void invalidateQueries(riskKeys.all, ['risk-register']);",
        '  return a.data ?? b.data ?? c.data;',
        '}',
        '',
      ].join('\n'),
    );
    expect(lines).toEqual([5, 6, 7, 8]);
  });

  it('accepts keys from a keys file, and no key while there is nothing to load', async () => {
    const lines = await keyProblems(
      [
        ...header,
        'export function Page({ teamId }: { teamId: string | null }) {',
        '  const a = useQuery(teamId ? riskKeys.register(teamId) : null, load);',
        '  void invalidateQueries(riskKeys.all);',
        '  return a.data;',
        '}',
        '',
      ].join('\n'),
    );
    expect(lines).toEqual([]);
  });
});
