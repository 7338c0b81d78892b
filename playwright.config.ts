import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium';

const port = Number(process.env['E2E_PORT'] ?? 4317);
// One data folder for the server and every worker: workers inherit the environment set here.
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'complyready-e2e-'));
process.env['E2E_BASE_URL'] = `http://localhost:${port}`;
// The GitHub peer the integrations spec starts (src/backend/testing/github-peer.ts).
process.env['E2E_GITHUB_API_URL'] = `http://127.0.0.1:${port + 1000}`;
// The AWS and Google Workspace peers (src/integrations/*/testing/peer.ts), and ComplyReady's own
// AWS key, which the server reads from its environment and the AWS peer accepts.
process.env['E2E_AWS_API_URL'] = `http://127.0.0.1:${port + 1001}`;
process.env['E2E_GOOGLE_API_URL'] = `http://127.0.0.1:${port + 1002}/`;
process.env['E2E_AWS_ACCESS_KEY_ID'] = 'AKIAE2EOURACCOUNTKEY';
process.env['E2E_AWS_SECRET_ACCESS_KEY'] = 'e2e-secret-of-complyready-own-aws-key';
const executablePath = findTestChromium();
if (!executablePath) throw new Error('No Chromium found: run `npm test`, which installs one.');

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx src/backend/main.ts',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: process.env['E2E_DATA_DIR'],
      // The tests sign dozens of accounts in from one address.
      RATE_LIMIT_MULTIPLIER: '100',
      // A delivery the webhooks spec waits for goes out within a second, not fifteen.
      WEBHOOK_INTERVAL_SECONDS: '1',
      GITHUB_API_URL: process.env['E2E_GITHUB_API_URL'],
      AWS_API_URL: process.env['E2E_AWS_API_URL'],
      GOOGLE_API_URL: process.env['E2E_GOOGLE_API_URL'],
      AWS_ACCESS_KEY_ID: process.env['E2E_AWS_ACCESS_KEY_ID'],
      AWS_SECRET_ACCESS_KEY: process.env['E2E_AWS_SECRET_ACCESS_KEY'],
    },
  },
});
