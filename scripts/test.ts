// `npm test`: every check and test, in the order that fails fastest. Each step must pass.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium';
import { startTestPostgres } from './postgres';

const steps: [name: string, command: string][] = [
  ['Type check', 'npm run --silent typecheck'],
  ['Lint', 'npm run --silent lint'],
  ['Format check', 'npm run --silent format:check'],
  ['Hosted functions under Deno (deno check)', 'npm run --silent check:functions'],
  ['Unit tests', 'npm run --silent test:unit'],
  ['Backend tests (PGlite)', 'npm run --silent test:backend'],
  ['Backend tests (PostgreSQL)', 'npm run --silent test:backend'],
  ['Website build', 'npm run --silent build'],
  ['Desktop build', 'npm run --silent build:desktop'],
  ['Browser tests', 'npm run --silent test:e2e'],
];

const chromiumPath = ensureChromium();
console.log(`Chromium: ${chromiumPath}`);
const postgres = await startTestPostgres();
console.log(`PostgreSQL: ${postgres.url}`);
process.on('exit', () => postgres.stop());

for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chromiumPath,
      // Only the PostgreSQL step gets a server; everything else runs on PGlite.
      DATABASE_URL: name.includes('PostgreSQL') ? postgres.url : '',
    },
  });
  if (status !== 0) {
    console.error(`\n${name} failed (exit ${status}).`);
    process.exit(status ?? 1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log('\nAll checks passed.');
