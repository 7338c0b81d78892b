// The hosted Edge Functions as Supabase deploys them: each supabase/functions/<name>/index.ts with
// the deno.json beside it. Deno is the npm package `deno`; the npm packages a deno.json names
// resolve from node_modules (--node-modules-dir=manual), so Deno fetches nothing, and those
// versions are the ones package-lock.json installs (scripts/hosted-functions.test.ts).
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const FUNCTIONS_DIR = resolve(import.meta.dirname, '../supabase/functions');

export interface HostedFunction {
  name: string;
  entry: string;
  config: string;
}

/** Every deployable function: a folder with an index.ts (`_shared` and `_hosted` are not). */
export function hostedFunctions(): HostedFunction[] {
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(entry.parentPath, entry.name, 'index.ts')),
    )
    .map(({ name }) => ({
      name,
      entry: join(FUNCTIONS_DIR, name, 'index.ts'),
      config: join(FUNCTIONS_DIR, name, 'deno.json'),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The Deno binary. The package's install script links it into the package; where npm ran no
 * install scripts, the package's own installer finds it in the platform package (@deno/<target>).
 */
export function denoBinary(): string {
  const installer = createRequire(import.meta.url)('deno/install_api.cjs') as {
    runInstall(): string;
  };
  return installer.runInstall();
}

/** No update check (there is no internet here) and no permission prompts. */
export const DENO_ENV = { DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1' };

/** `deno <command>` of one function, resolved the way its deploy resolves it, from node_modules. */
export const denoArgs = (command: 'check' | 'run', fn: HostedFunction, flags: string[] = []) => [
  command,
  '--node-modules-dir=manual',
  '--config',
  fn.config,
  ...flags,
  fn.entry,
];
