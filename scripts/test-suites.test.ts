// Every test file belongs to exactly one suite, and `npm test` runs every suite: a test file no
// suite picks up (a wrong suffix, a folder outside every pattern) would pass by never running.
import { readFileSync, readdirSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createVitest } from 'vitest/node';
import { TEST_STEPS } from './test-steps';

const root = resolve(import.meta.dirname, '..');
/** Anything named like a test, in any language a runner here could take. */
const TEST_FILE = /[._](test|spec)\.[cm]?[jt]sx?$/;
/** Playwright's default `testMatch` (the config sets none; see below). */
const PLAYWRIGHT_MATCH = /\.(test|spec)\.[cm]?[jt]sx?$/;

function testFilesUnder(folder: string): string[] {
  return readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => TEST_FILE.test(name) && !name.split(sep).includes('node_modules'))
    .map((name) => `${folder}/${name.split(sep).join('/')}`);
}

/** The files each Vitest project runs, as Vitest itself finds them. */
async function vitestSuites(): Promise<Map<string, string[]>> {
  const vitest = await createVitest('test', {
    config: resolve(root, 'vitest.config.ts'),
    root,
    watch: false,
  });
  try {
    const suites = new Map<string, string[]>(vitest.projects.map((project) => [project.name, []]));
    for (const spec of await vitest.globTestSpecifications()) {
      suites.get(spec.project.name)!.push(relative(root, spec.moduleId).split(sep).join('/'));
    }
    return suites;
  } finally {
    await vitest.close();
  }
}

/** The browser-test folder, from the Playwright config. */
async function playwrightTestDir(): Promise<string> {
  // Loading the config only needs some executable to name and a data folder to hand on.
  vi.stubEnv('CHROME_PATH', process.execPath);
  vi.stubEnv('E2E_DATA_DIR', resolve(root, '.data/e2e-unused'));
  vi.stubEnv('E2E_BASE_URL', '');
  const { default: config } = await import('../playwright.config');
  // Its own patterns would need teaching to this test.
  expect(config.testMatch).toBeUndefined();
  expect(config.testIgnore).toBeUndefined();
  for (const project of config.projects ?? []) {
    expect(project.testDir ?? project.testMatch ?? project.testIgnore).toBeUndefined();
  }
  return relative(root, resolve(root, config.testDir!)).split(sep).join('/');
}

/** The suites each `npm test` step runs: Vitest projects by name, or the browser tests. */
function suitesRunByNpmTest(vitestProjects: readonly string[]): Set<string> {
  const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const run = new Set<string>();
  for (const [, command] of TEST_STEPS) {
    const script = /^npm run --silent (\S+)$/.exec(command)?.[1];
    const line = script ? scripts[script] : command;
    if (!line) throw new Error(`npm test runs a missing script: ${command}`);
    if (/^vitest run\b/.test(line)) {
      const named = [...line.matchAll(/--project[= ](\S+)/g)].map((match) => match[1]!);
      for (const project of named.length ? named : vitestProjects) run.add(project);
    } else if (/^playwright test\b/.test(line)) {
      run.add('playwright');
    }
  }
  return run;
}

describe('test suites', () => {
  it('run every test file exactly once, and npm test runs every suite', async () => {
    const suites = await vitestSuites();
    const testDir = await playwrightTestDir();
    const files = ['src', 'scripts', 'supabase', 'tests'].flatMap(testFilesUnder);
    suites.set(
      'playwright',
      files.filter((file) => file.startsWith(`${testDir}/`) && PLAYWRIGHT_MATCH.test(file)),
    );

    const suitesOf = (file: string) =>
      [...suites].filter(([, members]) => members.includes(file)).map(([name]) => name);
    const misplaced = files
      .map((file) => ({ file, suites: suitesOf(file) }))
      .filter((entry) => entry.suites.length !== 1);
    expect(misplaced).toEqual([]);
    // And no suite runs a file this search missed.
    for (const [name, members] of suites) {
      expect(
        members.filter((file) => !files.includes(file)),
        name,
      ).toEqual([]);
      expect(members.length, `${name} has no test files`).toBeGreaterThan(0);
    }

    const vitestProjects = [...suites.keys()].filter((name) => name !== 'playwright');
    expect([...suitesRunByNpmTest(vitestProjects)].sort()).toEqual([...suites.keys()].sort());
  });
});
