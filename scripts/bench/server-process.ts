// The real `npm start` server in its own process, for benchmarks whose client must not share
// the server's event loop (PGlite runs queries on the server's thread).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveKeys } from '../../src/backend/keys';
import { PROJECT_ROOT } from '../../src/backend/server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `databaseUrl`: PostgreSQL instead of the data folder's PGlite. */
export async function startServerProcess({ databaseUrl = '' }: { databaseUrl?: string } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'complyready-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/backend/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: join(dataDir, 'no-web'),
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MULTIPLIER: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const keys = await deriveKeys(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
  return {
    url: `http://localhost:${port}`,
    anonKey: keys.anonKey,
    /** The server's process id, for reading its CPU time. */
    pid: server.pid,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
