// Finds a Chromium for the benchmarks and media (a whole browser: CHROME_PATH, then Playwright's
// own download, then Debian's /usr/bin/chromium) and for the browser tests (CHROME_PATH, then
// Debian's headless shell, then a whole browser). The ensure functions install Debian's package
// when none exists and this user can (root with apt-get); otherwise they fail and say what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Chromium's headless shell, what Playwright itself runs headless tests in: the same engine
 * without a windowed browser's extra processes, it halves the CPU of a browser test on a
 * two-core machine (docs/decisions.md CI2).
 */
const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

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
  return firstExisting([process.env['CHROME_PATH'], playwrightChromium(), ...SYSTEM_PATHS]);
}

/** The browser tests' Chromium: the headless shell where there is one. */
export function findTestChromium(): string | undefined {
  return findHeadlessShell() ?? findChromium();
}

function findHeadlessShell(): string | undefined {
  return firstExisting([process.env['CHROME_PATH'], ...HEADLESS_SHELL_PATHS]);
}

function firstExisting(candidates: (string | undefined)[]): string | undefined {
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

/** What `find` finds, after installing Debian's `debianPackage` when it finds nothing. */
function ensure(find: () => string | undefined, debianPackage: string): string {
  const found = find();
  if (found) return found;
  if (!canInstallWithApt()) {
    throw new Error(
      `No Chromium found. Install one (Debian/Ubuntu: \`sudo apt-get install ${debianPackage}\`) ` +
        'or point CHROME_PATH at a Chrome or Chromium executable.',
    );
  }
  console.log(`Installing Debian's ${debianPackage} package...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
    { stdio: 'inherit' },
  );
  const installed = find();
  if (!installed)
    throw new Error(`apt-get installed ${debianPackage}, but no executable was found.`);
  return installed;
}

export const ensureChromium = (): string => ensure(findChromium, 'chromium');

/** The browser tests' Chromium; the headless shell is installed where it can be. */
export function ensureTestChromium(): string {
  const shell = findHeadlessShell();
  if (shell) return shell;
  if (!canInstallWithApt()) return ensureChromium();
  return ensure(findHeadlessShell, 'chromium-headless-shell');
}
