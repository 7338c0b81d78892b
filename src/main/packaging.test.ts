// The electron-builder configuration, loaded and schema-checked by electron-builder's own code.
// (Packaging itself downloads Electron, so it is not run here.)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The parts of the configuration checked here (electron-builder's own types are not imported:
 * they bring DOM typings that clash with Node's in this project's type check). */
interface BuilderConfig {
  appId?: string;
  productName?: string;
  executableName?: string;
  asar?: boolean;
  electronFuses?: Record<string, boolean>;
  protocols?: unknown;
  files?: unknown;
  extraResources?: unknown;
  linux?: { target?: unknown; icon?: string };
  mac?: {
    target?: unknown;
    icon?: string;
    hardenedRuntime?: boolean;
    entitlements?: string;
    entitlementsInherit?: string;
    notarize?: boolean;
  };
  win?: { target?: unknown; icon?: string };
  nsis?: { oneClick?: boolean; perMachine?: boolean; allowElevation?: boolean };
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

  // A hang detector, not a speed check: electron-builder compiles its whole JSON schema first
  // (0.6 s alone; 7.5 s once with every unit file running beside it on a loaded machine).
  it('is a valid electron-builder configuration', { timeout: 30_000 }, async () => {
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

  it('registers complyready:// and builds the installers (and the macOS update zip)', () => {
    expect(config.protocols).toEqual([{ name: 'ComplyReady link', schemes: ['complyready'] }]);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg', 'zip']);
    expect(config.win?.target).toEqual(['nsis']);
  });

  it('installs per user on Windows, without administrator rights', () => {
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      allowElevation: false,
    });
  });

  it('signs macOS builds with the hardened runtime and minimal entitlements, notarised from the environment', async () => {
    expect(config.mac).toMatchObject({
      hardenedRuntime: true,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
      notarize: true,
    });
    const entitlements = await readFile(join(projectDir, 'build/entitlements.mac.plist'), 'utf8');
    expect([...entitlements.matchAll(/<key>([^<]+)<\/key>/g)].map((match) => match[1])).toEqual([
      'com.apple.security.cs.allow-jit',
    ]);
  });

  it('has one name everywhere, and icons for the three platforms', async () => {
    const manifest = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8')) as {
      productName: string;
      desktopName: string;
    };
    expect(config.productName).toBe('ComplyReady');
    expect(manifest.productName).toBe(config.productName);
    // Linux matches the window to the deb's complyready.desktop by this name.
    expect(manifest.desktopName).toBe(`${config.executableName}.desktop`);
    expect(config.appId).toBe('com.complyready.desktop');
    expect(config.mac?.icon).toBe('build/icon.icns');
    expect(config.win?.icon).toBe('build/icon.ico');
    expect(config.linux?.icon).toBe('build/icons');
    const header = async (file: string) =>
      (await readFile(join(projectDir, file))).subarray(0, 4).toString('latin1');
    expect(await header('build/icon.icns')).toBe('icns');
    expect(await header('build/icon.ico')).toBe('\0\0\x01\0');
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(await header(`build/icons/${size}x${size}.png`)).toBe('\x89PNG');
    }
  });

  it('packs the built bundle, the local backend’s migrations and seed, and no node_modules', async () => {
    expect(config.files).toEqual([
      {
        filter: [
          'out/**/*',
          'package.json',
          'supabase/migrations/*.sql',
          'supabase/seed.sql',
          '!node_modules/**/*',
        ],
      },
    ]);
    const manifest = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8')) as {
      main: string;
    };
    // CommonJS, run synchronously by Electron (early open-url, electron.vite.config.ts).
    expect(manifest.main).toBe('./out/main/index.cjs');
  });
});
