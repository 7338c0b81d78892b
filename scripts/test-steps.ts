// The steps of `npm test` (scripts/test.ts), in the order that fails fastest. Each must pass;
// scripts/test-suites.test.ts checks that together they run every test file.
export const TEST_STEPS: readonly (readonly [name: string, command: string])[] = [
  ['Type check', 'npm run --silent typecheck'],
  ['Lint', 'npm run --silent lint'],
  ['Format check', 'npm run --silent format:check'],
  ['Hosted functions under Deno (deno check)', 'npm run --silent check:functions'],
  ['Unit tests', 'npm run --silent test:unit'],
  ['Component tests', 'npm run --silent test:component'],
  ['Backend tests (PGlite)', 'npm run --silent test:backend'],
  ['Backend tests (PostgreSQL)', 'npm run --silent test:backend'],
  ['Website build', 'npm run --silent build'],
  ['Desktop build', 'npm run --silent build:desktop'],
  ['Browser tests', 'npm run --silent test:e2e'],
];
