import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopApi } from '@shared/ipc';
import { parseDeepLink, type DeepLinkTarget } from '@shared/deep-links';
import { SESSION_LOST_NOTICE, SESSION_NOT_KEPT_NOTICE, platform } from './desktop';

/** A stand-in for the preload's `window.desktop` that records calls. */
function fakeDesktop() {
  const opened: ((payload: undefined) => void)[] = [];
  const waiting: (DeepLinkTarget | null)[] = [];
  const desktop = {
    getSessionItem: vi.fn(() => Promise.resolve<string | null>('stored')),
    setSessionItem: vi.fn(() => Promise.resolve(undefined)),
    removeSessionItem: vi.fn(() => Promise.resolve(undefined)),
    getSessionPersistence: vi.fn(() =>
      Promise.resolve<Awaited<ReturnType<DesktopApi['getSessionPersistence']>>>({
        persistent: true,
        lostStoredSession: false,
      }),
    ),
    saveFile: vi.fn(() =>
      Promise.resolve<Awaited<ReturnType<DesktopApi['saveFile']>>>({ status: 'saved' }),
    ),
    openExternal: vi.fn(() => Promise.resolve({ opened: true })),
    takeDeepLink: vi.fn(() => Promise.resolve(waiting.shift() ?? null)),
    getBackendSetup: vi.fn(() =>
      Promise.resolve<Awaited<ReturnType<DesktopApi['getBackendSetup']>>>({
        choice: { kind: 'none' },
        managed: false,
      }),
    ),
    saveBackendSetup: vi.fn(() =>
      Promise.resolve<Awaited<ReturnType<DesktopApi['saveBackendSetup']>>>({ ok: true }),
    ),
    onDeepLinkOpened: vi.fn((listener: (payload: undefined) => void) => {
      opened.push(listener);
      return () => {
        opened.splice(opened.indexOf(listener), 1);
      };
    }),
  } satisfies DesktopApi;
  return {
    desktop,
    arrive(link: string) {
      waiting.push(parseDeepLink(link));
      for (const listener of [...opened]) listener(undefined);
    },
    waitBeforeLoad(link: string) {
      waiting.push(parseDeepLink(link));
    },
    listeners: opened,
  };
}

