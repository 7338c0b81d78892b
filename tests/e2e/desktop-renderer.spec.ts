// The desktop renderer build (out/renderer, `npm run build:desktop`) in Chromium, served by the main
// process's own app:// handler (src/main/protocol.ts: CSP header, backend meta tag), with a
// stand-in `window.desktop` in place of the preload that records every call. Electron itself is
// never started.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/fixtures';
import { deriveKeys } from '../../src/backend/keys';
import { APP_ORIGIN, createAppProtocolHandler } from '../../src/main/protocol';
import { contentSecurityPolicy } from '../../src/shared/content-security-policy';
import { parseDeepLink, type DeepLinkTarget } from '../../src/shared/deep-links';
import { createTestIdp } from '../../src/backend/testing/saml-idp';
import { parseCsv } from '../support/csv-reader';
import { readDocx, wordText } from '../support/docx-reader';
import {
  PASSWORD,
  anonClient,
  baseUrl,
  confirmedAccount,
  linkFromMail,
  serviceClient,
  teamAdmin,
  uniqueEmail,
} from './support/backend';

/**
 * Where the build is served in the test. A `.localhost` host is a secure context, as app:// is in
 * the app; the page still needs Chromium's permission to reach the backend on the loopback address.
 */
const DESKTOP_ORIGIN = 'http://desktop.localhost';
test.use({ permissions: ['local-network-access'] });
const RENDERER_ROOT = join(import.meta.dirname, '../../out/renderer');

/** What the stand-in recorded: [function, first argument] per call. */
type Call = [method: string, argument: unknown];
interface StandIn {
  calls: Call[];
  session: Map<string, string>;
  deliver(target: DeepLinkTarget): void;
}
type StandInWindow = Window & { __desktop: StandIn };

async function openDesktopRenderer(
  page: Page,
  {
    firstLaunchLink = null,
    keyring = true,
  }: { firstLaunchLink?: DeepLinkTarget | null; keyring?: boolean } = {},
) {
  if (!existsSync(join(RENDERER_ROOT, 'index.html'))) {
    throw new Error('No desktop renderer build: run `npm run build:desktop` first.');
  }
  const secret = readFileSync(join(process.env['E2E_DATA_DIR'] ?? '', 'jwt-secret'), 'utf8');
  const { anonKey } = await deriveKeys(secret.trim());
  const serve = createAppProtocolHandler({
    rendererRoot: RENDERER_ROOT,
    current: () => ({
      backend: { url: baseUrl(), anonKey, websiteUrl: null },
      contentSecurityPolicy: contentSecurityPolicy({ connectSources: [baseUrl()] }),
    }),
  });
  await page.route(`${DESKTOP_ORIGIN}/**`, async (route) => {
    const request = route.request();
    const range = await request.headerValue('range');
    const response = await serve(
      new Request(request.url().replace(DESKTOP_ORIGIN, APP_ORIGIN), {
        method: request.method(),
        headers: range ? { Range: range } : {},
      }),
    );
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });

  // The stand-in for the preload's window.desktop: same functions, recording, keeping the
  // session in its own memory (as the main process would), and holding a first-launch link.
  await page.addInitScript(
    ({ waitingAtLaunch, hasKeyring }) => {
      const calls: [string, unknown][] = [];
      const session = new Map<string, string>();
      const listeners = new Set<() => void>();
      let waiting = waitingAtLaunch;
      const record = (method: string, argument: unknown) => calls.push([method, argument]);
      const standIn: StandIn = {
        calls,
        session,
        deliver(target) {
          waiting = target;
          for (const listener of listeners) listener();
        },
      };
      Object.assign(window, {
        __desktop: standIn,
        desktop: {
          getSessionItem: ({ key }: { key: string }) => {
            record('getSessionItem', key);
            return Promise.resolve(session.get(key) ?? null);
          },
          setSessionItem: ({ key, value }: { key: string; value: string }) => {
            record('setSessionItem', key);
            session.set(key, value);
            return Promise.resolve(undefined);
          },
          removeSessionItem: ({ key }: { key: string }) => {
            record('removeSessionItem', key);
            session.delete(key);
            return Promise.resolve(undefined);
          },
          getSessionPersistence: () =>
            Promise.resolve(
              hasKeyring ? { persistent: true } : { persistent: false, reason: 'basic_text' },
            ),
          saveFile: (request: { suggestedName: string; mimeType: string; data: Uint8Array }) => {
            record('saveFile', {
              suggestedName: request.suggestedName,
              mimeType: request.mimeType,
              isBytes: request.data instanceof Uint8Array,
              bytes: Array.from(request.data),
            });
            return Promise.resolve({ status: 'saved' });
          },
          openExternal: ({ url }: { url: string }) => {
            record('openExternal', url);
            return Promise.resolve({ opened: true });
          },
          takeDeepLink: () => {
            const target = waiting;
            waiting = null;
            record('takeDeepLink', target);
            return Promise.resolve(target);
          },
          onDeepLinkOpened: (listener: () => void) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
        },
      });
    },
    { waitingAtLaunch: firstLaunchLink, hasKeyring: keyring },
  );
}

