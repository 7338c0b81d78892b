// The desktop app's first launch, without Electron: the built renderer (out/renderer) served by
// the main process's own app:// handler, its setup screen in Chromium, and the main process's
// setup logic (backend-setup.ts, hosted-check.ts) answering it, with "Run on this computer"
// starting the bundled local backend (out/main/local-backend.cjs) exactly as the app would.
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createBackendRuntime } from '../../src/main/backend-runtime';
import { createBackendSetup, type SetupInput } from '../../src/main/backend-setup';
import { checkHostedBackend } from '../../src/main/hosted-check';
import type { LocalBackend, LocalBackendOptions } from '../../src/main/local-backend';
import { APP_ORIGIN, createAppProtocolHandler } from '../../src/main/protocol';
import { contentSecurityPolicy } from '../../src/shared/content-security-policy';

/** A secure context like app://; the page needs Chromium's permission to reach the loopback. */
const DESKTOP_ORIGIN = 'http://desktop.localhost';
test.use({ permissions: ['local-network-access'] });
const OUT = join(import.meta.dirname, '../../out');

/** The built local backend, as the packaged main process loads it. */
function bundledLocalBackend(): (options: LocalBackendOptions) => Promise<LocalBackend> {
  const file = join(OUT, 'main/local-backend.cjs');
  if (!existsSync(file)) throw new Error('No desktop build: run `npm run build:desktop` first.');
  const { startLocalBackend } = createRequire(import.meta.url)(file) as {
    startLocalBackend: (options: LocalBackendOptions) => Promise<LocalBackend>;
  };
  return startLocalBackend;
}

async function firstLaunch(page: Page) {
  const userData = await mkdtemp(join(tmpdir(), 'complyready-setup-'));
  const runtime = createBackendRuntime({
    // Loaded only when the test starts it: evaluating the bundle (PGlite inside) takes seconds.
    startLocal: () => bundledLocalBackend()({ userData, log: () => undefined }),
    classify: (url) =>
      Promise.resolve({
        origin: new URL(url).origin,
        addressSpace: url.includes('127.0.0.1') ? 'loopback' : 'public',
      }),
    log: () => undefined,
  });
  const setup = createBackendSetup({
    initial: { choice: null, source: null, problems: [] },
    runtime,
    store: () => Promise.resolve(),
    endSession: () => Promise.resolve(),
    checkHosted: (input) => checkHostedBackend(input, fetch),
    log: () => undefined,
  });
  const serve = createAppProtocolHandler({
    rendererRoot: join(OUT, 'renderer'),
    current: () => {
      const backend = runtime.current();
      return {
        backend: backend?.page ?? null,
        contentSecurityPolicy: contentSecurityPolicy({
          connectSources: backend ? [backend.endpoint.origin] : [],
        }),
      };
    },
  });
  await page.route(`${DESKTOP_ORIGIN}/**`, async (route) => {
    const response = await serve(
      new Request(route.request().url().replace(DESKTOP_ORIGIN, APP_ORIGIN)),
    );
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  // The preload's two setup functions, answered by the main process's logic in this test process.
  await page.exposeFunction('__setupGet', () => setup.describe());
  await page.exposeFunction('__setupSave', (input: SetupInput) => setup.save(input));
  await page.addInitScript(() => {
    const call = (name: string, ...args: unknown[]) =>
      (window as unknown as Record<string, (...values: unknown[]) => Promise<unknown>>)[name]!(
        ...args,
      );
    const session = new Map<string, string>();
    Object.assign(window, {
      desktop: {
        getBackendSetup: () => call('__setupGet'),
        saveBackendSetup: (input: unknown) => call('__setupSave', input),
        getSessionItem: ({ key }: { key: string }) => Promise.resolve(session.get(key) ?? null),
        setSessionItem: ({ key, value }: { key: string; value: string }) => {
          session.set(key, value);
          return Promise.resolve(undefined);
        },
        removeSessionItem: ({ key }: { key: string }) => {
          session.delete(key);
          return Promise.resolve(undefined);
        },
        getSessionPersistence: () =>
          Promise.resolve({ persistent: true, lostStoredSession: false }),
        takeDeepLink: () => Promise.resolve(null),
        onDeepLinkOpened: () => () => undefined,
        openExternal: () => Promise.resolve({ opened: true }),
        saveFile: () => Promise.resolve({ status: 'saved' }),
      },
    });
  });
  return { runtime };
}

test('a bad hosted project is refused with its reason, and nothing is saved', async ({ page }) => {
  const { runtime } = await firstLaunch(page);
  await page.goto(`${DESKTOP_ORIGIN}/`);
  await expect(page.getByRole('heading', { name: 'Welcome to ComplyReady' })).toBeVisible();

  await page.getByLabel('Project URL').fill('http://abcdefghijklmnop.supabase.co');
  await page.getByLabel('Public (anon) key').fill('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The project URL must be an https address, such as https://abcdefghijklmnop.supabase.co.',
  );
  expect(runtime.current()).toBeNull();
  // Still the setup screen, on every route.
  await page.goto(`${DESKTOP_ORIGIN}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome to ComplyReady' })).toBeVisible();
});

test('"Run on this computer" starts the local backend and the app signs up against it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { runtime } = await firstLaunch(page);
  await page.goto(`${DESKTOP_ORIGIN}/`);
  await page.getByLabel('Run on this computer').check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  // The app replaces the setup screen once the backend runs.
  await expect(page.getByRole('heading', { name: 'Welcome to ComplyReady' })).toBeHidden({
    timeout: 150_000,
  });
  expect(new URL(runtime.current()?.page.url ?? '').hostname).toBe('127.0.0.1');

  await page.goto(`${DESKTOP_ORIGIN}/signup`);
  await page.getByLabel('Full Name').fill('Ada Admin');
  await page.getByLabel('Company Name').fill('Example Ltd');
  await page.getByLabel('Work Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password-1');
  await page.getByLabel('Confirm Password').fill('a-long-enough-password-1');
  await page.getByRole('button', { name: 'Create Team Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible({
    timeout: 30_000,
  });
  // No confirmation email on this computer: the account signs in at once.
  await page.goto(`${DESKTOP_ORIGIN}/signin`);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('a-long-enough-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DESKTOP_ORIGIN}/dashboard`, { timeout: 30_000 });
  // The invite link is one other people can open: complyready://, never app://.
  await expect(page.getByRole('textbox', { name: 'Team invite link' })).toHaveValue(
    /^complyready:\/\/team\/[\w-]+$/,
  );
  await runtime.stop();
});
