// `npm test`: every check and test, in the order that fails fastest. Each step must pass.
import { spawnSync } from 'node:child_process';
import { ensureTestChromium } from './chromium';
import { startTestPostgres } from './postgres';
import { TEST_STEPS } from './test-steps';

const chromiumPath = ensureTestChromium();
console.log(`Chromium: ${chromiumPath}`);
const postgres = await startTestPostgres();
console.log(`PostgreSQL: ${postgres.url}`);
process.on('exit', () => postgres.stop());

for (const [name, command] of TEST_STEPS) {
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
