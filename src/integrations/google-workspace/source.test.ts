// The Google Workspace source through the real Admin SDK client (@googleapis/admin and its auth
// library), over HTTP, against a local peer that verifies the signed JWT grant with the public key
// of a key pair made here and pages users.list.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { controlById } from '../../content/controls/index.ts';
import type { TestOutcome } from '../source.ts';
import {
  createGoogleWorkspaceSource,
  GOOGLE_WORKSPACE_SCOPES,
  GOOGLE_WORKSPACE_TESTS,
  type GoogleServiceAccountKey,
  type GoogleWorkspaceCredentials,
} from './source.ts';
import { startGooglePeer, type GooglePeer } from './testing/peer.ts';

const now = new Date('2026-06-01T00:00:00Z');
const PASSING_TEAM = [
  'ada@passing.example',
  'admiral@passing.example',
  'linus@passing.example',
  'margaret@passing.example',
];
const FAILING_TEAM = [
  'admin@failing.example',
  'sam@failing.example',
  'alex@failing.example',
  'jo@failing.example',
  'pat@failing.example',
  'newhire@failing.example',
];

let peer: GooglePeer;
let source: ReturnType<typeof createGoogleWorkspaceSource>;
let key: GoogleServiceAccountKey;
let serviceAccountNumber = 0;

/** A service account with its own key pair, registered at the peer with the given delegation. */
function serviceAccount(
  scopes: readonly string[] = GOOGLE_WORKSPACE_SCOPES,
): GoogleServiceAccountKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `complyready-${++serviceAccountNumber}@acme-audit.iam.gserviceaccount.com`;
  peer.addServiceAccount(clientEmail, publicKey as KeyObject, scopes);
  return {
    client_email: clientEmail,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: peer.tokenUrl,
  };
}
const as = (adminEmail: string, serviceAccountKey = key): GoogleWorkspaceCredentials => ({
  serviceAccountKey,
  adminEmail,
});
const byTest = (outcomes: TestOutcome[]) =>
  new Map(outcomes.map((outcome) => [outcome.test, outcome]));
const names = (outcome: TestOutcome | undefined) =>
  outcome?.resources.map((resource) => resource.name);

beforeAll(async () => {
  peer = await startGooglePeer();
  source = createGoogleWorkspaceSource({ rootUrl: peer.rootUrl, tokenUrl: peer.tokenUrl });
  key = serviceAccount();
});
afterAll(() => peer.close());