let fake: ReturnType<typeof fakeDesktop>;
const localStorage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
/** The meta tag the main process writes into the page (src/main/protocol.ts). */
let backendMeta: string | null = null;
beforeEach(() => {
  fake = fakeDesktop();
  backendMeta = null;
  vi.stubGlobal('window', { desktop: fake.desktop, localStorage });
  vi.stubGlobal('document', {
    querySelector: () => (backendMeta === null ? null : { content: backendMeta }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the desktop platform adapter', () => {
  it('keeps the session in the main process, never in localStorage', async () => {
    expect(await platform.authStorage.getItem('sb-auth-token')).toBe('stored');
    await platform.authStorage.setItem('sb-auth-token', '{"access_token":"x"}');
    await platform.authStorage.removeItem('sb-auth-token');
    expect(fake.desktop.getSessionItem).toHaveBeenCalledWith({ key: 'sb-auth-token' });
    expect(fake.desktop.setSessionItem).toHaveBeenCalledWith({
      key: 'sb-auth-token',
      value: '{"access_token":"x"}',
    });
    expect(fake.desktop.removeSessionItem).toHaveBeenCalledWith({ key: 'sb-auth-token' });
    expect(localStorage.setItem).not.toHaveBeenCalled();
  });

  it('saves through the save channel, as bytes, with no path', async () => {
    expect(
      await platform.saveFile({ suggestedName: 'a.csv', mimeType: 'text/csv', data: 'é,1' }),
    ).toEqual({ status: 'saved' });
    expect(fake.desktop.saveFile).toHaveBeenCalledWith({
      suggestedName: 'a.csv',
      mimeType: 'text/csv',
      data: new TextEncoder().encode('é,1'),
    });
  });

  it('reports cancel, and rejects when the file could not be written', async () => {
    fake.desktop.saveFile.mockResolvedValueOnce({ status: 'cancelled' });
    expect(
      await platform.saveFile({ suggestedName: 'a.csv', mimeType: 'text/csv', data: 'x' }),
    ).toEqual({ status: 'cancelled' });
    fake.desktop.saveFile.mockResolvedValueOnce({ status: 'failed', message: 'No space' });
    await expect(
      platform.saveFile({ suggestedName: 'a.csv', mimeType: 'text/csv', data: 'x' }),
    ).rejects.toThrow('No space');
  });

  it('without a website, sends invites and auth emails to complyready:// links', () => {
    backendMeta = JSON.stringify({ url: 'http://127.0.0.1:43117', anonKey: 'k', websiteUrl: null });
    expect(platform.authRedirectUrl('/reset-password')).toBe('complyready://reset-password');
    expect(platform.authRedirectUrl('/signin')).toBe('complyready://signin');
    expect(platform.publicUrl('/team/abc')).toBe('complyready://team/abc');
  });

  it('with a website, sends invites and auth emails to the website, never to app://', () => {
    backendMeta = JSON.stringify({
      url: 'https://abcdefghijklmnop.supabase.co',
      anonKey: 'k',
      websiteUrl: 'https://compliance.example.com',
    });
    vi.stubGlobal('window', {
      desktop: fake.desktop,
      localStorage,
      location: { origin: 'app://renderer' },
    });
    expect(platform.publicUrl('/team/abc')).toBe('https://compliance.example.com/team/abc');
    expect(platform.authRedirectUrl('/reset-password')).toBe(
      'https://compliance.example.com/reset-password',
    );
    for (const link of [platform.publicUrl('/team/abc'), platform.authRedirectUrl('/signin')]) {
      expect(link).not.toMatch(/^app:/);
    }
  });

  it('says why the session will not survive a restart without a keyring', async () => {
    expect(await platform.sessionNotice()).toBeNull();
    fake.desktop.getSessionPersistence.mockResolvedValueOnce({
      persistent: false,
      reason: 'basic_text',
    });
    expect(await platform.sessionNotice()).toEqual({
      message: SESSION_NOT_KEPT_NOTICE,
      audience: 'signed-in',
    });
  });

  it('tells a signed-out user that a stored session could not be decrypted', async () => {
    fake.desktop.getSessionPersistence.mockResolvedValueOnce({
      persistent: true,
      lostStoredSession: true,
    });
    expect(await platform.sessionNotice()).toEqual({
      message: SESSION_LOST_NOTICE,
      audience: 'signed-out',
    });
  });
});

describe('deep links in the renderer', () => {
  it('delivers the link that opened the app, and later ones', async () => {
    fake.waitBeforeLoad(
      'complyready://reset-password#access_token=a&refresh_token=b&type=recovery',
    );
    const listener = vi.fn();
    const unsubscribe = platform.onDeepLink(listener);
    await vi.waitFor(() =>
      expect(listener).toHaveBeenCalledWith(
        '/reset-password#access_token=a&refresh_token=b&type=recovery',
      ),
    );
    fake.arrive('complyready://team/abc');
    await vi.waitFor(() => expect(listener).toHaveBeenLastCalledWith('/team/abc'));
    unsubscribe();
    expect(fake.listeners).toHaveLength(0);
  });

  it('does not lose a link taken while React remounts the listener (StrictMode)', async () => {
    fake.waitBeforeLoad('complyready://signin');
    const first = vi.fn();
    const unsubscribeFirst = platform.onDeepLink(first);
    unsubscribeFirst(); // before the take has answered, as StrictMode does
    const second = vi.fn();
    const unsubscribe = platform.onDeepLink(second);
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith('/signin'));
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('leaves a link that arrives while nobody listens to the next listener', async () => {
    fake.waitBeforeLoad('complyready://team/xyz');
    const early = vi.fn();
    platform.onDeepLink(early)();
    // The main process's take answers after the listener has gone: once its answer is in, the
    // adapter has handled it (its handler was attached first).
    expect(fake.desktop.takeDeepLink).toHaveBeenCalledOnce();
    await fake.desktop.takeDeepLink.mock.results[0]!.value;
    expect(early).not.toHaveBeenCalled();
    // The next listener's own take finds nothing: the link it gets is the one kept for it.
    const listener = vi.fn();
    const unsubscribe = platform.onDeepLink(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith('/team/xyz'));
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('ignores a target that is not one of the three screens', async () => {
    fake.desktop.takeDeepLink.mockResolvedValueOnce({
      screen: 'signin',
      path: '/dashboard',
      hash: '',
    });
    const listener = vi.fn();
    const unsubscribe = platform.onDeepLink(listener);
    // A valid link taken after it: once that one is delivered, the first answer was handled too.
    fake.arrive('complyready://team/abc');
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(listener.mock.calls).toEqual([['/team/abc']]);
    unsubscribe();
  });
});
