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

  // Spellings of one address that the URL parser (as the browser does) turns into another
  // spelling: each must land in the space of the address it reaches (docs/threat-model.md #38).
  it.each([
    ['http://[::ffff:127.0.0.1]:9/', 'loopback'],
    ['http://[::ffff:7f00:1]/', 'loopback'],
    ['http://[0:0:0:0:0:FFFF:7F00:1]/', 'loopback'],
    ['http://[::ffff:0:7f00:1]/', 'loopback'],
    ['http://[::127.0.0.1]/', 'loopback'],
    ['http://[64:ff9b::127.0.0.1]/', 'loopback'],
    ['http://[2002:7f00:1::1]/', 'loopback'],
    ['http://[0::1]/', 'loopback'],
    ['http://[::]/', 'loopback'],
    ['http://0.0.0.0/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://0x7F000001/', 'loopback'],
    ['http://2130706433/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://127.0.0.1./', 'loopback'],
    ['http://[::ffff:10.0.0.1]/', 'local'],
    ['http://[::ffff:c0a8:101]/', 'local'],
    ['http://[64:ff9b::192.168.1.1]/', 'local'],
    ['http://[2002:c0a8:101::1]/', 'local'],
    ['http://0300.0250.0.1/', 'local'],
    ['http://192.168.257/', 'local'],
    ['http://3232235777/', 'local'],
    ['http://012.1/', 'local'],
    ['http://100.64.0.1/', 'local'],
    ['http://[FD12:3456::1]/', 'local'],
    ['http://[fe80::abcd]/', 'local'],
    ['http://[::ffff:8.8.8.8]/', 'public'],
    ['http://[64:ff9b::808:808]/', 'public'],
    ['http://134744072/', 'public'],
    ['http://[2606:4700:4700::1111]/', 'public'],
  ])('%s is %s', (url, space) => {
    expect(addressSpaceOfHost(new URL(url).hostname)).toBe(space);
  });

  it('reads what DNS answers the same way, zone ids included', async () => {
    const answers: [string, string][] = [
      ['::ffff:7f00:1', 'loopback'],
      ['fe80::1%eth0', 'local'],
      ['::ffff:10.0.0.5', 'local'],
      ['2606:4700::1', 'public'],
    ];
    for (const [answer, addressSpace] of answers) {
      expect(
        await classifyBackend('https://supabase.corp.example/', () => Promise.resolve([answer])),
      ).toEqual({ origin: 'https://supabase.corp.example', addressSpace });
    }
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
    // The URL parser makes this the backend's origin, as the browser does.
    expect(isRefusedLocalRequest('http://0x7f.0.0.1:43117/rest/v1/x', allowed)).toBe(false);
  });

  it.each([
    'http://127.0.0.1:5432/',
    'http://localhost:43117/',
    'http://127.0.0.1:8080/admin',
    'http://192.168.1.1/router.cgi',
    'https://10.0.0.1/',
    'http://[::1]:631/',
    'http://nas.local/',
    'http://[::ffff:127.0.0.1]:9/',
    'http://[::ffff:7f00:1]:43117/',
    'http://0x7f.0.0.1:8080/',
    'http://2130706433:5432/',
    'ws://[::ffff:c0a8:101]/',
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