describe('Google Workspace source', () => {
  it('asks for the read-only directory scope only and maps every test to our controls', () => {
    expect(GOOGLE_WORKSPACE_SCOPES).toEqual([
      'https://www.googleapis.com/auth/admin.directory.user.readonly',
    ]);
    expect(source.id).toBe('google_workspace');
    for (const test of GOOGLE_WORKSPACE_TESTS) {
      for (const id of test.controls) expect(controlById(id), `${test.id}: ${id}`).toBeDefined();
    }
  });

  it('passes a domain meeting every test, reading every page of users as evidence', async () => {
    const before = peer.calls.length;
    const outcomes = await source.runTests(as('ada@passing.example'), {
      now,
      teamEmails: PASSING_TEAM,
    });
    expect(outcomes.map((outcome) => outcome.test)).toEqual(
      GOOGLE_WORKSPACE_TESTS.map((test) => test.id),
    );
    for (const outcome of outcomes)
      expect(outcome.result, `${outcome.test}: ${outcome.summary}`).toBe('pass');
    // One signed grant, then users.list page by page (5 users, 3 a page).
    const query = 'customer=my_customer&maxResults=500&projection=basic&orderBy=email';
    expect(peer.calls.slice(before)).toEqual([
      'POST /token',
      `GET /admin/directory/v1/users?${query}`,
      `GET /admin/directory/v1/users?${query}&pageToken=Mw`,
    ]);
    const evidence = outcomes[0]!.evidence;
    expect(evidence.map((exchange) => [exchange.request, exchange.status])).toEqual([
      [`GET /admin/directory/v1/users?${query}`, 200],
      [`GET /admin/directory/v1/users?${query}&pageToken=Mw`, 200],
    ]);
    expect(evidence[1]!.response).toMatchObject({
      kind: 'admin#directory#users',
      users: [
        { primaryEmail: 'margaret@passing.example', isDelegatedAdmin: true },
        { archived: true },
      ],
    });
    expect(byTest(outcomes).get('super_admin_count')!.summary).toBe(
      '2 super admins (between 2 and 3 wanted).',
    );
  });

  it('fails a domain breaking every test, naming the users', async () => {
    const outcomes = byTest(
      await source.runTests(as('admin@failing.example'), { now, teamEmails: FAILING_TEAM }),
    );
    for (const outcome of outcomes.values()) expect(outcome.result, outcome.test).toBe('fail');
    expect(names(outcomes.get('two_step_enforced_all_users'))).toEqual([
      'sam@failing.example',
      'alex@failing.example',
      'pat@failing.example',
    ]);
    expect(
      outcomes.get('two_step_enforced_admins')!.resources.map((resource) => resource.problem),
    ).toEqual([
      'Admin enrolled in 2-Step Verification, but it is not enforced.',
      'Admin not enrolled in 2-Step Verification.',
    ]);
    expect(outcomes.get('super_admin_count')!.summary).toBe(
      '4 super admins (between 2 and 3 wanted).',
    );
    expect(names(outcomes.get('super_admin_count'))).toHaveLength(4);
    expect(names(outcomes.get('suspended_users_licensed'))).toEqual(['former@failing.example']);
    expect(outcomes.get('inactive_users')!.resources.map((resource) => resource.problem)).toEqual([
      'Last signed in 2026-01-10, over 90 days ago.',
      'Never signed in since the account was created 2025-10-01.',
    ]);
    expect(outcomes.get('team_membership')!.resources).toEqual([
      {
        id: '200000000000000000007',
        name: 'contractor@failing.example',
        problem: 'Has a Google Workspace account but is not a member of the team.',
      },
      {
        id: 'newhire@failing.example',
        name: 'newhire@failing.example',
        problem: 'Member of the team without an active Google Workspace account.',
      },
    ]);
    // Three pages: 7 users, 3 a page.
    expect(outcomes.get('inactive_users')!.evidence).toHaveLength(3);
  });

  it('measures inactivity against the injected clock', async () => {
    const earlier = new Date('2026-03-01T00:00:00Z');
    const outcomes = byTest(
      await source.runTests(as('admin@failing.example'), {
        now: earlier,
        teamEmails: FAILING_TEAM,
      }),
    );
    // On 1 March, Pat's 10 January sign-in is recent and the contractor's account is 151 days old.
    expect(names(outcomes.get('inactive_users'))).toEqual(['contractor@failing.example']);
  });

  it('fails a domain with a single super admin', async () => {
    const outcomes = byTest(
      await source.runTests(as('owner@solo.example'), { now, teamEmails: ['owner@solo.example'] }),
    );
    expect(outcomes.get('super_admin_count')).toMatchObject({
      result: 'fail',
      summary: '1 super admins (between 2 and 3 wanted).',
      resources: [
        {
          problem:
            'Only 1 super admin: name a second, so losing one account does not lock the domain.',
        },
      ],
    });
  });

  it('lists the users for the access review', async () => {
    const listing = await source.listAccounts(as('admin@failing.example'));
    expect(listing.accounts).toHaveLength(7);
    expect(listing.accounts[0]).toEqual({
      id: '200000000000000000001',
      name: 'Avery Admin',
      email: 'admin@failing.example',
      admin: true,
      suspended: false,
      lastSignInAt: '2026-05-30T09:12:44.000Z',
    });
    expect(
      listing.accounts.find((account) => account.name === 'Casey Contractor')!.lastSignInAt,
    ).toBeNull();
    expect(listing.accounts.find((account) => account.name === 'Fern Former')!.suspended).toBe(
      true,
    );
  });

  it('checks the connection with one read', async () => {
    const before = peer.calls.length;
    await expect(source.testConnection(as('ada@passing.example'))).resolves.toBeNull();
    expect(peer.calls.slice(before)).toEqual([
      'POST /token',
      'GET /admin/directory/v1/users?customer=my_customer&maxResults=1&projection=basic&orderBy=email',
    ]);
    await expect(source.testConnection(as('pat@failing.example'))).resolves.toBe(
      'Google does not let pat@failing.example read the user directory (HTTP 403): impersonate a super admin, or an admin whose role may read users.',
    );
  });

  it("turns a deleted key into one error outcome per test, with the token endpoint's answer as evidence", async () => {
    const deleted = serviceAccount();
    peer.deleteKey(deleted.client_email);
    const outcomes = await source.runTests(as('ada@passing.example', deleted), {
      now,
      teamEmails: PASSING_TEAM,
    });
    expect(outcomes.map((outcome) => outcome.result)).toEqual(
      GOOGLE_WORKSPACE_TESTS.map(() => 'error'),
    );
    expect(outcomes[0]!.summary).toBe(
      'Google refused the service account key (invalid_grant: Invalid JWT Signature.). The key may have been deleted or revoked, or ada@passing.example is not a user of the domain: create a new key or correct the admin email, and connect again.',
    );
    expect(outcomes[0]!.evidence).toEqual([
      {
        request: `POST ${new URL(peer.tokenUrl).origin}/token`,
        status: 400,
        response: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
      },
    ]);
  });

  it('tells the admin which scopes to delegate when domain-wide delegation lacks them', async () => {
    const undelegated = serviceAccount([]);
    const message = await source.testConnection(as('ada@passing.example', undelegated));
    expect(message).toContain('Domain-wide delegation');
    expect(message).toContain('https://www.googleapis.com/auth/admin.directory.user.readonly');
  });

  it("posts no grant to a token endpoint other than Google's", async () => {
    const before = peer.calls.length;
    const elsewhere = { ...key, token_uri: 'http://127.0.0.1:9/token' };
    const outcomes = await source.runTests(as('ada@passing.example', elsewhere), {
      now,
      teamEmails: [],
    });
    expect(outcomes.every((outcome) => outcome.result === 'error')).toBe(true);
    expect(outcomes[0]!.summary).toBe(
      `The service account key's token_uri is not ${peer.tokenUrl}: paste the JSON key file exactly as Google gave it.`,
    );
    expect(peer.calls.length).toBe(before);
  });

  it('explains a key that is incomplete or cannot sign', async () => {
    const partial = {
      client_email: key.client_email,
      token_uri: key.token_uri,
    } as GoogleServiceAccountKey;
    expect(await source.testConnection(as('ada@passing.example', partial))).toBe(
      'The service account key lacks client_email, private_key or token_uri: paste the whole JSON key file Google gave you.',
    );
    const garbled = {
      ...key,
      private_key: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n',
    };
    expect(await source.testConnection(as('ada@passing.example', garbled))).toBe(
      "The service account key's private_key cannot sign: paste the whole JSON key file Google gave you.",
    );
  });

  it('gives an error outcome when Google cannot be reached', async () => {
    const closed = await startGooglePeer();
    await closed.close();
    const unreachable = createGoogleWorkspaceSource({
      rootUrl: closed.rootUrl,
      tokenUrl: closed.tokenUrl,
    });
    const outcomes = await unreachable.runTests(
      as('ada@passing.example', { ...key, token_uri: closed.tokenUrl }),
      { now, teamEmails: [] },
    );
    expect(outcomes.every((outcome) => outcome.result === 'error')).toBe(true);
    expect(outcomes[0]!.summary).toMatch(/^Google could not be reached/);
  });

  it('never lets the private key, an assertion or an access token into outcomes, messages or logs', async () => {
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void logged.push(args.map(String).join(' ')),
      );
    }
    const texts: string[] = [];
    texts.push(
      JSON.stringify(
        await source.runTests(as('admin@failing.example'), { now, teamEmails: FAILING_TEAM }),
      ),
    );
    texts.push(JSON.stringify(await source.listAccounts(as('ada@passing.example'))));
    const revoked = serviceAccount();
    peer.deleteKey(revoked.client_email);
    texts.push(
      JSON.stringify(
        await source.runTests(as('ada@passing.example', revoked), { now, teamEmails: [] }),
      ),
    );
    texts.push(String(await source.testConnection(as('pat@failing.example'))));
    await source.listAccounts(as('ada@passing.example', revoked)).catch((error: Error) => {
      texts.push(error.message, String(error.stack), JSON.stringify(error));
      expect(error.cause).toBeUndefined();
    });
    expect(texts.at(-3)).toContain('invalid_grant');

    const keyBody = (pem: string) =>
      pem.split('\n').filter((line) => line && !line.startsWith('-----'));
    const secrets = [
      ...peer.assertions,
      ...peer.accessTokens,
      ...keyBody(key.private_key),
      ...keyBody(revoked.private_key),
    ];
    expect(peer.assertions.length).toBeGreaterThan(2);
    expect(peer.accessTokens.length).toBeGreaterThan(1);
    const everything = [...texts, ...logged].join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
