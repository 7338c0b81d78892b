// "Run on this computer" with the real embedded backend (src/backend, PGlite): where it listens,
// where its data goes, and that the renderer's client can use it.
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from './local-backend';

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the local backend', { timeout: 180_000 }, () => {
  let userData: string;
  let backend: LocalBackend;
  const lines: string[] = [];

  beforeAll(async () => {
    userData = await mkdtemp(join(tmpdir(), 'complyready-userdata-'));
    backend = await startLocalBackend({ userData, log: (line) => lines.push(line) });
  }, 180_000);
  afterAll(() => backend?.stop());

  it('listens on the loopback address only, on a free port', async () => {
    const url = new URL(backend.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBeGreaterThan(0);
    expect(await reachable('127.0.0.1', Number(url.port))).toBe(true);
    const lanAddress = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (lanAddress) expect(await reachable(lanAddress, Number(url.port))).toBe(false);
  });

  it('keeps its data in the user-data folder', () => {
    expect(existsSync(join(userData, 'backend', 'jwt-secret'))).toBe(true);
    expect(existsSync(join(userData, 'backend', 'pglite'))).toBe(true);
  });

  it('serves the API only (no website), and lets people sign up without email confirmation', async () => {
    expect((await fetch(`${backend.url}/`)).status).toBe(404);
    const health = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { apikey: backend.anonKey },
    });
    expect(health.status).toBe(200);
    const signup = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ada@example.com',
        password: 'a-long-enough-password-1',
        data: { full_name: 'Ada Admin', company_name: 'Example Ltd' },
      }),
    });
    expect(signup.status).toBe(200);
    expect(await signup.json()).toHaveProperty('access_token');
  });

  it('stops and lets go of the port', async () => {
    const port = Number(new URL(backend.url).port);
    await backend.stop();
    expect(await reachable('127.0.0.1', port)).toBe(false);
    await backend.stop(); // twice is harmless (quit after a failed start)
  });
});
