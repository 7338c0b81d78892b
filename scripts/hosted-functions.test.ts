// What `supabase functions deploy` reads besides the code (docs/threat-model.md #37): each
// function's deno.json and deno.lock pin the npm packages the app installs, and config.toml's
// verify_jwt lets through exactly the callers each function has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERIFY_JWT } from '../src/backend/functions/gateway';
import { FUNCTIONS_DIR, hostedFunctions } from './hosted-functions';

const packageLock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const installed = (name: string) => packageLock.packages[`node_modules/${name}`]?.version;

/** `npm:<name>@<version>[/<subpath>]` → name and version. */
function npmSpecifier(specifier: string) {
  const match = /^npm:((?:@[^/@]+\/)?[^/@]+)@([^/]+)(\/.*)?$/.exec(specifier);
  if (!match) throw new Error(`not an npm specifier with a version: ${specifier}`);
  return { name: match[1]!, version: match[2]! };
}

describe('the functions’ dependencies', () => {
  for (const fn of hostedFunctions()) {
    it(`${fn.name}: deno.json pins the app's versions and deno.lock holds the same`, () => {
      const { imports } = JSON.parse(readFileSync(fn.config, 'utf8')) as {
        imports: Record<string, string>;
      };
      const pinned = new Map(
        Object.values(imports).map((specifier) => {
          const { name, version } = npmSpecifier(specifier);
          return [`npm:${name}@${version}`, { name, version }];
        }),
      );
      expect(pinned.size).toBeGreaterThan(0);
      for (const { name, version } of pinned.values()) {
        expect(version, `${fn.name}: ${name}`).toBe(installed(name));
      }
      const lock = JSON.parse(readFileSync(join(FUNCTIONS_DIR, fn.name, 'deno.lock'), 'utf8')) as {
        specifiers: Record<string, string>;
      };
      expect(lock.specifiers).toEqual(
        Object.fromEntries([...pinned].map(([specifier, { version }]) => [specifier, version])),
      );
    });
  }
});

describe('config.toml', () => {
  it('sets verify_jwt of every function to what its callers send', () => {
    const config = readFileSync('supabase/config.toml', 'utf8');
    const verifyJwt = Object.fromEntries(
      [...config.matchAll(/^\[functions\.([a-z-]+)\]\s*\nverify_jwt\s*=\s*(true|false)/gm)].map(
        (match) => [match[1]!, match[2] === 'true'],
      ),
    );
    // The embedded backend's gateway (src/backend/functions/gateway.ts) reads the same list.
    expect(Object.keys(VERIFY_JWT)).toEqual(hostedFunctions().map((fn) => fn.name));
    expect(verifyJwt).toEqual(VERIFY_JWT);
  });
});
