import { describe, expect, it, vi } from 'vitest';
import {
  addressSpaceOfHost,
  classifyBackend,
  decideLocalNetworkPermission,
  installLocalRequestFilter,
  isRefusedLocalRequest,
  type BackendEndpoint,
} from './network-access';
import { installPermissionGuards, type PermissionSession } from './security';

const APP = 'app://renderer';
const localBackend: BackendEndpoint = {
  origin: 'http://127.0.0.1:43117',
  addressSpace: 'loopback',
};
const lanBackend: BackendEndpoint = { origin: 'https://supabase.corp.lan', addressSpace: 'local' };
const hostedBackend: BackendEndpoint = {
  origin: 'https://abcdefghijklmnop.supabase.co',
  addressSpace: 'public',
};

describe('address spaces', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['localhost', 'loopback'],
    ['app.localhost', 'loopback'],
    ['[::1]', 'loopback'],
    ['10.1.2.3', 'local'],
    ['172.16.0.9', 'local'],
    ['172.32.0.9', 'public'],
    ['192.168.1.20', 'local'],
    ['169.254.1.1', 'local'],
    ['[fd00::1]', 'local'],
    ['[fe80::1]', 'local'],
    ['printer.local', 'local'],
    ['8.8.8.8', 'public'],
    ['example.com', null],
  ])('%s is %s', (host, space) => {
    expect(addressSpaceOfHost(host)).toBe(space);
  });

  it('resolves a name to find a self-hosted backend on the company network', async () => {
    const lookup = vi.fn(() => Promise.resolve(['10.0.0.5']));
    expect(await classifyBackend('https://supabase.corp.example/', lookup)).toEqual({
      origin: 'https://supabase.corp.example',
      addressSpace: 'local',
    });
    expect(
      await classifyBackend('https://x.supabase.co', () => Promise.resolve(['104.18.1.1'])),
    ).toEqual({ origin: 'https://x.supabase.co', addressSpace: 'public' });
    expect(
      await classifyBackend('https://offline.example', () =>
        Promise.reject(new Error('ENOTFOUND')),
      ),
    ).toEqual({ origin: 'https://offline.example', addressSpace: 'public' });
    expect(await classifyBackend('http://127.0.0.1:43117', lookup)).toEqual(localBackend);
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});

describe('the local-network permission', () => {
  it('is granted to the app page for its backend on this computer', () => {
    for (const permission of ['loopback-network', 'local-network-access']) {
      expect(
        decideLocalNetworkPermission(permission, 'app://renderer/signin', APP, localBackend),
      ).toBe(true);
    }
  });

  it('is granted to the app page for its backend on the local network', () => {
    for (const permission of ['local-network', 'local-network-access']) {
      expect(decideLocalNetworkPermission(permission, 'app://renderer/', APP, lanBackend)).toBe(
        true,
      );
    }
  });

  it('opens only the address space the backend is in', () => {
    expect(
      decideLocalNetworkPermission('local-network', 'app://renderer/', APP, localBackend),
    ).toBe(false);
    expect(
      decideLocalNetworkPermission('loopback-network', 'app://renderer/', APP, lanBackend),
    ).toBe(false);
  });

  it('is refused when the backend is on the internet, or when there is none', () => {
    for (const permission of ['local-network', 'loopback-network', 'local-network-access']) {
      expect(decideLocalNetworkPermission(permission, 'app://renderer/', APP, hostedBackend)).toBe(
        false,
      );
      expect(decideLocalNetworkPermission(permission, 'app://renderer/', APP, null)).toBe(false);
    }
  });

  it.each([
    'https://player.vimeo.com/video/1',
    'https://evil.com/',
    'app://evil/',
    'http://127.0.0.1:43117/',
    'file:///tmp/x.html',
    '',
  ])('is refused to any other page: %s', (requestingUrl) => {
    expect(decideLocalNetworkPermission('loopback-network', requestingUrl, APP, localBackend)).toBe(
      false,
    );
  });

  it('leaves other permissions to the other rules', () => {
    expect(decideLocalNetworkPermission('media', 'app://renderer/', APP, localBackend)).toBeNull();
  });

  it('is what the installed session handlers answer, for the backend configured now', () => {
    let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
    let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined;
    let backend: BackendEndpoint | null = null;
    installPermissionGuards(
      {
        setPermissionRequestHandler: (handler) => (request = handler),
        setPermissionCheckHandler: (handler) => (check = handler),
      },
      APP,
      () => backend,
    );
    const callback = vi.fn();
    request?.({}, 'loopback-network', callback, { requestingUrl: 'app://renderer/' });
    backend = localBackend; // chosen on the setup screen
    request?.({}, 'loopback-network', callback, { requestingUrl: 'app://renderer/' });
    request?.({}, 'loopback-network', callback, { requestingUrl: 'https://evil.com/' });
    expect(callback.mock.calls).toEqual([[false], [true], [false]]);
    expect(check?.(null, 'local-network-access', 'app://renderer', {})).toBe(true);
    expect(check?.(null, 'local-network-access', 'https://player.vimeo.com', {})).toBe(false);
  });
});

describe('requests to local addresses', () => {
  const allowed = [APP, localBackend.origin];

  it('let the app reach its backend', () => {
    expect(isRefusedLocalRequest('http://127.0.0.1:43117/auth/v1/token', allowed)).toBe(false);
    expect(isRefusedLocalRequest('ws://127.0.0.1:43117/realtime/v1', allowed)).toBe(false);
  });

  it.each([
    'http://127.0.0.1:5432/',
    'http://localhost:43117/',
    'http://127.0.0.1:8080/admin',
    'http://192.168.1.1/router.cgi',
    'https://10.0.0.1/',
    'http://[::1]:631/',
    'http://nas.local/',
  ])('refuse any other local address: %s', (url) => {
    expect(isRefusedLocalRequest(url, allowed)).toBe(true);
  });

  it('leave internet addresses and the app itself alone', () => {
    for (const url of [
      'https://abcdefghijklmnop.supabase.co/rest/v1/x',
      'https://player.vimeo.com/video/1',
      'app://renderer/assets/x.js',
      'data:text/plain,x',
    ]) {
      expect(isRefusedLocalRequest(url, allowed)).toBe(false);
    }
  });

  it('are cancelled by the installed filter, against the backend configured now', () => {
    let listener:
      | ((details: { url: string }, callback: (response: { cancel: boolean }) => void) => void)
      | undefined;
    let origins = [APP];
    const refused = vi.fn();
    installLocalRequestFilter(
      { onBeforeRequest: (_filter, handler) => (listener = handler) },
      () => origins,
      refused,
    );
    const callback = vi.fn();
    listener?.({ url: 'http://127.0.0.1:43117/auth/v1/health' }, callback);
    origins = [APP, localBackend.origin];
    listener?.({ url: 'http://127.0.0.1:43117/auth/v1/health' }, callback);
    expect(callback.mock.calls).toEqual([[{ cancel: true }], [{ cancel: false }]]);
    expect(refused).toHaveBeenCalledOnce();
  });
});
