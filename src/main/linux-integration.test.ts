import { describe, expect, it, vi } from 'vitest';
import { appImageDesktopEntry, integrateAppImage, quoteExecArgument } from './linux-integration';

function effects(
  overrides: { env?: Record<string, string>; platform?: string; existing?: string } = {},
) {
  const written = new Map<string, string>();
  const run = vi.fn(() => Promise.resolve());
  return {
    written,
    run,
    fx: {
      env: overrides.env ?? { APPIMAGE: '/home/ada/Apps/ComplyReady-0.1.0.AppImage' },
      platform: overrides.platform ?? 'linux',
      home: '/home/ada',
      productName: 'ComplyReady',
      iconFile: '/tmp/.mount_x/resources/icon.png',
      readText: () => Promise.resolve(overrides.existing ?? null),
      writeText: (path: string, text: string) => {
        written.set(path, text);
        return Promise.resolve();
      },
      copyFile: vi.fn(() => Promise.resolve()),
      run,
      log: vi.fn(),
    },
  };
}

describe('complyready:// links for an AppImage', () => {
  it('writes a desktop entry for where the AppImage is and makes it the scheme handler', async () => {
    const { fx, written, run } = effects();
    expect(await integrateAppImage(fx)).toBe(true);
    const entry = written.get('/home/ada/.local/share/applications/complyready.desktop');
    expect(entry).toContain('Exec="/home/ada/Apps/ComplyReady-0.1.0.AppImage" %U');
    expect(entry).toContain('MimeType=x-scheme-handler/complyready;');
    expect(run).toHaveBeenCalledWith('xdg-mime', [
      'default',
      'complyready.desktop',
      'x-scheme-handler/complyready',
    ]);
  });

  it('does nothing for the deb, other systems, or an entry that is already right', async () => {
    expect(await integrateAppImage(effects({ env: {} }).fx)).toBe(false);
    expect(await integrateAppImage(effects({ platform: 'darwin' }).fx)).toBe(false);
    const current = appImageDesktopEntry(
      '/home/ada/Apps/ComplyReady-0.1.0.AppImage',
      'ComplyReady',
    );
    const { fx, run } = effects({ existing: current });
    expect(await integrateAppImage(fx)).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('quotes a path the way desktop entries need', () => {
    expect(quoteExecArgument('/home/ada/My "Apps"/$x/100%.AppImage')).toBe(
      '"/home/ada/My \\"Apps\\"/\\$x/100%%.AppImage"',
    );
  });
});
