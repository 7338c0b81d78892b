import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createAuthRoutes } from './auth/routes';
import type { BackendContext } from './context';
import { migrate, type Database } from './db/database';
import { createFunctionRoutes } from './functions/routes';
import type { BackendKeys } from './keys';
import { Mailbox } from './mail/mailbox';
import { createMailRoutes } from './mail/routes';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './rate-limit';
import { createRestRoutes } from './rest/routes';
import { createWebApp } from './web-app';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'supabase/migrations');
export const SEED_FILE = join(PROJECT_ROOT, 'supabase/seed.sql');

/** Largest request body any API route accepts (docs/threat-model.md#numbers: ≤ 64 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface BackendOptions {
  db: Database;
  keys: BackendKeys;
  port: number;
  /** Address to listen on (e.g. 127.0.0.1 for loopback only); all interfaces when absent. */
  host?: string;
  /** Public URL; defaults to http://<host or localhost>:<port>. */
  apiUrl?: string;
  /** Built website to serve beside the API (dist/web); API only when absent. */
  webRoot?: string;
  rateLimits?: Partial<RateLimits>;
  emailConfirmation?: boolean;
  log?: (line: string) => void;
}

export interface RunningBackend {
  url: string;
  context: BackendContext;
  close(): Promise<void>;
}

/**
 * Supabase's CORS contract (docs/supabase-protocol.md#headers-and-cors): any origin, bearer tokens,
 * no cookies.
 */
const apiCors = cors({
  origin: '*',
  allowHeaders: [
    'authorization',
    'x-client-info',
    'apikey',
    'content-type',
    'x-retry-count',
    'x-supabase-api-version',
    'accept-profile',
    'content-profile',
    'prefer',
    'range',
  ],
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders: [
    'X-Supabase-Api-Version',
    'Content-Range',
    'X-Total-Count',
    'Link',
    'x-sb-error-code',
  ],
  maxAge: 86400,
});

const tooLarge = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json({ code: 'request_too_large', message: 'Request body is larger than 64 KB' }, 413),
});

export function createBackendApp(context: BackendContext, webRoot?: string): Hono {
  const app = new Hono();
  for (const prefix of ['/auth/v1/*', '/rest/v1/*', '/functions/v1/*']) {
    app.use(prefix, apiCors, tooLarge);
  }
  app.route('/auth/v1', createAuthRoutes(context));
  app.route('/rest/v1', createRestRoutes(context));
  app.route('/functions/v1', createFunctionRoutes(context));
  app.route('/_mail', createMailRoutes(context));
  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    app.route(
      '/',
      createWebApp({ webRoot, apiUrl: context.apiUrl, anonKey: context.keys.anonKey }),
    );
  }
  return app;
}

/** Prepares the database (bootstrap, migrations, mailbox) and starts listening. */
export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const log = options.log ?? console.log;
  await migrate(options.db, MIGRATIONS_DIR);
  await options.db.exec(Mailbox.schema);

  // Listen first: with port 0 (tests) the public URL is known only once the socket is bound.
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  const apiUrl = options.apiUrl ?? `http://${options.host ?? 'localhost'}:${port}`;
  const context: BackendContext = {
    db: options.db,
    keys: options.keys,
    apiUrl,
    siteUrl: apiUrl,
    redirectAllowList: [`${apiUrl}/*`, 'complyready://*'],
    mailbox: new Mailbox(options.db, log),
    rateLimiter: new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }),
    emailConfirmation: options.emailConfirmation ?? true,
    log,
  };
  handle = getRequestListener(createBackendApp(context, options.webRoot).fetch);

  return {
    url: apiUrl,
    context,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
