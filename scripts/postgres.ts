// A throwaway PostgreSQL server for the backend tests that must also run on a real server.
// Uses Debian's PostgreSQL binaries, installing the package when missing and allowed (root with
// apt-get); otherwise fails and says what to install. DATABASE_URL, when set, is used instead.
import { execFileSync, execSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  url: string;
  stop(): void;
}

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'pg_ctl')));
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function ensureBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      'PostgreSQL is needed for the backend tests. Install it (Debian/Ubuntu: ' +
        '`sudo apt-get install postgresql`) or set DATABASE_URL to a server you can create databases on.',
    );
  }
  console.log("No PostgreSQL found: installing Debian's postgresql package...");
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql',
    { stdio: 'inherit' },
  );
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get installed postgresql, but pg_ctl was not found.');
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `settings`: more server settings (`name=value`), e.g. a benchmark's memory sizes. */
export async function startTestPostgres(settings: readonly string[] = []): Promise<TestPostgres> {
  const existing = process.env['DATABASE_URL'];
  if (existing) return { url: existing, stop: () => undefined };

  const bin = ensureBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'complyready-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root; Debian's package provides the postgres user.
  const asServerUser = (command: string, args: string[]) =>
    isRoot()
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });

  asServerUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  asServerUser('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${settings.map((setting) => ` -c ${setting}`).join('')}`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asServerUser('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
