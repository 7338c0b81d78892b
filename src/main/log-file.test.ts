import { mkdtemp, readFile, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogFile, redactSecrets } from './log-file';

describe('the log file', () => {
  it('appends timestamped lines in the user-data folder, readable by the user only', async () => {
    const folder = join(await mkdtemp(join(tmpdir(), 'complyready-log-')), 'logs');
    const log = createLogFile({ folder, now: () => new Date('2026-01-05T10:00:00Z') });
    log.info('Backend: local');
    log.error('It failed:', new Error('boom'));
    const text = await readFile(log.file, 'utf8');
    expect(text).toMatch(/^2026-01-05T10:00:00.000Z \[info\] Backend: local\n/);
    expect(text).toContain('[error] It failed: Error: boom');
    expect((await stat(log.file)).mode & 0o777).toBe(0o600);
  });

  it('rotates by size, keeping a few old files', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'complyready-log-'));
    const log = createLogFile({ folder, maxBytes: 200, keep: 2 });
    for (let line = 0; line < 40; line += 1) log.info(`line ${line} ${'x'.repeat(40)}`);
    expect((await readdir(folder)).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    expect((await stat(log.file)).size).toBeLessThan(300);
    expect(await readFile(log.file, 'utf8')).toContain('line 39');
  });

  it('never keeps tokens from links or headers', () => {
    expect(
      redactSecrets(
        '[mail] to a@b.c: Reset http://127.0.0.1:4000/auth/v1/verify?token=abc123&type=recovery&redirect_to=complyready://reset-password',
      ),
    ).toBe('[mail] to a@b.c: Reset http://127.0.0.1:4000/auth/v1/verify?…');
    expect(
      redactSecrets('deep link complyready://reset-password#access_token=x&refresh_token=y'),
    ).toBe('deep link complyready://reset-password?…');
    expect(redactSecrets('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer …');
    expect(redactSecrets('key eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln')).toBe('key <jwt>');
  });
});