const standIn = (page: Page) =>
  page.evaluate(() => {
    const { calls, session } = (window as unknown as StandInWindow).__desktop;
    return { calls, session: Object.fromEntries(session) };
  });

interface SavedFile {
  suggestedName: string;
  mimeType: string;
  isBytes: boolean;
  bytes: number[];
}

async function savedFiles(page: Page): Promise<SavedFile[]> {
  const { calls } = await standIn(page);
  return calls.filter(([method]) => method === 'saveFile').map(([, file]) => file as SavedFile);
}

test('signing in stores the session through window.desktop, nothing in localStorage', async ({
  page,
}) => {
  const { email } = await teamAdmin();
  await openDesktopRenderer(page);
  await page.goto(`${DESKTOP_ORIGIN}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DESKTOP_ORIGIN}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Dashboard');

  await expect(page.getByText('You will need to sign in again next time.')).toHaveCount(0);
  const { calls, session } = await standIn(page);
  expect(calls).toContainEqual(['setSessionItem', 'sb-auth-token']);
  expect(JSON.parse(session['sb-auth-token'] ?? '{}')).toMatchObject({
    access_token: expect.any(String),
    refresh_token: expect.any(String),
  });
  const stored = await page.evaluate(() =>
    Object.entries(window.localStorage).map(([key, value]) => `${key}=${value}`),
  );
  expect(stored.join('\n')).not.toContain('sb-auth-token');
  expect(stored.join('\n')).not.toContain('access_token');
  expect(stored.join('\n')).not.toContain('refresh_token');

  // The team CSV goes through the save channel.
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect.poll(async () => (await savedFiles(page)).length).toBe(1);
  const [csv] = await savedFiles(page);
  expect(csv?.suggestedName).toMatch(/^team-progress-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv?.mimeType).toBe('text/csv;charset=utf-8');
  expect(csv?.isBytes).toBe(true);
  const [header] = parseCsv(
    Buffer.from(csv?.bytes ?? [])
      .toString('utf8')
      .slice(1),
  );
  expect(header?.[0]).toBe('Name');

  // Signing out removes the stored session.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(`${DESKTOP_ORIGIN}/signed-out`);
  await expect.poll(async () => (await standIn(page)).session['sb-auth-token']).toBeUndefined();
  expect((await standIn(page)).calls).toContainEqual(['removeSessionItem', 'sb-auth-token']);
});

test('the CSV and Word exports go through the save channel', async ({ page }) => {
  await openDesktopRenderer(page);
  await page.goto(`${DESKTOP_ORIGIN}/checklists/access-review`);
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect.poll(async () => (await savedFiles(page)).length).toBe(1);
  const [csv] = await savedFiles(page);
  expect(csv).toMatchObject({
    suggestedName: 'access-review-checklist.csv',
    mimeType: 'text/csv;charset=utf-8',
    isBytes: true,
  });
  const text = Buffer.from(csv?.bytes ?? []).toString('utf8');
  expect(text.startsWith('\uFEFF"Category","Item","Description","Status","Notes"\r\n')).toBe(true);

  await page.goto(`${DESKTOP_ORIGIN}/templates/acceptable-use-policy`);
  await page.getByRole('button', { name: 'Download Policy' }).click();
  await expect.poll(async () => (await savedFiles(page)).length).toBe(1);
  const [docx] = await savedFiles(page);
  expect(docx).toMatchObject({
    suggestedName: 'acceptable-use-policy.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    isBytes: true,
  });
  const word = await readDocx(new Uint8Array(docx?.bytes ?? []));
  expect(wordText(word.document)).toContain('Acceptable Use Policy');
  // No browser download happened instead.
  expect(await page.evaluate(() => document.querySelectorAll('a[download]').length)).toBe(0);
});

test('a reset-password deep link opens the reset screen with its tokens', async ({ page }) => {
  const email = await confirmedAccount({ full_name: 'Rhea Reset', company_name: 'Reset Ltd' });
  await openDesktopRenderer(page);

  // Asked from the desktop app, the email links back to complyready://reset-password.
  await page.goto(`${DESKTOP_ORIGIN}/signin`);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Password Reset Link' }).click();
  await expect(
    page.getByText("you'll receive a password reset link", { exact: false }),
  ).toBeVisible();
  const link = await linkFromMail(email, /[Rr]eset/);
  expect(new URL(link).searchParams.get('redirect_to')).toBe('complyready://reset-password');

  // The verify endpoint sends the browser to the app's scheme, which the OS hands to the app.
  const verified = await fetch(link, { redirect: 'manual' });
  const location = verified.headers.get('location') ?? '';
  expect(location).toMatch(/^complyready:\/\/reset-password#/);
  const target = parseDeepLink(location);
  expect(target?.screen).toBe('reset-password');

  await page.goto(`${DESKTOP_ORIGIN}/`);
  await page.evaluate((deepLink) => {
    (window as unknown as StandInWindow).__desktop.deliver(deepLink as DeepLinkTarget);
  }, target);
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
  await expect(page).toHaveURL(`${DESKTOP_ORIGIN}/reset-password`);
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeEnabled();

  const newPassword = `${PASSWORD}-new`;
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('Password updated successfully! Please sign in with your new password.'),
  ).toBeVisible();
});

test('an invite deep link that launched the app opens the join screen', async ({ page }) => {
  const { company, inviteCode } = await teamAdmin();
  await openDesktopRenderer(page, {
    firstLaunchLink: parseDeepLink(`complyready://team/${inviteCode}`),
  });
  await page.goto(`${DESKTOP_ORIGIN}/`);
  await expect(page).toHaveURL(`${DESKTOP_ORIGIN}/team/${inviteCode}`);
  await expect(page.getByRole('heading', { name: `Join ${company}` })).toBeVisible();

  // Sign-up from the desktop app asks for a complyready:// confirmation link.
  const email = uniqueEmail('desktop-member');
  await page.getByLabel('Full Name').fill('Dora Desktop');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account & Join Team' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const confirm = await linkFromMail(email, /Confirm/);
  expect(new URL(confirm).searchParams.get('redirect_to')).toBe('complyready://signin');
});

