import { describe, expect, it, vi } from 'vitest';
import { createDeepLinkInbox, registerDeepLinkScheme } from './deep-links';

function inbox() {
  const notify = vi.fn();
  const onIgnored = vi.fn();
  return { inbox: createDeepLinkInbox({ notify, onIgnored }), notify, onIgnored };
}

describe('the deep-link inbox (docs/decisions.md E3)', () => {
  it('keeps a link from open-url (macOS) until the renderer takes it, once', () => {
    const { inbox: links, notify } = inbox();
    expect(
      links.receiveUrl('complyready://reset-password#access_token=a&refresh_token=b&type=recovery'),
    ).toBe(true);
    expect(notify).toHaveBeenCalledOnce();
    expect(links.take()).toEqual({
      screen: 'reset-password',
      path: '/reset-password',
      hash: '#access_token=a&refresh_token=b&type=recovery',
    });
    expect(links.take()).toBeNull();
  });

  it('reads the first launch’s and a second instance’s argv (Windows, Linux)', () => {
    const { inbox: links, notify } = inbox();
    expect(
      links.receiveArgv(['/opt/ComplyReady/complyready', '--inspect', 'complyready://team/abc']),
    ).toBe(true);
    expect(links.take()?.path).toBe('/team/abc');
    expect(notify).toHaveBeenCalledOnce();
  });

  it('brings the system browser’s SSO sign-in back with its PKCE code only (docs/decisions.md SSO1)', () => {
    const { inbox: links, onIgnored } = inbox();
    const code = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(
      links.receiveArgv([
        '/opt/ComplyReady/complyready',
        `complyready://sso-callback?code=${code}`,
      ]),
    ).toBe(true);
    expect(links.take()).toEqual({
      screen: 'sso-callback',
      path: '/sso-callback',
      hash: `#code=${code}`,
    });
    // Tokens in the scheme (which another app could claim) are never taken.
    expect(links.receiveUrl('complyready://sso-callback#access_token=a&refresh_token=b')).toBe(
      false,
    );
    expect(onIgnored).toHaveBeenCalledOnce();
    expect(links.take()).toBeNull();
  });

  it('keeps only the latest link', () => {
    const { inbox: links } = inbox();
    links.receiveUrl('complyready://team/abc');
    links.receiveUrl('complyready://signin');
    expect(links.take()?.path).toBe('/signin');
  });

  it('ignores a launch without a link quietly', () => {
    const { inbox: links, notify, onIgnored } = inbox();
    expect(links.receiveArgv(['/opt/ComplyReady/complyready', '--no-sandbox'])).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(onIgnored).not.toHaveBeenCalled();
  });

  it.each([
    ['complyready://team/../../x'],
    ['complyready://evil.com/team/abc'],
    ['complyready://signin --inspect'],
    ['https://evil.com/'],
    [42],
  ])('ignores %j from open-url, keeping the link already waiting', (link) => {
    const { inbox: links, notify, onIgnored } = inbox();
    links.receiveUrl('complyready://signin');
    notify.mockClear();
    expect(links.receiveUrl(link)).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(onIgnored).toHaveBeenCalledOnce();
    expect(links.take()?.path).toBe('/signin');
  });

  it('ignores links smuggled into switches on the command line', () => {
    const { inbox: links, notify, onIgnored } = inbox();
    expect(links.receiveArgv(['app', '--inspect=complyready://signin'])).toBe(false);
    expect(links.receiveArgv(['app', 'complyready://team/../../x', '--inspect'])).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(onIgnored).toHaveBeenCalledTimes(2);
    expect(links.take()).toBeNull();
  });
});

describe('registerDeepLinkScheme', () => {
  it('registers the scheme for the packaged app', () => {
    const app = { setAsDefaultProtocolClient: vi.fn(() => true) };
    registerDeepLinkScheme(
      app,
      { execPath: '/opt/ComplyReady/complyready', argv: ['/opt/ComplyReady/complyready'] },
      (p) => p,
    );
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('complyready');
  });

  it('tells a development Electron which app to start', () => {
    const app = { setAsDefaultProtocolClient: vi.fn(() => true) };
    registerDeepLinkScheme(
      app,
      {
        defaultApp: true,
        execPath: '/repo/node_modules/electron/dist/electron',
        argv: ['electron', '.'],
      },
      () => '/repo',
    );
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith(
      'complyready',
      '/repo/node_modules/electron/dist/electron',
      ['/repo'],
    );
  });
});
