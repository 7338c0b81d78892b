// What `supabase functions deploy` reads besides the code (docs/threat-model.md #37): each
// function's deno.json and deno.lock pin the npm packages the app installs, and config.toml's
// verify_jwt lets through exactly the callers each function has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

// Who calls each function: a signed-in admin, the scheduler (service-role key, a JWT), or people
// without an account, whose credential the database checks (a receipt code, an evidence token).
const CALLED_WITH_A_JWT: Record<string, boolean> = {
  api: false,
  billing: true,
  contact: false,
  evidence: false,
  hotline: false,
  'hotline-notices': true,
  integrations: true,
  invitations: true,
  'policy-reminders': true,
  scim: false,
  sso: true,
  'stripe-webhook': false,
  support: true,
  'team-hotline': false,
  'template-update-notices': true,
  'training-reminders': true,
  'trial-reminders': true,
  trust: false,
  'vendor-reminders': true,
  'webhook-deliveries': true,
  webhooks: true,
};

describe('config.toml', () => {
  it('sets verify_jwt of every function to what its callers send', () => {
    const config = readFileSync('supabase/config.toml', 'utf8');
    const verifyJwt = Object.fromEntries(
      [...config.matchAll(/^\[functions\.([a-z-]+)\]\s*\nverify_jwt\s*=\s*(true|false)/gm)].map(
        (match) => [match[1]!, match[2] === 'true'],
      ),
    );
    expect(Object.keys(CALLED_WITH_A_JWT)).toEqual(hostedFunctions().map((fn) => fn.name));
    expect(verifyJwt).toEqual(CALLED_WITH_A_JWT);
  });
});
