// The GitHub source over real HTTP: GitHub's SDK (@octokit/rest) against Prism serving GitHub's
// published OpenAPI description with its documented examples (src/backend/testing/github-peer.ts), for a passing, a
// failing and a revoked organisation. Nothing of ours or of the SDK is mocked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allControls } from '../../content/controls';
import { GITHUB_TESTS, createGithubSource, githubRegistration } from './index.ts';
import {
  GITHUB_EXAMPLES_NOW,
  startGithubPeer,
  type GithubPeer,
} from '../../backend/testing/github-peer.ts';

const TOKEN = 'github_pat_11ABCDEFG0secretsecretsecret';
const credentials = { organisation: 'acme', token: TOKEN };
const context = { now: GITHUB_EXAMPLES_NOW, teamEmails: [] };
let peer: GithubPeer;

beforeAll(async () => {
  peer = await startGithubPeer('passing');
}, 60_000);
afterAll(() => peer?.close());

const resultsOf = (outcomes: { test: string; result: string }[]) =>
  Object.fromEntries(outcomes.map((outcome) => [outcome.test, outcome.result]));

describe('the GitHub source', () => {
  it('maps every test to controls of our catalogue', () => {
    const known = new Set(allControls.map((control) => control.id));
    for (const test of GITHUB_TESTS) {
      expect(test.controls.length, test.id).toBeGreaterThan(0);
      for (const id of test.controls) expect(known.has(id), `${test.id} → ${id}`).toBe(true);
    }
  });

  it('passes every test for an organisation as GitHub documents a well-kept one', async () => {
    const source = createGithubSource({ apiUrl: peer.url });
    expect(await source.testConnection(credentials)).toBeNull();
    const outcomes = await source.runTests(credentials, context);
    expect(resultsOf(outcomes)).toEqual({
      org_two_factor: 'pass',
      branch_protection: 'pass',
      security_scanning: 'pass',
      outside_collaborator_admins: 'pass',
      reviewed_pull_requests: 'pass',
    });
    const reviewed = outcomes.find((outcome) => outcome.test === 'reviewed_pull_requests')!;
    expect(reviewed.summary).toBe(
      'All 1 pull request(s) merged in the last 90 days had an approving review.',
    );
    // The evidence is the provider's answers, as asked: an auditor can ask again.
    expect(reviewed.evidence.map((call) => `${call.request} ${call.status}`)).toEqual([
      'GET /orgs/acme/repos?type=all 200',
      'GET /repos/acme/Hello-World/pulls?state=closed&sort=updated&direction=desc 200',
      'GET /repos/acme/Hello-World/pulls/1347/reviews 200',
    ]);
    const twoFactor = outcomes.find((outcome) => outcome.test === 'org_two_factor')!;
    expect(twoFactor.evidence[0]!.response).toMatchObject({
      login: 'github',
      two_factor_requirement_enabled: true,
    });
  });

  it('counts no pull request merged before the period', async () => {
    const source = createGithubSource({ apiUrl: peer.url });
    const later = { now: new Date('2011-06-01T00:00:00Z'), teamEmails: [] };
    const outcomes = await source.runTests(credentials, later);
    expect(outcomes.find((outcome) => outcome.test === 'reviewed_pull_requests')!.summary).toBe(
      'All 0 pull request(s) merged in the last 90 days had an approving review.',
    );
  });

  it('fails each test with the resources at fault for a failing organisation', async () => {
    await peer.setState('failing');
    try {
      const source = createGithubSource({ apiUrl: peer.url });
      const outcomes = await source.runTests(credentials, context);
      expect(resultsOf(outcomes)).toEqual({
        org_two_factor: 'fail',
        branch_protection: 'fail',
        security_scanning: 'fail',
        outside_collaborator_admins: 'fail',
        reviewed_pull_requests: 'fail',
      });
      const problems = Object.fromEntries(
        outcomes.map((outcome) => [
          outcome.test,
          outcome.resources.map((resource) => `${resource.name}: ${resource.problem}`),
        ]),
      );
      expect(problems).toEqual({
        org_two_factor: ['octocat: No two-factor authentication'],
        branch_protection: ['octocat/Hello-World: master: force pushes allowed'],
        security_scanning: ['octocat/Hello-World: Dependabot alerts off, secret scanning off'],
        outside_collaborator_admins: [
          'octocat on octocat/Hello-World: Outside collaborator with admin rights',
        ],
        reviewed_pull_requests: [
          'octocat/Hello-World#1347 Amazing new feature: Merged without an approving review',
        ],
      });
    } finally {
      await peer.setState('passing');
    }
  }, 60_000);

  it('answers a revoked token with error outcomes, never a throw, and never the token', async () => {
    await peer.setState('revoked');
    const logged = vi.spyOn(console, 'log');
    const warned = vi.spyOn(console, 'warn');
    const errored = vi.spyOn(console, 'error');
    try {
      const source = createGithubSource({ apiUrl: peer.url });
      expect(await source.testConnection(credentials)).toBe(
        'GitHub refused the token (revoked, expired or mistyped).',
      );
      const outcomes = await source.runTests(credentials, context);
      expect(new Set(outcomes.map((outcome) => outcome.result))).toEqual(new Set(['error']));
      expect(outcomes[0]!.evidence).toEqual([
        {
          request: 'GET /orgs/acme',
          status: 401,
          response: expect.objectContaining({ message: 'Bad credentials' }),
        },
      ]);
      await expect(source.listAccounts(credentials)).rejects.toThrow(
        'GitHub refused the token (revoked, expired or mistyped).',
      );
      const everything = JSON.stringify([
        outcomes,
        logged.mock.calls,
        warned.mock.calls,
        errored.mock.calls,
      ]);
      expect(everything).not.toContain(TOKEN);
      expect(everything).not.toContain('secretsecret');
    } finally {
      await peer.setState('passing');
    }
  }, 60_000);

  it('lists the organisation’s members, admins marked, for the access review', async () => {
    // GitHub's description documents a Link header naming api.github.com; the source never
    // follows one, so the token goes only to the configured API (docs/threat-model.md #60).
    const raw = await fetch(`${peer.url}/orgs/acme/members`);
    expect(raw.headers.get('link')).toContain('https://api.github.com/');
    await raw.text();
    const listing = await createGithubSource({ apiUrl: peer.url }).listAccounts(credentials);
    expect(listing.accounts).toEqual([
      {
        id: '1',
        name: 'octocat',
        email: null,
        admin: true,
        suspended: false,
        lastSignInAt: null,
      },
    ]);
    expect(listing.evidence.map((call) => call.request)).toEqual([
      'GET /orgs/acme/members',
      'GET /orgs/acme/members?role=admin',
    ]);
  });

  it('takes only an organisation login, so nothing the admin types changes the request path', () => {
    expect(() =>
      githubRegistration.credentials({ organisation: 'acme/../../user', token: TOKEN }),
    ).toThrow('Enter the organisation’s login');
    expect(githubRegistration.credentials({ organisation: 'acme-inc', token: TOKEN })).toEqual({
      organisation: 'acme-inc',
      token: TOKEN,
    });
  });
});
