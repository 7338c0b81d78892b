// The layer rule of eslint.config.js (docs/architecture.md#rules-of-the-road), run through ESLint's
// own API on snippets placed in the folders they would live in: it must fire on relative and
// aliased imports alike, and stay quiet on the imports the layers allow.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = `${import.meta.dirname}/..`;
const eslint = new ESLint({ cwd: root });

async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const feature = 'src/renderer/src/features/risks/example.ts';

describe('the layer lint rule', () => {
  it('refuses a feature importing another feature by a relative path', async () => {
    const problems = await layerProblems(feature, "export * from '../policies/policy-rules';\n");
    expect(problems).toEqual([expect.stringContaining('never imports another feature')]);
  });

  it('refuses a feature importing another feature through an alias', async () => {
    const problems = await layerProblems(
      feature,
      "export { today } from '@shared/../renderer/src/features/policies/policy-rules';\n",
    );
    expect(problems).toEqual([expect.stringContaining('never imports another feature')]);
  });

  it('refuses a feature importing app/, and lib importing a feature', async () => {
    expect(await layerProblems(feature, "export * from '../../app/routes';\n")).toEqual([
      expect.stringContaining('app/ is composition'),
    ]);
    expect(
      await layerProblems(
        'src/renderer/src/lib/example.ts',
        "export * from '../features/risks/risks-data';\n",
      ),
    ).toEqual([expect.stringContaining('below the features')]);
  });

  it('refuses src/shared importing content, and a script importing the renderer, by alias or path', async () => {
    expect(
      await layerProblems('src/shared/example.ts', "export * from '@content/plans';\n"),
    ).toEqual([expect.stringContaining('imports nothing of ours')]);
    expect(
      await layerProblems(
        'scripts/example.ts',
        "export * from '../src/renderer/src/lib/local-day';\n",
      ),
    ).toEqual([expect.stringContaining('Only the renderer imports renderer files')]);
  });

  it('lets a feature import its own files and the layers below it', async () => {
    const problems = await layerProblems(
      feature,
      [
        "export * from './risks-data';",
        "export * from '../../components/page-header';",
        "export * from '../../lib/local-day';",
        "export * from '../../session/session';",
        "export * from '../../navigation/navigation';",
        "export * from '../../islands/island';",
        "export * from '@shared/csv';",
        "export * from '@content/risks';",
        "export * from '@documents/policy-version';",
        "export { platform } from '#platform';",
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });
});
