import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  attachNavigationGuards,
  decideNavigation,
  decidePermission,
  installPermissionGuards,
  isAllowedExternalUrl,
  isAppUrl,
  originOf,
  type GuardedWebContents,
  type PermissionSession,
} from './security';

const APP = 'app://renderer';

describe('originOf / isAppUrl', () => {
  it('tells custom-scheme origins apart, which Node reports as "null"', () => {
    expect(new URL('app://renderer/x').origin).toBe('null');
    expect(originOf('app://renderer/team/abc')).toBe('app://renderer');
    expect(originOf('app://evil/')).toBe('app://evil');
    expect(originOf('http://localhost:5173/x')).toBe('http://localhost:5173');
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });

  it.each([
    ['app://renderer/', true],
    ['app://renderer/reset-password#access_token=x', true],
    // Chromium hands over canonical (lower-case) URLs; any other spelling is refused.
    ['APP://RENDERER/signin', false],
    ['app://renderer.evil.com/', false],
    ['app://evil/', false],
    ['app://renderer@evil/', false],
    ['https://renderer/', false],
    ['file:///app/out/renderer/index.html', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url, APP)).toBe(expected);
  });
});

describe('isAllowedExternalUrl (docs/threat-model.md, Electron checklist 15)', () => {
  it('opens https pages in the browser and mailto: links in the mail program', () => {
    for (const url of [
      'https://www.iso.org/standard/27001',
      'https://owasp.org/www-project-top-ten/',
      'https://vimeo.com/123456',
      'https://example.com:8443/docs',
      'mailto:hello@complyready.com',
      'mailto:hello@complyready.com?subject=Question&body=Hi',
    ]) {
      expect(isAllowedExternalUrl(url), url).toBe(true);
    }
  });

  it.each([
    'http://www.iso.org/standard/27001',
    'https://user:pass@www.iso.org/',
    'file:///etc/passwd',
    'smb://server/share',
    'javascript:alert(1)',
    'app://renderer/',
    'complyready://signin',
    'ms-msdt:/id PCWDiagnostic',
    'mailto:',
    'mailto:not-an-address',
    'mailto:a@b.com%0Abcc:x@y.com\n',
    `https://www.iso.org/${'a'.repeat(3000)}`,
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });
});

describe('decideNavigation (docs/threat-model.md, Electron checklist 13)', () => {
  it('stays inside the app, sends allow-listed sites to the browser, blocks the rest', () => {
    expect(decideNavigation('app://renderer/signin', APP)).toBe('allow');
    expect(decideNavigation('https://owasp.org/', APP)).toBe('open-external');
    expect(decideNavigation('mailto:hello@complyready.com', APP)).toBe('open-external');
    expect(decideNavigation('http://owasp.org/', APP)).toBe('deny');
    expect(decideNavigation('file:///etc/passwd', APP)).toBe('deny');
    expect(decideNavigation('app://evil/', APP)).toBe('deny');
  });

  it('uses the dev server as the app origin when there is one', () => {
    expect(decideNavigation('http://localhost:5173/signin', 'http://localhost:5173')).toBe('allow');
    expect(decideNavigation('http://localhost:5174/', 'http://localhost:5173')).toBe('deny');
  });
});

type Listener = (event: { url: string; isMainFrame: boolean; preventDefault(): void }) => void;

class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
    this.windowOpenHandler = handler;
  }
  fire(event: 'will-navigate' | 'will-redirect', url: string, isMainFrame = true) {
    const prevented = vi.fn();
    for (const listener of this.listeners(event) as Listener[]) {
      listener({ url, isMainFrame, preventDefault: prevented });
    }
    return prevented.mock.calls.length > 0;
  }
}

function guarded() {
  const contents = new FakeWebContents();
  const openExternal = vi.fn();
  const onBlocked = vi.fn();
  attachNavigationGuards(contents as GuardedWebContents, {
    appOrigin: APP,
    openExternal,
    onBlocked,
  });
  return { contents, openExternal, onBlocked };
}

