import { resolveTxt } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { compress } from 'hono/compress';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createApiRoutes } from './api/routes';
import { createAuthRoutes } from './auth/routes';
import { BackgroundTasks } from './background';
import type { BackendBilling, BackendContext } from './context';
import { supabaseCors } from './cors';
import { applyContent } from './db/content';
import { migrate, type Database } from './db/database';
import { createFunctionRoutes, SUPPORT_RECIPIENT } from './functions/routes';
import { activeSources } from '../../supabase/functions/_shared/integrations.ts';
import type { BackendKeys } from './keys';
import type { MailPort } from './mail/mail-port';
import { Mailbox } from './mail/mailbox';
import { createMailRoutes } from './mail/routes';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './rate-limit';
import { createRestRoutes } from './rest/routes';
import { ObjectFiles } from './storage/disk';
import { createStorageRoutes, storageCors } from './storage/routes';
import { createWebApp } from './web-app';
import { backendJobs, JOB_INTERVAL_MS } from './jobs/backend-jobs';
import { Scheduler } from './jobs/scheduler';
import { sendWebhookDeliveries, WEBHOOK_INTERVAL_MS } from './jobs/webhook-deliveries';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'supabase/migrations');
export const SEED_FILE = join(PROJECT_ROOT, 'supabase/seed.sql');
export const CONTENT_FILE = join(PROJECT_ROOT, 'supabase/content.sql');

/** Largest request body any API route accepts (docs/threat-model.md#numbers: ≤ 64 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface BackendOptions {
  db: Database;
  keys: BackendKeys;
  port: number;
  /** Address to listen on; loopback unless the operator chooses otherwise (HOST). */
  host?: string;
  /**
   * The URL people reach the server at (PUBLIC_URL); defaults to http://<host>:<port>, with
   * `localhost` for a wildcard address.
   */
  publicUrl?: string;
  /** Built website to serve beside the API (dist/web); API only when absent. */
  webRoot?: string;
  /** Where mail goes; the local mailbox (served at /_mail) when absent. */
  mail?: MailPort;
  rateLimits?: Partial<RateLimits>;
  /**
   * The clock (milliseconds) of the rate limiter, the scheduler and two-factor codes; tests move it
   * instead of waiting.
   */
  clock?: () => number;
  /** How often scheduled jobs run (src/backend/jobs); every 5 minutes by default. */
  jobIntervalMs?: number;
  /** How often webhook deliveries go out (docs/decisions.md WH1); every 15 seconds by default. */
  webhookIntervalMs?: number;
  emailConfirmation?: boolean;
  log?: (line: string) => void;
  /** Stripe billing; without it /functions/v1/billing and stripe-webhook do not exist. */
  billing?: BackendBilling;
  /**
   * Where stored objects' bytes live (DATA_DIR/storage); a temporary folder, removed on close,
   * when absent (tests).
   */
  storageDir?: string;
  /** DNS TXT lookups for SSO domain verification; the system resolver when absent. */
  resolveTxt?: (name: string) => Promise<string[][]>;
  /** OpenID providers for `signInWithOAuth({ provider: 'google' | 'azure' })`. */
  oauthProviders?: BackendContext['oauthProviders'];
  /** Where Help's requests go (SUPPORT_EMAIL); the local mailbox's support address by default. */
  supportEmail?: string;
  /**
   * The integration sources' API address variables (GITHUB_API_URL, …), e.g. a test peer's;
   * the providers' own addresses when absent.
   */
  integrationApiUrls?: Record<string, string>;
}

export interface RunningBackend {
  url: string;
  /** The address and port the server is bound to. */
  address: string;
  port: number;
  context: BackendContext;
  /** The local mailbox, when mail is kept instead of sent. */
  mailbox: Mailbox | undefined;
  close(): Promise<void>;
}

export const DEFAULT_HOST = '127.0.0.1';

/** The REST, Auth and Functions APIs' CORS (docs/supabase-protocol.md#headers-and-cors). */
const apiCors = supabaseCors(
  [
    'x-retry-count',
    'x-supabase-api-version',
    'accept-profile',
    'content-profile',
    'prefer',
    'range',
  ],
  ['X-Supabase-Api-Version', 'Content-Range', 'X-Total-Count', 'Link', 'x-sb-error-code'],
);

const tooLargeReply = (c: Context) =>
  c.json({ code: 'request_too_large', message: 'Request body is larger than 64 KB' }, 413);

/** Reads a body of unknown length, counting it, and refuses it past the limit. */
const countedBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLargeReply });

/**
 * At most MAX_BODY_BYTES per request body. GET and HEAD carry none here; a body with
 * Content-Length and no Transfer-Encoding is judged by that header, which Node's HTTP parser holds
 * the body to (as Hono's bodyLimit judges it), without building a web Request around the stream;
 * any other body is read and counted by Hono's bodyLimit.
 */
const tooLarge: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    return parseInt(length, 10) > MAX_BODY_BYTES ? tooLargeReply(c) : next();
  }
  return countedBodyLimit(c, next);
};

/** The Host header values this server answers to: its loopback names and its public URL. */
export function ownHostNames(port: number, publicUrl: string): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]'].map((name) => `${name}:${port}`));
  if (port === 80) for (const name of ['localhost', '127.0.0.1', '[::1]']) names.add(name);
  names.add(new URL(publicUrl).host);
  return names;
}

/**
 * Refuses requests addressed to a name that is not ours: a page on another site that rebinds its
 * DNS name to 127.0.0.1 would otherwise reach the API and the mailbox as "same origin".
 */
