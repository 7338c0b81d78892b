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
  const refusals = [
    {
      refused: 'a feature importing another feature by a relative path',
      file: feature,
      code: "export * from '../policies/policy-rules';\n",
      message: 'never imports another feature',
    },
    {
      refused: 'a feature importing another feature through an alias',
      file: feature,
      code: "export { today } from '@shared/../renderer/src/features/policies/policy-rules';\n",
      message: 'never imports another feature',
    },
    {
      refused: 'a feature importing app/',
      file: feature,
      code: "export * from '../../app/routes';\n",
      message: 'app/ is composition',
    },
    {
      refused: 'lib importing a feature',
      file: 'src/renderer/src/lib/example.ts',
      code: "export * from '../features/risks/risks-data';\n",
      message: 'below the features',
    },
    {
      refused: 'src/shared importing content',
      file: 'src/shared/example.ts',
      code: "export * from '@content/plans';\n",
      message: 'imports nothing of ours',
    },
    {
      refused: 'a script importing the renderer',
      file: 'scripts/example.ts',
      code: "export * from '../src/renderer/src/lib/local-day';\n",
      message: 'Only the renderer imports renderer files',
    },
  ];
  for (const { refused, file, code, message } of refusals) {
    it(`refuses ${refused}`, async () => {
      expect(await layerProblems(file, code)).toEqual([expect.stringContaining(message)]);
    });
  }

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
