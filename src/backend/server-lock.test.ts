// One process per data folder (PGlite corrupts otherwise): the lock is exclusive, names its
// holder, and a lock left by a killed process is taken over.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUse, SERVER_LOCK_FILE, holdServerLock } from './server-lock';
import { PROJECT_ROOT } from './server';

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'complyready-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => join(dataDir, SERVER_LOCK_FILE);
const writeHolder = (pid: number, host = hostname()) =>
  writeFileSync(
    lockFile(),
    JSON.stringify({
      pid,
      hostname: host,
      purpose: 'the server on port 8080',
      since: '2026-11-23T10:00:00.000Z',
    }),
  );

describe('holdServerLock', () => {
  it('refuses a second holder and names the first; release lets the next one in', () => {
    const release = holdServerLock(dataDir, { purpose: 'the server on port 8080' });
    let refusal: unknown;
    try {
      holdServerLock(dataDir, { purpose: 'npm run admin', isAlive: () => true });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirectoryInUse);
    expect((refusal as Error).message).toContain(`process ${process.pid} (the server on port 8080`);
    release();
    expect(existsSync(lockFile())).toBe(false);
    holdServerLock(dataDir, { purpose: 'npm run admin' })();
  });

  it('takes over a lock whose holder died', () => {
    writeHolder(999_999);
    const release = holdServerLock(dataDir, { purpose: 'next', isAlive: () => false });
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('never assumes a holder on another host is dead', () => {
    writeHolder(999_999, 'other-machine');
    expect(() => holdServerLock(dataDir, { purpose: 'x', isAlive: () => false })).toThrow(
      DataDirectoryInUse,
    );
  });

  it('leaves another holder’s lock in place on release', () => {
    const release = holdServerLock(dataDir, { purpose: 'first' });
    writeHolder(999_999);
    release();
    expect(existsSync(lockFile())).toBe(true);
  });
});

/**
 * Starts a process that tries to take the lock and reports TAKEN or the refusal. It holds what it
 * took until `finish()` closes its input, so contenders overlap however slowly each one starts.
 */
function contender(): { outcome: Promise<string>; finish(): Promise<void> } {
  const script = `
    import { holdServerLock } from './src/backend/server-lock.ts';
    let release = () => {};
    try {
      release = holdServerLock(${JSON.stringify(dataDir)}, { purpose: 'contender' });
      console.log('TAKEN');
    } catch (error) { console.log('REFUSED ' + error.message); }
    process.stdin.on('end', () => release());
    process.stdin.resume();
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const outcome = new Promise<string>((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
  });
  return {
    outcome,
    finish: () => {
      child.stdin.end();
      return exited;
    },
  };
}

describe('real processes', () => {
  it('of several processes starting at once, exactly one gets the folder', async () => {
    const contenders = [contender(), contender(), contender()];
    const outcomes = await Promise.all(contenders.map((each) => each.outcome));
    await Promise.all(contenders.map((each) => each.finish()));
    expect(outcomes.filter((outcome) => outcome === 'TAKEN')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.startsWith('REFUSED'))).toHaveLength(2);
  });

  it('a lock left by a killed process is taken over by the next start', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeHolder(child.pid ?? 0);
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    const next = contender();
    expect(await next.outcome).toBe('TAKEN');
    await next.finish();
  });

  it('npm start stops at once with a message naming the running server', async () => {
    writeHolder(process.pid);
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/backend/main.ts'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
      });
      let text = '';
      server.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      server.on('exit', (code) => resolve({ code, text }));
    });
    expect(output.code).toBe(1);
    expect(output.text).toContain(`in use by process ${process.pid} (the server on port 8080`);
  });
});
