// First-run setup: the two choices of the setup screen, applied by the main process with its
// effects faked (the local backend's start, the settings file, the session, the network).
import { describe, expect, it, vi } from 'vitest';
import type { BackendChoice, ResolvedChoice } from './backend-config';
import { createBackendRuntime } from './backend-runtime';
import { createBackendSetup } from './backend-setup';
import { checkHostedBackend, type FetchLike } from './hosted-check';

const KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const PROJECT = 'https://abcdefghijklmnop.supabase.co';
const firstLaunch: ResolvedChoice = { choice: null, source: null, problems: [] };

/** A hosted Supabase project as its Auth server answers: health and settings, key checked. */
function supabaseProject(overrides: Record<string, { status: number; body: unknown }> = {}) {
  return vi.fn<FetchLike>((url, init) => {
    const path = new URL(url).pathname;
    const answer =
      overrides[path] ??
      (init.headers['apikey'] !== KEY
        ? { status: 401, body: { message: 'Invalid API key' } }
        : path === '/auth/v1/health'
          ? { status: 200, body: { version: 'v2.170.0', name: 'GoTrue' } }
          : path === '/auth/v1/settings'
            ? { status: 200, body: { external: { email: true }, disable_signup: false } }
            : { status: 404, body: null });
    return Promise.resolve({ status: answer.status, json: () => Promise.resolve(answer.body) });
  });
}

function setupWith(
  options: { fetch?: FetchLike; initial?: ResolvedChoice; startFails?: boolean } = {},
) {
  const stop = vi.fn(() => Promise.resolve());
  const startLocal = vi.fn(() =>
    options.startFails
      ? Promise.reject(new Error('EACCES: permission denied, mkdir'))
      : Promise.resolve({ url: 'http://127.0.0.1:43117', anonKey: KEY, stop }),
  );
  const runtime = createBackendRuntime({
    startLocal,
    classify: (url) =>
      Promise.resolve({
        origin: new URL(url).origin,
        addressSpace: url.includes('127.0.0.1') ? ('loopback' as const) : ('public' as const),
      }),
    log: () => undefined,
  });
  const stored: BackendChoice[] = [];
  const endSession = vi.fn(() => Promise.resolve());
  const fetch = vi.mocked(options.fetch ?? supabaseProject());
  const setup = createBackendSetup({
    initial: options.initial ?? firstLaunch,
    runtime,
    store: (choice) => {
      stored.push(choice);
      return Promise.resolve();
    },
    endSession,
    checkHosted: (input) => checkHostedBackend(input, fetch),
    log: () => undefined,
  });
  return { setup, runtime, startLocal, stop, stored, endSession, fetch };
}

