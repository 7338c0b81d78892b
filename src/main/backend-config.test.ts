import { describe, expect, it } from 'vitest';
import {
  builtInBackendFromEnv,
  hostedChoice,
  normaliseBackendUrl,
  parseBackendChoice,
  resolveBackendChoice,
  sameBackend,
  type HostedChoice,
} from './backend-config';

const HOSTED_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const hosted: HostedChoice = {
  kind: 'hosted',
  url: 'https://abcdefghijklmnop.supabase.co',
  anonKey: HOSTED_KEY,
  websiteUrl: 'https://compliance.example.com',
};

describe('resolveBackendChoice', () => {
  it('has no backend on a first launch without configuration: the setup screen', () => {
    expect(resolveBackendChoice({ env: {}, stored: undefined, builtIn: null })).toEqual({
      choice: null,
      source: null,
      problems: [],
    });
  });

  it('never falls back to a data folder in the working directory', () => {
    const { choice } = resolveBackendChoice({
      env: { DATA_DIR: '/repo/.data' },
      stored: undefined,
      builtIn: null,
    });
    expect(choice).toBeNull();
  });

  it('uses the choice stored by the setup screen', () => {
    expect(
      resolveBackendChoice({ env: {}, stored: { kind: 'local' }, builtIn: null }).choice,
    ).toEqual({ kind: 'local' });
    expect(resolveBackendChoice({ env: {}, stored: hosted, builtIn: null })).toMatchObject({
      choice: hosted,
      source: 'settings',
    });
  });

  it('prefers the environment, then the stored choice, then the build’s project', () => {
    const builtIn = { ...hosted, url: 'https://built.supabase.co' };
    expect(
      resolveBackendChoice({
        env: {
          COMPLYREADY_SUPABASE_URL: 'http://localhost:8080/',
          COMPLYREADY_SUPABASE_ANON_KEY: HOSTED_KEY,
        },
        stored: { kind: 'local' },
        builtIn,
      }),
    ).toMatchObject({
      choice: { kind: 'hosted', url: 'http://localhost:8080', websiteUrl: null },
      source: 'environment',
    });
    expect(resolveBackendChoice({ env: {}, stored: { kind: 'local' }, builtIn }).choice).toEqual({
      kind: 'local',
    });
    expect(resolveBackendChoice({ env: {}, stored: undefined, builtIn })).toMatchObject({
      choice: builtIn,
      source: 'built-in',
    });
  });

  it('says why it skipped an unusable environment or stored choice', () => {
    const { choice, problems } = resolveBackendChoice({
      env: {
        COMPLYREADY_SUPABASE_URL: 'http://evil.example.com',
        COMPLYREADY_SUPABASE_ANON_KEY: HOSTED_KEY,
      },
      stored: { kind: 'hosted', url: 'ftp://x', anonKey: HOSTED_KEY },
      builtIn: null,
    });
    expect(choice).toBeNull();
    expect(problems).toHaveLength(2);
  });
});

describe('hosted choices', () => {
  it('normalises the URLs and accepts a missing website', () => {
    expect(hostedChoice('https://abcdefghijklmnop.supabase.co/', ` ${HOSTED_KEY} `, '')).toEqual({
      kind: 'hosted',
      url: 'https://abcdefghijklmnop.supabase.co',
      anonKey: HOSTED_KEY,
      websiteUrl: null,
    });
  });

  it.each([
    ['plain http to another machine', 'http://supabase.example.com', HOSTED_KEY, null],
    ['a key that is not one', 'https://x.supabase.co', 'not a key', null],
    ['an http website', 'https://x.supabase.co', HOSTED_KEY, 'http://example.com'],
    ['credentials in the URL', 'https://user:pw@x.supabase.co', HOSTED_KEY, null],
  ])('refuses %s', (_name, url, key, website) => {
    expect(hostedChoice(url, key, website)).toBeNull();
  });

  it('reads back only well-formed stored choices', () => {
    expect(parseBackendChoice({ kind: 'local', extra: 1 })).toEqual({ kind: 'local' });
    expect(parseBackendChoice(hosted)).toEqual(hosted);
    expect(parseBackendChoice({ kind: 'remote' })).toBeNull();
    expect(parseBackendChoice('local')).toBeNull();
  });

  it('keeps http for this machine only', () => {
    expect(normaliseBackendUrl('http://127.0.0.1:43117')).toBe('http://127.0.0.1:43117');
    expect(normaliseBackendUrl('http://192.168.1.5:8000')).toBeNull();
  });

  it('tells a change of backend from the same one', () => {
    expect(sameBackend({ kind: 'local' }, { kind: 'local' })).toBe(true);
    expect(sameBackend(hosted, { ...hosted, websiteUrl: null })).toBe(true);
    expect(sameBackend(hosted, { kind: 'local' })).toBe(false);
    expect(sameBackend(null, { kind: 'local' })).toBe(false);
  });
});

describe('the project a company build was made for', () => {
  it('comes from the build’s VITE_ variables, or is absent', () => {
    expect(builtInBackendFromEnv({})).toBeNull();
    expect(
      builtInBackendFromEnv({
        VITE_SUPABASE_URL: hosted.url,
        VITE_SUPABASE_ANON_KEY: HOSTED_KEY,
        VITE_WEBSITE_URL: 'https://compliance.example.com/',
      }),
    ).toEqual(hosted);
  });

  it('fails the build rather than ship an unusable project', () => {
    expect(() =>
      builtInBackendFromEnv({
        VITE_SUPABASE_URL: 'http://x.example',
        VITE_SUPABASE_ANON_KEY: HOSTED_KEY,
      }),
    ).toThrow(/VITE_SUPABASE_URL/);
  });
});
