import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAppProtocolHandler,
  parseRange,
  resolveAppPath,
  withBackendMeta,
  type PageBackend,
} from './protocol';

const root = resolve('/opt/complyready/renderer');

describe('resolveAppPath', () => {
  it('serves files inside the renderer folder', () => {
    expect(resolveAppPath(root, 'app://renderer/assets/index-abc.js')).toBe(
      resolve(root, 'assets/index-abc.js'),
    );
  });

  it('serves index.html for client-side routes', () => {
    expect(resolveAppPath(root, 'app://renderer/templates/acceptable-use-policy')).toBe(
      resolve(root, 'index.html'),
    );
    expect(resolveAppPath(root, 'app://renderer/')).toBe(resolve(root, 'index.html'));
  });

  it('keeps dot segments, which the URL parser resolves, inside the folder', () => {
    expect(resolveAppPath(root, 'app://renderer/../secret.txt')).toBe(resolve(root, 'secret.txt'));
    expect(resolveAppPath(root, 'app://renderer/%2e%2e/%2e%2e/etc/passwd.txt')).toBe(
      resolve(root, 'etc/passwd.txt'),
    );
  });

  it.each([
    'app://renderer/assets/..%2f..%2fsecret.js',
    'app://renderer/..%5c..%5csecret.js',
    'app://renderer/a%00.js',
    'app://renderer/%E0%A4%A.js',
    'app://evil/index.js',
    'app://user:pass@renderer/index.js',
    'app://renderer:8080/index.js',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppPath(root, url)).toBeNull();
  });
});

describe('parseRange', () => {
  it.each([
    [null, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=5-4', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ] as const)('%s', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('createAppProtocolHandler', () => {
  let root: string;
  const backend: PageBackend = {
    url: 'http://localhost:8080',
    anonKey: 'eyJhbGciOiJIUzI1NiJ9.e30.sig"<x>',
    websiteUrl: 'https://compliance.example.com',
  };
  const csp = "default-src 'self'; connect-src 'self' http://localhost:8080";

  beforeAll(async () => {
    const folder = await mkdtemp(join(tmpdir(), 'complyready-protocol-'));
    root = join(folder, 'renderer');
    await mkdir(join(root, 'assets'), { recursive: true });
    await mkdir(join(root, 'media', 'clips.mp4'), { recursive: true });
    await writeFile(
      join(root, 'index.html'),
      '<html><head><title>x</title></head><body></body></html>',
    );
    await writeFile(
      join(root, 'setup.html'),
      '<html><head><title>setup</title></head><body></body></html>',
    );
    await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(root, 'intro.mp4'), Buffer.from(Array.from({ length: 100 }, (_, i) => i)));
    await writeFile(join(folder, 'secret.txt'), 'top secret');
  });

  const handler = () =>
    createAppProtocolHandler({
      rendererRoot: root,
      current: () => ({ backend, contentSecurityPolicy: csp }),
    });
  const get = (url: string, init?: RequestInit) => handler()(new Request(url, init));

  it('serves index.html for routes, with the backend meta tag and the CSP header', async () => {
    for (const url of ['app://renderer/', 'app://renderer/team/abc', 'app://renderer/index.html']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Content-Security-Policy')).toBe(csp);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const page = await response.text();
      const meta = /<meta name="complyready-backend" content="([^"]*)" \/>/.exec(page)?.[1];
      expect(meta).toBeDefined();
      const decoded = meta!
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
      expect(JSON.parse(decoded)).toEqual(backend);
      expect(page.indexOf('complyready-backend')).toBeLessThan(page.indexOf('</head>'));
    }
  });

  it('shows the setup screen on every route until a backend is chosen, then the app', async () => {
    let current: PageBackend | null = null;
    const serve = createAppProtocolHandler({
      rendererRoot: root,
      current: () => ({ backend: current, contentSecurityPolicy: csp }),
    });
    for (const url of ['app://renderer/', 'app://renderer/team/abc', 'app://renderer/setup.html']) {
      const response = await serve(new Request(url));
      expect(response.headers.get('Content-Security-Policy')).toBe(csp);
      const page = await response.text();
      expect(page).toContain('<title>setup</title>');
      expect(page).not.toContain('complyready-backend');
    }
    current = backend;
    expect(await (await serve(new Request('app://renderer/team/abc'))).text()).toContain(
      'complyready-backend',
    );
    // Settings in the menu opens the setup screen with a backend configured.
    expect(await (await serve(new Request('app://renderer/setup.html'))).text()).toContain(
      '<title>setup</title>',
    );
  });

  it('serves assets with their types', async () => {
    const response = await get('app://renderer/assets/index-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each([
    'app://renderer/assets/missing.js',
    'app://renderer/assets/..%2f..%2fsecret.txt',
    'app://renderer/..%5csecret.txt',
    'app://evil/index.html',
    'app://renderer/media/clips.mp4',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('top secret');
  });

  it('refuses other methods', async () => {
    expect((await get('app://renderer/', { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('answers HEAD without a body', async () => {
    const response = await get('app://renderer/intro.mp4', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe('100');
    expect(await response.arrayBuffer()).toHaveProperty('byteLength', 0);
  });

  it('serves byte ranges so videos can seek', async () => {
    const whole = await get('app://renderer/intro.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    expect(new Uint8Array(await whole.arrayBuffer())).toHaveLength(100);

    const part = await get('app://renderer/intro.mp4', { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 10-19/100');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);

    const beyond = await get('app://renderer/intro.mp4', { headers: { Range: 'bytes=100-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe('bytes */100');
  });
});

describe('withBackendMeta', () => {
  it('escapes the values so they cannot close the attribute', () => {
    const page = withBackendMeta('<head></head>', {
      url: 'https://x.supabase.co',
      anonKey: '"><script>',
      websiteUrl: null,
    });
    expect(page).not.toContain('"><script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });
});
