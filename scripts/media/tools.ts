// Checks the tools `npm run media` needs and installs the missing ones with apt-get when it can
// (root on Debian); otherwise stops and names the packages. Only this command needs them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../chromium';
import { FESTIVAL, PACKAGES } from './config';

interface Check {
  what: string;
  package: string;
  ok: () => boolean;
}

function runs(command: string, args: string[]): { ok: boolean; out: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 60_000 });
  return {
    ok: !result.error && result.status === 0,
    out: `${result.stdout ?? ''}${result.stderr ?? ''}`,
  };
}

const CHECKS: Check[] = [
  { what: 'Chromium', package: PACKAGES.chromium, ok: () => findChromium() !== undefined },
  {
    what: 'ffmpeg with libvpx-vp9 and libopus',
    package: PACKAGES.ffmpeg,
    ok: () => {
      const { ok, out } = runs('ffmpeg', ['-hide_banner', '-encoders']);
      return ok && out.includes('libvpx-vp9') && out.includes('libopus');
    },
  },
  {
    what: 'Festival (text2wave)',
    package: PACKAGES.festival,
    ok: () => runs('text2wave', ['-h']).ok,
  },
  {
    what: 'the Festival voice us-slt-hts',
    package: PACKAGES.voice,
    // festival exits non-zero when the voice's function is unbound.
    ok: () => runs('festival', ['-b', FESTIVAL.voiceCommand]).ok,
  },
  {
    what: 'the Inter font',
    package: PACKAGES.font,
    ok: () => runs('fc-list', ['Inter', 'family']).out.includes('Inter'),
  },
];

function missingPackages(): Check[] {
  return CHECKS.filter((check) => !check.ok());
}

function canUseApt(): boolean {
  return (
    process.getuid?.() === 0 &&
    existsSync('/etc/debian_version') &&
    runs('apt-get', ['--version']).ok
  );
}

/** Makes sure every tool is there, installing with apt-get if possible; throws naming what is missing. */
export function ensureTools(log: (line: string) => void): void {
  let missing = missingPackages();
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((check) => check.package))];
  const list = missing.map((check) => `${check.what} (Debian package ${check.package})`).join(', ');
  if (!canUseApt()) {
    throw new Error(
      `Missing: ${list}.\nInstall them, e.g. on Debian or Ubuntu:\n  sudo apt-get install ${packages.join(' ')}`,
    );
  }
  log(`Missing: ${list}. Installing with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
  }
  missing = missingPackages();
  if (missing.length > 0) {
    throw new Error(
      `Still missing after apt-get: ${missing.map((check) => check.what).join(', ')}.`,
    );
  }
}

/** One line per tool, for the build log. */
export function toolVersions(chromiumVersion: string): string[] {
  const firstLine = (command: string, args: string[]): string =>
    runs(command, args).out.split('\n')[0]?.trim() ?? 'unknown';
  const dpkgVersion = (pkg: string): string =>
    runs('dpkg-query', ['-W', '-f', '${Version}', pkg]).out.trim() || 'unknown';
  return [
    `Chromium ${chromiumVersion}`,
    firstLine('ffmpeg', ['-version']).replace(/\s+Copyright.*$/, ''),
    firstLine('festival', ['--version']),
    `voice ${PACKAGES.voice} ${dpkgVersion(PACKAGES.voice)}, font ${PACKAGES.font} ${dpkgVersion(PACKAGES.font)}`,
  ];
}
