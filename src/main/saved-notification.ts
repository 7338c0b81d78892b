/**
 * After a save, a system notification names the file and offers "Show in Folder" (a button on
 * macOS; clicking the notification elsewhere). Pure options; index.ts shows them with
 * `Notification` and reveals the file with `shell.showItemInFolder`.
 */
import { basename } from 'node:path';

export interface SavedNotificationOptions {
  title: string;
  body: string;
  silent: boolean;
  actions: { type: 'button'; text: string }[];
}

export const SHOW_IN_FOLDER = 'Show in Folder';

export function savedNotification(filePath: string, platform: string): SavedNotificationOptions {
  return {
    title: `Saved ${basename(filePath)}`,
    body: platform === 'darwin' ? filePath : `${filePath}\nClick to show it in its folder.`,
    silent: true,
    actions: platform === 'darwin' ? [{ type: 'button', text: SHOW_IN_FOLDER }] : [],
  };
}

/** The parts of Electron's Notification used. */
export interface NotificationLike {
  on(event: 'click' | 'action', listener: () => void): unknown;
  show(): void;
}

export function announceSaved(
  filePath: string,
  platform: string,
  createNotification: (options: SavedNotificationOptions) => NotificationLike | null,
  showItemInFolder: (path: string) => void,
): void {
  const notification = createNotification(savedNotification(filePath, platform));
  if (!notification) return;
  const reveal = () => showItemInFolder(filePath);
  notification.on('click', reveal);
  notification.on('action', reveal);
  notification.show();
}