test('without a keyring, a signed-in user is told the session ends when the app quits', async ({
  page,
}) => {
  const { email } = await teamAdmin();
  await openDesktopRenderer(page, { keyring: false });
  await page.goto(`${DESKTOP_ORIGIN}/signin`);
  await expect(page.getByText('You will need to sign in again next time.')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DESKTOP_ORIGIN}/dashboard`);
  await expect(page.getByRole('status').filter({ hasText: 'has no keyring' })).toHaveText(
    'This computer has no keyring (such as GNOME Keyring or KWallet) to protect your sign-in, so ComplyReady keeps it only until you quit. You will need to sign in again next time.',
  );
});

test('SSO signs in through the system browser and comes back with a PKCE code (RFC 8252)', async ({
  page,
}) => {
  const tag = Math.random().toString(16).slice(2, 10);
  const domain = `desk-${tag}.test`;
  const admin = await teamAdmin();
  const email = await confirmedAccount(
    { full_name: 'Dee Desktop', invite_code: admin.inviteCode },
    `dee@${domain}`,
  );
  const member = await anonClient();
  await member.auth.signInWithPassword({ email, password: PASSWORD });
  await member.rpc('complete_signup').throwOnError();
  const idp = await createTestIdp({ url: baseUrl() }, `http://idp-${tag}.test/metadata`);
  const secret = readFileSync(join(process.env['E2E_DATA_DIR'] ?? '', 'jwt-secret'), 'utf8');
  const { serviceRoleKey } = await deriveKeys(secret.trim());
  const registered = await fetch(`${baseUrl()}/auth/v1/admin/sso/providers`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ type: 'saml', metadata_xml: idp.metadataXml, domains: [domain] }),
  });
  expect(registered.status).toBe(201);
  // The team's provider (as the sso function records it): only its members sign in by it.
  const { id: provider } = (await registered.json()) as { id: string };
  const { data: team } = await admin.client
    .from('users')
    .select('team_id')
    .eq('email', admin.email)
    .single();
  const service = await serviceClient();
  await service
    .rpc('sso_record_provider', {
      team: team!.team_id,
      provider,
      entity: idp.entityId,
      metadata: null,
    })
    .throwOnError();

  await openDesktopRenderer(page);
  await page.goto(`${DESKTOP_ORIGIN}/signin/sso`);
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The provider's page opens in the system browser, never in the app's window.
  await expect
    .poll(async () => (await standIn(page)).calls.some(([method]) => method === 'openExternal'))
    .toBe(true);
  const opened = (await standIn(page)).calls.find(([method]) => method === 'openExternal');
  const signInUrl = opened?.[1] as string;
  expect(new URL(signInUrl).origin).toBe(`http://idp-${tag}.test`);
  await expect(page).toHaveURL(`${DESKTOP_ORIGIN}/signin/sso`);

  // The browser posts the provider's answer; the server sends it to the app's scheme with a code.
  const answer = await idp.answer(signInUrl, email);
  const acs = await fetch(`${baseUrl()}/auth/v1/sso/saml/acs`, {
    method: 'POST',
    body: new URLSearchParams({ ...answer }),
    redirect: 'manual',
  });
  const location = acs.headers.get('location') ?? '';
  expect(location).toMatch(/^complyready:\/\/sso-callback\?code=/);
  expect(location).not.toContain('access_token');
  const target = parseDeepLink(location);
  expect(target?.screen).toBe('sso-callback');

  await page.evaluate((deepLink) => {
    (window as unknown as StandInWindow).__desktop.deliver(deepLink as DeepLinkTarget);
  }, target);
  await expect(page).toHaveURL(`${DESKTOP_ORIGIN}/library`);
  const { session } = await standIn(page);
  expect(Object.keys(session)).toContain('sb-auth-token');
});