function hostGuard(allowed: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    if (!allowed.has(host)) {
      return c.text('Misdirected request: this server does not answer to that host name.', 421);
    }
    await next();
  };
}

/** Headers every response carries, the API's and the mailbox's included. */
const baselineHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
    c.header('X-Frame-Options', 'DENY');
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
  }
};

export function createBackendApp(
  context: BackendContext,
  options: {
    allowedHosts: ReadonlySet<string>;
    mailbox?: Mailbox;
    webRoot?: string;
  },
): Hono {
  const app = new Hono();
  app.use('*', hostGuard(options.allowedHosts), baselineHeaders);
  for (const prefix of ['/auth/v1/*', '/rest/v1/*', '/functions/v1/*']) {
    app.use(prefix, apiCors, tooLarge);
  }
  app.route('/auth/v1', createAuthRoutes(context));
  // gzip for the REST API's JSON, as hosted Supabase's gateway sends it: a page's data (the
  // control readiness is some 180 KB) reaches a phone in a fraction of the time.
  app.use('/rest/v1/*', compress());
  app.route('/rest/v1', createRestRoutes(context));
  const functions = createFunctionRoutes(context);
  app.route('/functions/v1', functions);
  // The trust page at the website's own address (docs/decisions.md TR1): the `trust` function.
  // gzip, as the website's pages are: the page is text and the first paint waits for it.
  app.all('/trust/*', tooLarge, compress(), (c) => functions.fetch(c.req.raw, c.env));
  // The REST API of team API keys (docs/decisions.md AK1); the hosted `api` function's handler.
  app.use('/api/v1/*', tooLarge);
  app.route('/api/v1', createApiRoutes(context));
  // Uploads stream to disk under their own limits (src/backend/storage), not the 64 KB one.
  app.use('/storage/v1/*', storageCors);
  app.route('/storage/v1', createStorageRoutes(context));
  // Only the local mailbox has a page; with SMTP, /_mail does not exist.
  if (options.mailbox) app.route('/_mail', createMailRoutes(options.mailbox));
  const webRoot = options.webRoot;
  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    app.route('/', createWebApp({ webRoot, anonKey: context.keys.anonKey }));
  }
  return app;
}

/** How a listening address appears in a URL: wildcards become localhost, IPv6 gets brackets. */
function urlHostOf(host = DEFAULT_HOST): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Prepares the database (bootstrap, migrations, mailbox) and starts listening. */
export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const log = options.log ?? console.log;
  await migrate(options.db, MIGRATIONS_DIR);
  await applyContent(options.db, CONTENT_FILE);
  const temporaryStorage = options.storageDir
    ? undefined
    : await mkdtemp(join(tmpdir(), 'complyready-storage-'));
  const files = new ObjectFiles(options.storageDir ?? (temporaryStorage as string));
  await files.init();
  const mailbox = options.mail ? undefined : new Mailbox(options.db, log);
  if (mailbox) await options.db.exec(Mailbox.schema);

  // Listen first: with port 0 (tests) the public URL is known only once the socket is bound.
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  // Node closes idle connections after 5 s; a client that reuses one just then (a busy machine,
  // a slow step between requests) sees ECONNRESET. Keep them as long as common proxies do.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? DEFAULT_HOST, () => resolveListen());
  });
  const { port, address } = server.address() as AddressInfo;
  const publicUrl = (options.publicUrl ?? `http://${urlHostOf(options.host)}:${port}`).replace(
    /\/+$/,
    '',
  );
  const siteOrigin = new URL(publicUrl).origin;
  const background = new BackgroundTasks(log);
  const context: BackendContext = {
    db: options.db,
    keys: options.keys,
    apiUrl: publicUrl,
    siteUrl: publicUrl,
    // Exactly the site's own origin, and the desktop app's scheme (docs/decisions.md S1).
    redirectAllowList: [`${siteOrigin}/*`, 'complyready://*'],
    mail: options.mail ?? (mailbox as Mailbox),
    rateLimiter: new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, options.clock),
    background,
    emailConfirmation: options.emailConfirmation ?? true,
    clock: options.clock ?? Date.now,
    log,
    files,
    resolveTxt: options.resolveTxt ?? resolveTxt,
    oauthProviders: options.oauthProviders ?? {},
    supportEmail: options.supportEmail ?? SUPPORT_RECIPIENT,
    integrationSources: activeSources((name) => options.integrationApiUrls?.[name]),
    ...(options.billing ? { billing: options.billing } : {}),
  };
  const scheduler = new Scheduler(backendJobs(context), {
    intervalMs: options.jobIntervalMs ?? JOB_INTERVAL_MS,
    clock: context.clock,
    log,
  });
  scheduler.start();
  // Webhooks are owed within a minute of their event, sooner than the other jobs run.
  const webhooks = new Scheduler(
    [{ name: 'webhook deliveries', run: () => sendWebhookDeliveries(context) }],
    { intervalMs: options.webhookIntervalMs ?? WEBHOOK_INTERVAL_MS, clock: context.clock, log },
  );
  webhooks.start();
  handle = getRequestListener(
    createBackendApp(context, {
      allowedHosts: ownHostNames(port, publicUrl),
      ...(mailbox ? { mailbox } : {}),
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    }).fetch,
  );

  return {
    url: publicUrl,
    address,
    port,
    context,
    mailbox,
    close: async () => {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      await scheduler.stop();
      await webhooks.stop();
      await background.idle();
      await options.mail?.close?.();
      if (temporaryStorage) await rm(temporaryStorage, { recursive: true, force: true });
    },
  };
}