describe('attachNavigationGuards (docs/threat-model.md, Electron checklist 11–14)', () => {
  it('lets the main frame move within the app', () => {
    const { contents, openExternal } = guarded();
    expect(contents.fire('will-navigate', 'app://renderer/library')).toBe(false);
    expect(contents.fire('will-redirect', 'app://renderer/signin')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks navigation elsewhere, opening only https and mailto: links outside', () => {
    const { contents, openExternal, onBlocked } = guarded();
    expect(contents.fire('will-navigate', 'http://evil.com/phish')).toBe(true);
    expect(contents.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
    expect(onBlocked).toHaveBeenCalledWith('navigation', 'http://evil.com/phish');

    expect(contents.fire('will-navigate', 'https://www.iso.org/standard/27001')).toBe(true);
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://www.iso.org/standard/27001');
  });

  it('blocks redirects of the main frame away from the app, and never opens them', () => {
    const { contents, openExternal } = guarded();
    expect(contents.fire('will-redirect', 'https://evil.com/')).toBe(true);
    expect(contents.fire('will-redirect', 'https://owasp.org/')).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
    // The Vimeo player frame follows its own redirects; CSP frame-src bounds it.
    expect(contents.fire('will-redirect', 'https://vimeo.com/x', false)).toBe(false);
  });

  it('denies every new window; https and mailto: links open outside instead', () => {
    const { contents, openExternal, onBlocked } = guarded();
    expect(contents.windowOpenHandler?.({ url: 'https://owasp.org/' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://owasp.org/');
    for (const url of ['http://evil.com/', 'app://renderer/admin', 'about:blank', 'file:///']) {
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    }
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(onBlocked).toHaveBeenCalledWith('new window', 'http://evil.com/');
    contents.windowOpenHandler?.({ url: 'mailto:hello@complyready.com' });
    expect(openExternal).toHaveBeenLastCalledWith('mailto:hello@complyready.com');
  });

  it('refuses to attach a <webview>', () => {
    const { contents } = guarded();
    const preventDefault = vi.fn();
    contents.emit('will-attach-webview', { preventDefault }, {}, {});
    expect(preventDefault).toHaveBeenCalledOnce();
  });
});

describe('permissions (docs/threat-model.md, Electron checklist 5)', () => {
  it.each([
    'media',
    'geolocation',
    'notifications',
    'midi',
    'openExternal',
    'clipboard-read',
    'display-capture',
    'hid',
    'serial',
    'usb',
    'unknown',
  ])('denies %s, even to the app', (permission) => {
    expect(decidePermission(permission, 'app://renderer/', APP)).toBe(false);
  });

  it('grants only the allow-listed ones, to the allow-listed origins', () => {
    expect(decidePermission('clipboard-sanitized-write', 'app://renderer/dashboard', APP)).toBe(
      true,
    );
    expect(decidePermission('fullscreen', 'app://renderer/player/1', APP)).toBe(true);
    expect(decidePermission('fullscreen', 'https://player.vimeo.com/video/1', APP)).toBe(true);
    expect(decidePermission('clipboard-sanitized-write', 'https://player.vimeo.com/', APP)).toBe(
      false,
    );
    expect(decidePermission('fullscreen', 'https://evil.com/', APP)).toBe(false);
    expect(decidePermission('fullscreen', 'app://evil/', APP)).toBe(false);
    expect(decidePermission('fullscreen', undefined, APP)).toBe(false);
    expect(decidePermission('fullscreen', '', APP)).toBe(false);
  });

  it('installs request and check handlers that deny by default', () => {
    let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
    let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined;
    installPermissionGuards(
      {
        setPermissionRequestHandler: (handler) => (request = handler),
        setPermissionCheckHandler: (handler) => (check = handler),
      },
      APP,
    );
    const callback = vi.fn();
    request?.({}, 'media', callback, { requestingUrl: 'app://renderer/' });
    request?.({}, 'geolocation', callback, { requestingUrl: 'https://evil.com/' });
    request?.({}, 'fullscreen', callback, { requestingUrl: 'app://renderer/' });
    expect(callback.mock.calls).toEqual([[false], [false], [true]]);

    expect(check?.(null, 'media', 'app://renderer', {})).toBe(false);
    expect(check?.(null, 'clipboard-sanitized-write', 'app://renderer', {})).toBe(true);
    expect(check?.(null, 'clipboard-sanitized-write', 'https://evil.com', {})).toBe(false);
  });
});
