// The electron-builder configuration, loaded and schema-checked by electron-builder's own code.
// (Packaging itself downloads Electron, so it is not run here.)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The parts of the configuration checked here (electron-builder's own types are not imported:
 * they bring DOM typings that clash with Node's in this project's type check). */
interface BuilderConfig {
  asar?: boolean;
  electronFuses?: Record<string, boolean>;
  protocols?: unknown;
  files?: unknown;
  linux?: { target?: unknown };
  mac?: { target?: unknown };
  win?: { target?: unknown };
}
interface ConfigModule {
  getConfig(projectDir: string, configPath: null, options: null): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
}
interface BuilderUtil {
  DebugLogger: new (enabled: boolean) => unknown;
}
const CONFIG_MODULE = 'app-builder-lib/out/util/config/config';
const BUILDER_UTIL = 'builder-util';
const { getConfig, validateConfiguration } = (await import(CONFIG_MODULE)) as ConfigModule;
const { DebugLogger } = (await import(BUILDER_UTIL)) as BuilderUtil;

const projectDir = join(import.meta.dirname, '../..');

describe('electron-builder.yml', async () => {
  const config = await getConfig(projectDir, null, null);

  it('is a valid electron-builder configuration', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('flips the fuses of docs/threat-model.md, Electron checklist 19', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true);
  });

  it('registers complyready:// and builds the four installers', () => {
    expect(config.protocols).toEqual([{ name: 'ComplyReady link', schemes: ['complyready'] }]);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg']);
    expect(config.win?.target).toEqual(['nsis']);
  });

  it('packs the built bundle and no node_modules', async () => {
    expect(config.files).toEqual([{ filter: ['out/**/*', 'package.json', '!node_modules/**/*'] }]);
    const manifest = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8')) as {
      main: string;
    };
    expect(manifest.main).toBe('./out/main/index.js');
  });
});
