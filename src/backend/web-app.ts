import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy } from '../shared/content-security-policy';

export interface WebAppOptions {
  /** Folder of the built website (dist/web). */
  webRoot: string;
}

/**
 * Serves the built website: static files, and index.html for every other GET so client-side
 * routes work on reload. Every response carries the security headers.
 */
export function createWebApp({ webRoot }: WebAppOptions): Hono {
  const app = new Hono();
  const csp = `${contentSecurityPolicy()}; frame-ancestors 'none'`;

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
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // A missing asset is a 404, never the HTML page in its place.
  app.get('/assets/*', (c) => c.notFound());
  app.use('*', serveStatic({ root: webRoot }));

  const indexHtml = readFile(join(webRoot, 'index.html'), 'utf8');
  app.get('*', async (c) => c.html(await indexHtml));

  return app;
}
