import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILE_NAME, createSettingsStore, parseSettings } from './settings-store';

describe('the settings file', () => {
  it('keeps the backend choice, the window and the export folder across launches', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'complyready-settings-')), SETTINGS_FILE_NAME);
    const store = createSettingsStore(file);
    expect(await store.read()).toEqual({});
    await store.update({ backend: { kind: 'local' } });
    await store.update({ exportFolder: '/home/ada/Documents' });
    await store.update({ window: { x: 1, y: 2, width: 900, height: 700, maximized: false } });
    expect(await createSettingsStore(file).read()).toEqual({
      backend: { kind: 'local' },
      exportFolder: '/home/ada/Documents',
      window: { x: 1, y: 2, width: 900, height: 700, maximized: false },
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('drops a damaged part on its own, and survives a damaged file', async () => {
    expect(
      parseSettings(
        JSON.stringify({ backend: { kind: 'local' }, window: { x: 'left' }, exportFolder: 'rel' }),
      ),
    ).toEqual({ backend: { kind: 'local' } });
    const file = join(await mkdtemp(join(tmpdir(), 'complyready-settings-')), SETTINGS_FILE_NAME);
    await writeFile(file, '{ not json');
    const store = createSettingsStore(file);
    expect(await store.read()).toEqual({});
    await store.update({ backend: { kind: 'local' } });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ backend: { kind: 'local' } });
  });
});
