// The local server as someone on the network or a hostile web page would meet it
// (docs/decisions.md S1): loopback only, its own host names only, the mailbox for loopback
// clients only, and the security headers on every response.
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createMailRoutes } from './mail/routes';
import { startTestBackend, type TestBackend } from './testing';

let backend: TestBackend;
let logged: string[];

beforeAll(async () => {
  logged = [];
  backend = await startTestBackend({ log: (line) => logged.push(line) });
});
afterAll(() => backend.close());

/** A raw request with a chosen Host header (fetch does not let a caller set it). */
function get(url: string, host?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const target = new URL(url);
      const req = request(target, { headers: host === undefined ? {} : { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const nonLoopbackAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe('where it listens', () => {
  it('binds to the loopback address unless told otherwise', () => {
    expect(backend.address).toBe('127.0.0.1');
  });

  it.skipIf(!nonLoopbackAddress())(
    'is not reachable on the machine’s network address',
    async () => {
      const port = new URL(backend.url).port;
      await expect(get(`http://${nonLoopbackAddress()}:${port}/auth/v1/health`)).rejects.toThrow(
        /ECONNREFUSED/,
      );
    },
  );
});

describe('Host header (DNS rebinding)', () => {
  const port = () => new URL(backend.url).port;

  it.each(['localhost', '127.0.0.1', '[::1]'])('answers %s on its port', async (name) => {
    const response = await get(`${backend.url}/auth/v1/health`, `${name}:${port()}`);
    expect(response.status).not.toBe(421);
  });

  it.each(['evil.example', 'localhost:1', 'localhost', 'rebind.attacker.test:{port}'])(
    'refuses Host "%s" with 421, the mailbox included',
    async (name) => {
      const host = name.replace('{port}', port());
      for (const path of [
        '/auth/v1/health',
        '/rest/v1/videos',
        '/_mail/api',
        '/functions/v1/hotline',
      ]) {
        const response = await get(`${backend.url}${path}`, host);
        expect(response.status).toBe(421);
        expect(response.body).toMatch(/Misdirected request/);
      }
    },
  );

  it('answers to the public URL’s host', async () => {
    const publicBackend = await startTestBackend({ publicUrl: 'https://compliance.example.com' });
    try {
      const local = new URL(publicBackend.context.apiUrl);
      expect(local.host).toBe('compliance.example.com');
      const response = await get(
        `http://127.0.0.1:${publicBackend.port}/auth/v1/health`,
        'compliance.example.com',
      );
      expect(response.status).not.toBe(421);
    } finally {
      await publicBackend.close();
    }
  });
});

describe('the local mailbox', () => {
  it('answers loopback clients only: anyone else gets a 404, as if there were none', async () => {
    const routes = createMailRoutes(backend.mailbox);
    const from = (remoteAddress: string) =>
      routes.request('/api', {}, { incoming: { socket: { remoteAddress } } });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) {
      expect((await from(address)).status).toBe(200);
    }
    for (const address of [
      '10.0.0.5',
      '192.168.1.20',
      '::ffff:192.168.1.20',
      'fe80::1',
      '2001:db8::1',
    ]) {
      const response = await from(address);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/mail/i);
    }
  });

  it('lists mail newest first by number, 450 before 99, and pages back to the oldest', async () => {
    const own = await startTestBackend();
    onTestFinished(() => own.close());
    const box = own.mailbox;
    const to = 'paging@example.com';
    for (let i = 1; i <= 460; i++) {
      await box.send({ to, subject: `Mail ${i}`, text: `Body ${i}`, html: `<p>${i}</p>` });
    }
    await box.send({ to: 'other@example.com', subject: 'Other', text: 'x', html: 'x' });
    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await box.page({ to, ...(before ? { before } : {}) });
      seen.push(...page.messages.map((mail) => mail.subject));
      if (!page.nextBefore) break;
      before = page.nextBefore;
    }
    expect(seen).toHaveLength(460);
    expect(seen[0]).toBe('Mail 460');
    expect(seen.indexOf('Mail 450')).toBeLessThan(seen.indexOf('Mail 99'));
    expect(seen.at(-1)).toBe('Mail 1');
    expect((await box.page()).messages[0]?.subject).toBe('Other');
  });

  it('pages over HTTP with a Link header and keeps ?to= working', async () => {
    const to = `link-${Date.now()}@example.com`;
    for (let i = 1; i <= 55; i++) {
      await backend.mailbox.send({ to, subject: `Page ${i}`, text: 't', html: 'h' });
    }
    const first = await fetch(`${backend.url}/_mail/api?to=${encodeURIComponent(to)}`);
    const firstPage = (await first.json()) as { subject: string }[];
    expect(firstPage).toHaveLength(50);
    expect(firstPage[0]?.subject).toBe('Page 55');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = (await (await fetch(`${backend.url}${next}`)).json()) as { subject: string }[];
    expect(second.map((mail) => mail.subject)).toEqual([
      'Page 5',
      'Page 4',
      'Page 3',
      'Page 2',
      'Page 1',
    ]);
    const html = await (await fetch(`${backend.url}/_mail?to=${encodeURIComponent(to)}`)).text();
    expect(html).toContain('Older messages');
  });
});

describe('security headers on every response', () => {
  it.each([
    ['auth', 'GET', '/auth/v1/health', true],
    ['REST', 'GET', '/rest/v1/videos', false],
    ['a function', 'POST', '/functions/v1/hotline', false],
    ['a function preflight', 'OPTIONS', '/functions/v1/contact', false],
    ['the mailbox API', 'GET', '/_mail/api', true],
    ['the mailbox page', 'GET', '/_mail', true],
    ['an unknown path', 'GET', '/nothing-here', false],
  ] as const)('%s', async (_name, method, path, noStore) => {
    const response = await fetch(`${backend.url}${path}`, {
      method,
      headers: { apikey: backend.anonKey },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    if (noStore) expect(response.headers.get('cache-control')).toBe('no-store');
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('what the server log never holds', () => {
  it('no mail body, link or token: sign-up, confirmation and a password reset', async () => {
    const email = `log-${Date.now()}@example.com`;
    const client = backend.client();
    await client.auth.signUp({ email, password: 'log-canary-password-1' });
    await client.auth.resetPasswordForEmail(email);
    await backend.context.background.idle();
    const mails = await backend.mailbox.list(email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const text = logged.join('\n');
    for (const mail of mails) {
      for (const link of mail.links ?? []) {
        expect(text).not.toContain(link);
        expect(text).not.toContain(new URL(link).searchParams.get('token') ?? 'none');
      }
    }
    expect(text).not.toContain('log-canary-password-1');
    expect(text).not.toContain('Confirm your email address');
  });
});
