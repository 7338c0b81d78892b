import { isDeepLinkTarget, publicLinkFor } from '@shared/deep-links';
import type { DesktopApi } from '@shared/ipc';
import type { PlatformApi, SessionNotice } from './types';
import { platform as webPlatform } from './web';

/**
 * Desktop adapter: wraps `window.desktop`, the functions the preload builds from the IPC contract
 * (src/shared/ipc). The session lives in the main process, files are saved through the native
 * dialog, deep links arrive from the OS. Preferences stay in this origin's localStorage.
 */
function desktop(): DesktopApi {
  const api = (window as Window & { desktop?: DesktopApi }).desktop;
  if (!api) throw new Error('window.desktop is missing: this build runs inside the desktop app.');
  return api;
}

export const SESSION_NOT_KEPT_NOTICE =
  'This computer has no keyring (such as GNOME Keyring or KWallet) to protect your sign-in, so ComplyReady keeps it only until you quit. You will need to sign in again next time.';
export const SESSION_LOST_NOTICE =
  'Your saved sign-in could not be unlocked (the system keychain was reset, or ComplyReady is running as another user), so you need to sign in again.';
export const SESSION_NOT_ENCRYPTED_NOTICE =
  'Your system does not offer encrypted storage, so ComplyReady keeps your sign-in only until you quit. You will need to sign in again next time.';

/**
 * The company website's URL, which the main process writes into the page with the backend
 * (src/main/protocol.ts), or null: links then use `complyready://`.
 */
function websiteUrl(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="complyready-backend"]');
  if (!meta) return null;
  try {
    const { websiteUrl: url } = JSON.parse(meta.content) as { websiteUrl?: unknown };
    return typeof url === 'string' ? url : null;
  } catch {
    return null;
  }
}

/** Who is listening for deep links now, and a link that arrived while nobody was. */
const deepLinkListeners = new Set<(path: string) => void>();
let undelivered: string | null = null;

function deliverDeepLink(path: string): void {
  if (deepLinkListeners.size === 0) {
    // React remounts listeners (StrictMode, route changes): the next one gets it.
    undelivered = path;
    return;
  }
  for (const listener of [...deepLinkListeners]) listener(path);
}

/** Takes the waiting link from the main process; checked again here: only the three screens. */
function takeDeepLink(): void {
  void desktop()
    .takeDeepLink()
    .then((target) => {
      if (isDeepLinkTarget(target)) deliverDeepLink(target.path + target.hash);
    });
}

export const platform: PlatformApi = {
  async saveFile({ suggestedName, mimeType, data }) {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    const result = await desktop().saveFile({ suggestedName, mimeType, data: bytes });
    if (result.status === 'failed') throw new Error(result.message);
    return { status: result.status };
  },
  authStorage: {
    getItem: (key) => desktop().getSessionItem({ key }),
    setItem: (key, value) => desktop().setSessionItem({ key, value }),
    removeItem: (key) => desktop().removeSessionItem({ key }),
  },
  preferences: webPlatform.preferences,
  async openExternal(url) {
    await desktop().openExternal({ url });
  },
  externalReturn: 'app',
  onDeepLink(listener) {
    deepLinkListeners.add(listener);
    const unsubscribe = desktop().onDeepLinkOpened(takeDeepLink);
    if (undelivered !== null) {
      const path = undelivered;
      undelivered = null;
      queueMicrotask(() => deliverDeepLink(path));
    }
    // A link that opened the app arrived before anyone listened.
    takeDeepLink();
    return () => {
      deepLinkListeners.delete(listener);
      unsubscribe();
    };
  },
  authRedirectUrl: (path) => publicLinkFor(path, websiteUrl()),
  publicUrl: (path) => publicLinkFor(path, websiteUrl()),
  async sessionNotice(): Promise<SessionNotice | null> {
    const persistence = await desktop().getSessionPersistence();
    if (persistence.persistent) {
      return persistence.lostStoredSession
        ? { message: SESSION_LOST_NOTICE, audience: 'signed-out' }
        : null;
    }
    return {
      message:
        persistence.reason === 'basic_text'
          ? SESSION_NOT_KEPT_NOTICE
          : SESSION_NOT_ENCRYPTED_NOTICE,
      audience: 'signed-in',
    };
  },
};
