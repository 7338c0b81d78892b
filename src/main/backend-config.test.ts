import { describe, expect, it, vi } from 'vitest';
import { deriveKeys } from '../backend/keys';
import {
  DEFAULT_EMBEDDED_URL,
  normaliseBackendUrl,
  resolveBackendConfig,
  type BackendConfigSources,
} from './backend-config';

const HOSTED_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

function sources(overrides: Partial<BackendConfigSources> = {}): BackendConfigSources {
  return {
    env: {},
    readSettings: () => Promise.resolve(null),
    readJwtSecret: vi.fn(() => Promise.resolve('local-secret-local-secret-local-secret')),
    deriveAnonKey: async (secret) => (await deriveKeys(secret)).anonKey,
    defaultDataDir: '/repo/.data',
    ...overrides,
  };
}

describe('resolveBackendConfig', () => {
  it('defaults to the local embedded backend with the key its data folder gives', async () => {
    const readJwtSecret = vi.fn(() => Promise.resolve('local-secret-local-secret-local-secret'));
    const { config } = await resolveBackendConfig(sources({ readJwtSecret }));
    expect(config).toEqual({
      url: DEFAULT_EMBEDDED_URL,
      anonKey: (await deriveKeys('local-secret-local-secret-local-secret')).anonKey,
      source: 'embedded backend',
    });
    expect(readJwtSecret).toHaveBeenCalledWith('/repo/.data');
  });

  it('follows DATA_DIR and a URL without a key to another embedded backend', async () => {
    const readJwtSecret = vi.fn(() => Promise.resolve('local-secret-local-secret-local-secret'));
    const { config } = await resolveBackendConfig(
      sources({
        env: { DATA_DIR: '/srv/complyready', COMPLYREADY_SUPABASE_URL: 'http://127.0.0.1:9000/' },
        readJwtSecret,
      }),
    );
    expect(config?.url).toBe('http://127.0.0.1:9000');
    expect(readJwtSecret).toHaveBeenCalledWith('/srv/complyready');
  });

  it('uses a hosted project from the environment', async () => {
    const { config } = await resolveBackendConfig(
      sources({
        env: {
          COMPLYREADY_SUPABASE_URL: 'https://abcd.supabase.co',
          COMPLYREADY_SUPABASE_ANON_KEY: HOSTED_KEY,
        },
      }),
    );
    expect(config).toEqual({
      url: 'https://abcd.supabase.co',
      anonKey: HOSTED_KEY,
      source: 'environment',
    });
  });

  it('uses the settings file when the environment names no project', async () => {
    const { config } = await resolveBackendConfig(
      sources({
        readSettings: () =>
          Promise.resolve(JSON.stringify({ url: 'https://abcd.supabase.co', anonKey: HOSTED_KEY })),
      }),
    );
    expect(config).toMatchObject({ url: 'https://abcd.supabase.co', source: 'settings file' });
  });

  it('falls back to the embedded backend, and says why, when the settings file is wrong', async () => {
    const { config, problems } = await resolveBackendConfig(
      sources({ readSettings: () => Promise.resolve('{"url": "http://abcd.supabase.co"}') }),
    );
    expect(config?.source).toBe('embedded backend');
    expect(problems).toHaveLength(1);
  });

  it('refuses a plain-http hosted project', async () => {
    const { config, problems } = await resolveBackendConfig(
      sources({
        env: {
          COMPLYREADY_SUPABASE_URL: 'http://abcd.supabase.co',
          COMPLYREADY_SUPABASE_ANON_KEY: HOSTED_KEY,
        },
      }),
    );
    expect(config).toBeNull();
    expect(problems[0]).toMatch(/https/);
  });

  it('gives no configuration when there is no embedded backend data', async () => {
    const { config, problems } = await resolveBackendConfig(
      sources({ readJwtSecret: () => Promise.reject(new Error('ENOENT')) }),
    );
    expect(config).toBeNull();
    expect(problems[0]).toContain('npm start');
  });
});

describe('normaliseBackendUrl', () => {
  it.each([
    ['https://abcd.supabase.co', 'https://abcd.supabase.co'],
    ['https://api.example.com/supabase/', 'https://api.example.com/supabase'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['http://192.168.1.10:8080', null],
    ['http://example.com', null],
    ['https://user:pass@abcd.supabase.co', null],
    ['https://abcd.supabase.co/?x=1', null],
    ['ftp://abcd.supabase.co', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(normaliseBackendUrl(value)).toBe(expected);
  });
});
