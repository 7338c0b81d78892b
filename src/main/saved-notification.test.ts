import { describe, expect, it, vi } from 'vitest';
import { SHOW_IN_FOLDER, announceSaved, savedNotification } from './saved-notification';

describe('after a save', () => {
  it('names the file and offers Show in Folder', () => {
    expect(savedNotification('/home/ada/Documents/team.csv', 'darwin')).toMatchObject({
      title: 'Saved team.csv',
      actions: [{ type: 'button', text: SHOW_IN_FOLDER }],
    });
    expect(savedNotification('C:\\Users\\ada\\team.csv', 'win32').body).toContain('Click to show');
  });

  it('reveals the file in its folder when clicked', () => {
    const listeners = new Map<string, () => void>();
    const notification = {
      on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
      show: vi.fn(),
    };
    const reveal = vi.fn();
    announceSaved('/home/ada/team.csv', 'linux', () => notification, reveal);
    expect(notification.show).toHaveBeenCalledOnce();
    listeners.get('click')?.();
    expect(reveal).toHaveBeenCalledWith('/home/ada/team.csv');
  });

  it('stays quiet where notifications are not supported', () => {
    expect(() => announceSaved('/x.csv', 'linux', () => null, vi.fn())).not.toThrow();
  });
});
