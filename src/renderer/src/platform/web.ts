import type { PlatformApi, SaveFileRequest } from './types';

const PREFERENCE_PREFIX = 'complyready.preferences.';

function saveWithAnchor({ suggestedName, mimeType, data }: SaveFileRequest): void {
  const blob = new Blob([typeof data === 'string' ? data : new Uint8Array(data)], {
    type: mimeType,
  });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = suggestedName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const platform: PlatformApi = {
  saveFile(request) {
    saveWithAnchor(request);
    return Promise.resolve({ status: 'saved' });
  },
  authStorage: {
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => window.localStorage.setItem(key, value),
    removeItem: (key) => window.localStorage.removeItem(key),
  },
  preferences: {
    get: (key) => Promise.resolve(window.localStorage.getItem(PREFERENCE_PREFIX + key)),
    set: (key, value) =>
      Promise.resolve(window.localStorage.setItem(PREFERENCE_PREFIX + key, value)),
    remove: (key) => Promise.resolve(window.localStorage.removeItem(PREFERENCE_PREFIX + key)),
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return Promise.resolve();
  },
  externalReturn: 'page',
  // The website's links are ordinary addresses: nothing arrives from outside.
  onDeepLink: () => () => undefined,
  authRedirectUrl: (path) => `${window.location.origin}${path}`,
  publicUrl: (path) => `${window.location.origin}${path}`,
  sessionNotice: () => Promise.resolve(null),
};
