// Finds a Chromium for the browser tests and benchmarks: CHROME_PATH, then Playwright's own
// download, then Debian's /usr/bin/chromium. `ensureChromium` installs Debian's package when
// none exists and this user can (root with apt-get); otherwise it fails and says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags the browser needs on this kind of machine (root, no GPU, no outside network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function findChromium(): string | undefined {
  const candidates = [process.env['CHROME_PATH'], playwrightChromium(), ...SYSTEM_PATHS];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

function canInstallWithApt(): boolean {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!canInstallWithApt()) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
        'or point CHROME_PATH at a Chrome or Chromium executable.',
    );
  }
  console.log("No Chromium found: installing Debian's chromium package...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no executable was found.');
  return installed;
}
