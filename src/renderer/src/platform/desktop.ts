import type { PlatformApi } from './types';
import { platform as webPlatform } from './web';

/**
 * Desktop adapter. Until the typed IPC contract lands (desktop issue), it reuses the browser
 * behaviour: Electron turns an anchor download into its own native save dialog, and the session
 * stays in the window's localStorage.
 */
export const platform: PlatformApi = {
  saveFile: (request) => webPlatform.saveFile(request),
  authStorage: webPlatform.authStorage,
  preferences: webPlatform.preferences,
};