describe('first-run setup', () => {
  it('starts with nothing chosen', () => {
    expect(setupWith().setup.describe()).toEqual({ choice: { kind: 'none' }, managed: false });
  });

  it('hosted: checks the project’s health and settings with the key, then uses and stores it', async () => {
    const { setup, runtime, stored, fetch } = setupWith();
    expect(
      await setup.save({
        kind: 'hosted',
        url: `${PROJECT}/`,
        anonKey: KEY,
        websiteUrl: 'https://compliance.example.com',
      }),
    ).toEqual({ ok: true });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${PROJECT}/auth/v1/health`,
      `${PROJECT}/auth/v1/settings`,
    ]);
    const choice = {
      kind: 'hosted',
      url: PROJECT,
      anonKey: KEY,
      websiteUrl: 'https://compliance.example.com',
    };
    expect(stored).toEqual([choice]);
    expect(runtime.current()).toEqual({
      kind: 'hosted',
      page: { url: PROJECT, anonKey: KEY, websiteUrl: 'https://compliance.example.com' },
      endpoint: { origin: PROJECT, addressSpace: 'public' },
    });
    expect(setup.describe().choice).toEqual(choice);
  });

  it('run on this computer: starts the local backend, then uses and stores it', async () => {
    const { setup, runtime, startLocal, stored, fetch } = setupWith();
    expect(await setup.save({ kind: 'local' })).toEqual({ ok: true });
    expect(startLocal).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
    expect(stored).toEqual([{ kind: 'local' }]);
    expect(runtime.current()).toEqual({
      kind: 'local',
      // No website for a backend on this computer: links use complyready://.
      page: { url: 'http://127.0.0.1:43117', anonKey: KEY, websiteUrl: null },
      endpoint: { origin: 'http://127.0.0.1:43117', addressSpace: 'loopback' },
    });
  });

  it.each([
    [
      'an http URL',
      { url: 'http://abcdefghijklmnop.supabase.co' },
      undefined,
      'The project URL must be an https address',
    ],
    ['not a URL', { url: 'supabase' }, undefined, 'The project URL must be an https address'],
    [
      'a key that is not a key',
      { anonKey: 'secret' },
      undefined,
      'does not look like a Supabase anon or publishable key',
    ],
    [
      'the wrong project’s key',
      { anonKey: `${KEY}x` },
      undefined,
      'The project refused the public key',
    ],
    [
      'a server that is not Supabase',
      {},
      { '/auth/v1/health': { status: 404, body: '<html>' } },
      'answered, but not as a Supabase project (HTTP 404 from /auth/v1/health)',
    ],
    [
      'a project without email sign-in',
      {},
      { '/auth/v1/settings': { status: 200, body: { external: { email: false } } } },
      'email sign-in turned off',
    ],
    [
      'an http website',
      { websiteUrl: 'http://compliance.example.com' },
      undefined,
      'The website address must be an https address',
    ],
  ])(
    'refuses a bad hosted project (%s) with its reason',
    async (_name, change, answers, reason) => {
      const { setup, stored, runtime } = setupWith({ fetch: supabaseProject(answers) });
      const result = await setup.save({
        kind: 'hosted',
        url: PROJECT,
        anonKey: KEY,
        websiteUrl: '',
        ...change,
      });
      expect(result).toEqual({ ok: false, reason: expect.stringContaining(reason) });
      expect(stored).toEqual([]);
      expect(runtime.current()).toBeNull();
    },
  );

  it('refuses a host that cannot be reached, naming it', async () => {
    const unreachable = vi.fn<FetchLike>(() =>
      Promise.reject(
        Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } }),
      ),
    );
    const { setup } = setupWith({ fetch: unreachable });
    expect(
      await setup.save({
        kind: 'hosted',
        url: 'https://nope.supabase.co',
        anonKey: KEY,
        websiteUrl: '',
      }),
    ).toEqual({ ok: false, reason: 'No server called nope.supabase.co was found.' });
  });

  it('says why the local backend did not start, and keeps the previous backend', async () => {
    const initial: ResolvedChoice = {
      choice: { kind: 'hosted', url: PROJECT, anonKey: KEY, websiteUrl: null },
      source: 'settings',
      problems: [],
    };
    const { setup, runtime, stored } = setupWith({ initial, startFails: true });
    await runtime.activate(initial.choice);
    const result = await setup.save({ kind: 'local' });
    expect(result).toEqual({
      ok: false,
      reason: expect.stringContaining('EACCES: permission denied'),
    });
    expect(stored).toEqual([]);
    expect(runtime.current()?.kind).toBe('hosted');
  });

  it('ends the session when the backend changes, and stops the local backend it leaves', async () => {
    const { setup, endSession, stop } = setupWith({
      initial: { choice: { kind: 'local' }, source: 'settings', problems: [] },
    });
    await setup.save({ kind: 'local' });
    expect(endSession).not.toHaveBeenCalled();
    await setup.save({ kind: 'hosted', url: PROJECT, anonKey: KEY, websiteUrl: '' });
    expect(endSession).toHaveBeenCalledOnce();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('does not change a backend set by the environment', async () => {
    const { setup, stored } = setupWith({
      initial: {
        choice: { kind: 'hosted', url: PROJECT, anonKey: KEY, websiteUrl: null },
        source: 'environment',
        problems: [],
      },
    });
    expect(setup.describe().managed).toBe(true);
    expect(await setup.save({ kind: 'local' })).toEqual({
      ok: false,
      reason: expect.stringContaining('COMPLYREADY_SUPABASE_URL'),
    });
    expect(stored).toEqual([]);
  });
});
