import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { accepts } from 'hono/accepts';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import {
  INLINE_HASHES_FILE,
  contentSecurityPolicy,
  parseInlineHashes,
} from '../shared/content-security-policy';
import { escapeHtml } from '../shared/html';
import { brotli } from './brotli';

export interface WebAppOptions {
  /** Folder of the built website (dist/web). */
  webRoot: string;
  /** The public client key of the API this server serves beside the website. */
  anonKey: string;
}

/**
 * Serves the built website: static files, and index.html for every other GET so client-side
 * routes work on reload. The page learns the public key from a meta tag, because the key is made
 * per data folder and cannot be baked into the build. The API is this same server, so the page
 * talks to its own origin, whatever address it was opened at. Every response carries the
 * security headers.
 */
export function createWebApp({ webRoot, anonKey }: WebAppOptions): Hono {
  const app = new Hono();
  // The build's inline style sheet and boot script, allowed by hash (config/website-html-plugin.ts).
  const hashesFile = join(webRoot, INLINE_HASHES_FILE);
  const inlineHashes = existsSync(hashesFile)
    ? parseInlineHashes(readFileSync(hashesFile, 'utf8'))
    : undefined;
  const csp = `${contentSecurityPolicy({ inlineHashes })}; frame-ancestors 'none'`;
  const backendMeta = `<meta name="complyready-backend" content="${escapeHtml(
    JSON.stringify({ anonKey }),
  )}" />`;

  // Brotli where the browser accepts it: the build's copies of scripts and style sheets, and each
  // page compressed once (docs/architecture.md#performance-goals). Else gzip for text responses
  // (pages, scripts, styles); media and images pass through.
  app.use(compress());
  app.use(
    secureHeaders({
      referrerPolicy: 'no-referrer',
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      strictTransportSecurity: false,
    }),
  );
  app.use(async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
  });

  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // A missing asset is a 404, never the HTML page in its place.
  app.get('/assets/*', (c) => c.notFound());

  // Pages: the prerendered HTML of a public route when there is one, else the empty app shell
  // that the client renders (signed-in routes, unknown paths). Both learn the backend from the
  // injected meta tag. Read once, then kept in memory: the build's pages only, so unknown paths,
  // however many, leave nothing behind (docs/threat-model.md #80).
  const pages = new Map<
    string,
    Promise<{ html: string; brotli: Uint8Array<ArrayBuffer> } | null>
  >();
  const readPage = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      page = readFile(file, 'utf8').then(
        async (text) => {
          const html = text.replace('</head>', `  ${backendMeta}\n  </head>`);
          // The body's own bytes, made once here rather than copied for every response.
          return { html, brotli: new Uint8Array(await brotli(Buffer.from(html))) };
        },
        () => {
          pages.delete(file);
          return null;
        },
      );
      pages.set(file, page);
    }
    return page;
  };
  const prerenderedFile = (path: string) => {
    const clean = path.replace(/\/+$/, '');
    // Only plain route paths map to files; anything else gets the app shell.
    if (!/^(\/[a-z0-9-]+)*$/.test(clean)) return undefined;
    return join(webRoot, clean, 'index.html');
  };
  const servePage = async (c: Context) => {
    const file = prerenderedFile(c.req.path);
    const page =
      (file && (await readPage(file))) ?? (await readPage(join(webRoot, 'app-shell.html')));
    c.header('Cache-Control', 'no-cache');
    if (!page) return c.notFound();
    c.header('Vary', 'Accept-Encoding');
    if (accepts(c, { header: 'Accept-Encoding', supports: ['br'], default: 'identity' }) !== 'br') {
      return c.html(page.html);
    }
    c.header('Content-Encoding', 'br');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(page.brotli);
  };
  // The build's own notes beside the site (`.vite/manifest.json` names the build machine's
  // paths) are not the site's: no file or folder whose name starts with a dot is served
  // (docs/threat-model.md #81).
  app.use('*', async (c, next) =>
    c.req.path.split('/').some((segment) => segment.startsWith('.')) ? c.notFound() : next(),
  );
  app.get('/', servePage);
  app.get('/index.html', servePage);
  app.get('*', async (c, next) => (extname(c.req.path) === '' ? servePage(c) : next()));
  app.use('*', serveStatic({ root: webRoot }));

  return app;
}
