// The website as a browser downloads it (docs/architecture.md#performance-goals): Brotli to a
// browser that accepts it (the build's copy of a script, each page compressed once), gzip to one
// that accepts only gzip, and the same bytes once decoded whichever it gets; what it keeps and
// what it never serves (docs/threat-model.md #80, #81).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotli } from './brotli';
import { startTestBackend, type TestBackend } from './testing';

const webRoot = mkdtempSync(join(tmpdir(), 'complyready-web-'));
const script = Buffer.from(`export const words = ${JSON.stringify('compress me '.repeat(400))};\n`);
const page = `<!doctype html><html><head><title>Home</title></head><body>${'<p>Hello</p>'.repeat(300)}</body></html>`;
let backend: TestBackend;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js.br'), await brotli(script));
  writeFileSync(join(webRoot, 'index.html'), page);
  writeFileSync(join(webRoot, 'app-shell.html'), page);
  // The build's own notes, beside the site: the manifest names the build machine's paths.
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{"../../src/main.tsx":{}}');
  writeFileSync(join(webRoot, '.env'), 'SECRET=1');
  writeFileSync(join(webRoot, 'robots.txt'), 'User-agent: *');
  backend = await startTestBackend({ webRoot });
});
afterAll(async () => {
  await backend.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function get(path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(
      new URL(path, backend.url),
      { headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('what the website sends', () => {
  it('a script: the build’s Brotli copy, else gzip, else as it is; the same script each time', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body)).toEqual(script);
    const gzip = await get('/assets/app-1a2b3c.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(script);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    const plain = await get('/assets/app-1a2b3c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(script);
  });

  it('a page: Brotli, unless the browser refuses it (q=0), then gzip; the same HTML each time', async () => {
    for (const path of ['/', '/library']) {
      const br = await get(path, 'gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=UTF-8');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(br.body).toString('utf8');
      // The page as served: with the API's public key injected.
      expect(html).toContain('<meta name="complyready-backend"');
      expect(html).toContain('<p>Hello</p>');
      const refused = await get(path, 'gzip, br;q=0');
      expect(refused.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(refused.body).toString('utf8')).toBe(html);
    }
  });
});

describe('what the website keeps (docs/threat-model.md #80)', () => {
  it('nothing of a path without a page: one written later is served at once', async () => {
    const before = await get('/written-later', 'identity');
    // The app shell, which serves every path without a page of its own.
    expect(before.body.toString()).toContain('<title>Home</title>');
    mkdirSync(join(webRoot, 'written-later'));
    writeFileSync(join(webRoot, 'written-later', 'index.html'), page.replace('Home', 'Later'));
    const after = await get('/written-later', 'identity');
    expect(after.body.toString()).toContain('<title>Later</title>');
  });
});

describe('what the website never serves (docs/threat-model.md #81)', () => {
  it('a file or folder whose name starts with a dot, however the path is written', async () => {
    for (const path of ['/.vite/manifest.json', '/.env', '/%2evite/manifest.json', '/x/../.env']) {
      const response = await fetch(new URL(path, backend.url));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/src\/main|SECRET/);
    }
    // The site's own files beside them still are.
    expect((await fetch(new URL('/robots.txt', backend.url))).status).toBe(200);
  });
});
