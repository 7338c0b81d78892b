// electron.vite.config.ts read back: the backend a desktop build was made for reaches the main
// process only (which writes it into the page, the CSP and the network permission); the renderer
// bundle sees no VITE_ variable of its own. One value, one place.
import { afterEach, describe, expect, it, vi } from 'vitest';

interface DesktopConfig {
  main: {
    define: Record<string, string>;
    build: { rolldownOptions: { output: { format: string; entryFileNames: string } } };
  };
  renderer: { envPrefix: string };
}

async function desktopConfig(): Promise<DesktopConfig> {
  vi.resetModules();
  const { default: config } = (await import('../../electron.vite.config')) as unknown as {
    default: (env: { command: string; mode: string }) => DesktopConfig;
  };
  return config({ command: 'build', mode: 'production' });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the desktop build configuration', () => {
  it('hands a company build’s project to the main process only', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcdefghijklmnop.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln');
    vi.stubEnv('VITE_WEBSITE_URL', 'https://compliance.example.com');
    const config = await desktopConfig();
    expect(JSON.parse(config.main.define['__COMPLYREADY_BUILT_IN_BACKEND__'] ?? 'null')).toEqual({
      kind: 'hosted',
      url: 'https://abcdefghijklmnop.supabase.co',
      anonKey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln',
      websiteUrl: 'https://compliance.example.com',
    });
    // The renderer reads the backend from the page only: VITE_SUPABASE_* never reach it.
    expect(config.renderer.envPrefix).toBe('RENDERER_VITE_');
  });

  it('has no built-in project without the variables', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    const config = await desktopConfig();
    expect(config.main.define['__COMPLYREADY_BUILT_IN_BACKEND__']).toBe('null');
  });

  it('builds the main process as CommonJS, so open-url is registered before launch ends', async () => {
    const config = await desktopConfig();
    expect(config.main.build.rolldownOptions.output).toMatchObject({
      format: 'cjs',
      entryFileNames: '[name].cjs',
    });
  });
});
