import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate } from './menu';

function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu) : []),
  ]);
}

function menu(platform: string, packaged: boolean, local = false) {
  const actions = {
    checkForUpdates: vi.fn(),
    openSettings: vi.fn(),
    showLogs: vi.fn(),
    ...(local ? { openLocalMailbox: vi.fn() } : {}),
  };
  const items = flatten(
    buildMenuTemplate({ productName: 'ComplyReady', platform, packaged, actions }),
  );
  const click = (label: string) =>
    (items.find((item) => item.label === label)?.click as (() => void) | undefined)?.();
  return { items, actions, click };
}

describe('the application menu', () => {
  it.each(['darwin', 'win32', 'linux'])('has no DevTools or reload when packaged (%s)', (os) => {
    const roles = menu(os, true).items.map((item) => item.role);
    expect(roles).not.toContain('toggleDevTools');
    expect(roles).not.toContain('reload');
    expect(roles).not.toContain('forceReload');
  });

  it('offers DevTools in a development run', () => {
    expect(menu('linux', false).items.map((item) => item.role)).toContain('toggleDevTools');
  });

  it.each(['darwin', 'win32', 'linux'])(
    'has About, Check for Updates, Settings, Show Logs, Quit and Edit (%s)',
    (os) => {
      const { items, actions, click } = menu(os, true);
      expect(items.some((item) => item.role === 'about')).toBe(true);
      expect(items.some((item) => item.role === 'quit')).toBe(true);
      expect(items.some((item) => item.role === 'editMenu')).toBe(true);
      click('Check for Updates…');
      click('Settings…');
      click('Show Logs');
      expect(actions.checkForUpdates).toHaveBeenCalledOnce();
      expect(actions.openSettings).toHaveBeenCalledOnce();
      expect(actions.showLogs).toHaveBeenCalledOnce();
    },
  );

  it('puts the app menu first on macOS only', () => {
    expect(menu('darwin', true).items[0]?.label).toBe('ComplyReady');
    expect(menu('win32', true).items[0]?.label).toBe('File');
  });

  it('offers the local mailbox only while the backend runs on this computer', () => {
    expect(menu('linux', true).items.some((item) => item.label === 'Open Local Mailbox')).toBe(
      false,
    );
    const { actions, click } = menu('linux', true, true);
    click('Open Local Mailbox');
    expect(actions.openLocalMailbox).toHaveBeenCalledOnce();
  });
});
