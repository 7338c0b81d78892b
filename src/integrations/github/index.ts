// The GitHub source (docs/decisions.md IN1): an organisation read through GitHub's official SDK
// (@octokit/rest) with a fine-grained, read-only token. Every call the tests make is kept as
// evidence, as the SDK parsed it; the token goes only into the SDK's Authorization header.
import { Octokit } from '@octokit/rest';
import type {
  AccountListing,
  AffectedResource,
  ApiExchange,
  IntegrationSource,
  RunContext,
  SourceRegistration,
  SourceSetup,
  TestDefinition,
  TestOutcome,
} from '../source.ts';

export interface GithubCredentials {
  organisation: string;
  /** A fine-grained personal access token owned by the organisation, read-only. */
  token: string;
}

export const GITHUB_SETUP: SourceSetup = {
  id: 'github',
  name: 'GitHub',
  // The fine-grained token's permissions, all read-only (docs/product.md, Integrations).
  permissions: [
    'Resource owner: your organisation; Repository access: All repositories',
    'Repository permissions → Administration: Read-only (branch protection, collaborators)',
    'Repository permissions → Contents: Read-only (default branches)',
    'Repository permissions → Pull requests: Read-only (merged pull requests and their reviews)',
    'Repository permissions → Dependabot alerts: Read-only (whether alerts are on)',
    'Repository permissions → Secret scanning alerts: Read-only (whether scanning is on)',
    'Repository permissions → Metadata: Read-only (always included)',
    'Organization permissions → Administration: Read-only (the two-factor requirement)',
    'Organization permissions → Members: Read-only (members, for the access review)',
  ],
  fields: [
    {
      name: 'organisation',
      label: 'Organisation',
      secret: false,
      help: 'The organisation’s login, as in github.com/<organisation>.',
    },
    {
      name: 'token',
      label: 'Fine-grained access token',
      secret: true,
      help: 'Settings → Developer settings → Fine-grained tokens → Generate new token, owned by the organisation, with exactly the permissions above.',
    },
  ],
  accountField: 'organisation',
  apiUrlVariable: 'GITHUB_API_URL',
};

export const GITHUB_TESTS = [
  {
    id: 'org_two_factor',
    title: 'Organisation requires two-factor authentication',
    controls: ['CC6.1', 'A.5.17', 'A.8.5'],
  },
  {
    id: 'branch_protection',
    title: 'Default branches are protected (reviews, no force push, status checks)',
    controls: ['CC8.1', 'A.8.4', 'A.8.32'],
  },
  {
    id: 'security_scanning',
    title: 'Dependabot alerts and secret scanning are on',
    controls: ['CC7.1', 'A.8.8', 'A.8.12'],
  },
  {
    id: 'outside_collaborator_admins',
    title: 'No outside collaborator has admin rights',
    controls: ['CC6.3', 'A.5.18', 'A.8.2'],
  },
  {
    id: 'reviewed_pull_requests',
    title: 'Merged pull requests had an approving review',
    controls: ['CC8.1', 'A.8.32'],
  },
] as const satisfies readonly TestDefinition[];

type TestId = (typeof GITHUB_TESTS)[number]['id'];

/** Merged pull requests count when merged within this many days before the run. */
export const REVIEW_PERIOD_DAYS = 90;

const PER_PAGE = 100;
/** At most this many pages of one list (10,000 repositories, members, …). */
const MAX_PAGES = 100;

/** An organisation login: letters, digits and single hyphens (it becomes part of a URL path). */
const ORGANISATION = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

/** The HTTP status of an SDK failure, 0 when no answer came. */
const statusOf = (error: unknown): number =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : 0;

/** A failure's words for the page, never the SDK's message (it may quote the request). */
function failureText(status: number): string {
  if (status === 401) return 'GitHub refused the token (revoked, expired or mistyped).';
  if (status === 403) return 'The token lacks a permission listed on the Integrations page.';
  if (status === 404) return 'GitHub does not show this organisation or repository to the token.';
  if (status === 0) return 'GitHub could not be reached.';
  return `GitHub answered with status ${status}.`;
}

/**
 * GitHub's answer without its hypermedia (`url`, `*_url`, `node_id`, `gravatar_id`): they say
 * where to ask next, not what was found, and make up three quarters of each answer.
 */
export function withoutHypermedia(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutHypermedia);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(
        ([key]) =>
          !(key === 'url' || key.endsWith('_url') || key === 'node_id' || key === 'gravatar_id'),
      )
      .map(([key, value]) => [key, withoutHypermedia(value)]),
  );
}

/** Records every call of one test or listing, so its outcome carries what was asked and answered. */
class Recorder {
  readonly evidence: ApiExchange[] = [];

  async call<T>(request: string, send: () => Promise<{ status: number; data: T }>): Promise<T> {
    try {
      const answer = await send();
      this.evidence.push({
        request,
        status: answer.status,
        response: withoutHypermedia(answer.data),
      });
      return answer.data;
    } catch (error) {
      const status = statusOf(error);
      const body = (error as { response?: { data?: unknown } }).response?.data ?? null;
      this.evidence.push({ request, status, response: body });
      throw new CallFailed(status);
    }
  }

  /** Like `call`, but a 404 is an answer (GitHub's "not enabled" / "not protected"). */
  async probe(request: string, send: () => Promise<{ status: number }>): Promise<number> {
    try {
      const { status } = await send();
      this.evidence.push({ request, status, response: null });
      return status;
    } catch (error) {
      const status = statusOf(error);
      if (status !== 404) {
        this.evidence.push({ request, status, response: null });
        throw new CallFailed(status);
      }
      const body = (error as { response?: { data?: unknown } }).response?.data ?? null;
      this.evidence.push({ request, status, response: body });
      return status;
    }
  }

  /**
   * Every page of a list, asked page by page (never by following the Link header's addresses,
   * so the token goes nowhere but the configured API).
   */
  async paginate<T>(
    request: string,
    page: (number: number) => Promise<{ status: number; data: T[] }>,
  ): Promise<T[]> {
    const items: T[] = [];
    for (let number = 1; number <= MAX_PAGES; number += 1) {
      const shown =
        number === 1 ? request : `${request}${request.includes('?') ? '&' : '?'}page=${number}`;
      const data = await this.call(shown, () => page(number));
      items.push(...data);
      if (data.length < PER_PAGE) break;
    }
    return items;
  }
}

class CallFailed extends Error {
  constructor(readonly status: number) {
    super(failureText(status));
  }
}

interface Repository {
  name: string;
  full_name: string;
  default_branch?: string;
  archived?: boolean;
  disabled?: boolean;
}

export function createGithubSource(
  options: { apiUrl?: string } = {},
): IntegrationSource<GithubCredentials> {
  const client = (credentials: GithubCredentials) => {
    if (!ORGANISATION.test(credentials.organisation)) {
      throw new Error('The organisation is not a GitHub login');
    }
    return new Octokit({
      auth: credentials.token,
      ...(options.apiUrl ? { baseUrl: options.apiUrl.replace(/\/$/, '') } : {}),
      userAgent: 'ComplyReady integrations',
      // The SDK logs nothing of ours: no request, no header, no token.
      log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
      request: { retries: 0 },
    });
  };

  /** The organisation's active repositories (not archived, not disabled). */
  async function activeRepositories(
    octokit: Octokit,
    org: string,
    recorder: Recorder,
  ): Promise<Repository[]> {
    const repos = await recorder.paginate(`GET /orgs/${org}/repos?type=all`, (page) =>
      octokit.rest.repos.listForOrg({ page, org, type: 'all', per_page: PER_PAGE }),
    );
    return repos.filter((repo) => !repo.archived && !repo.disabled);
  }

  const checks: Record<
    TestId,
    (octokit: Octokit, org: string, recorder: Recorder, context: RunContext) => Promise<Verdict>
  > = {
    async org_two_factor(octokit, org, recorder) {
      const organisation = await recorder.call(`GET /orgs/${org}`, () =>
        octokit.rest.orgs.get({ org }),
      );
      if (organisation.two_factor_requirement_enabled === true) {
        return {
          pass: true,
          summary: `${org} requires two-factor authentication of every member.`,
        };
      }
      const members = await recorder.paginate(
        `GET /orgs/${org}/members?filter=2fa_disabled`,
        (page) =>
          octokit.rest.orgs.listMembers({ page, org, filter: '2fa_disabled', per_page: PER_PAGE }),
      );
      return {
        pass: false,
        summary: `${org} does not require two-factor authentication; ${members.length} member(s) have none.`,
        resources: members.map((member) => ({
          id: String(member.id),
          name: member.login,
          problem: 'No two-factor authentication',
        })),
      };
    },

    async branch_protection(octokit, org, recorder) {
      const repos = await activeRepositories(octokit, org, recorder);
      const resources: AffectedResource[] = [];
      for (const repo of repos) {
        const branch = repo.default_branch ?? 'main';
        const request = `GET /repos/${org}/${repo.name}/branches/${branch}/protection`;
        let protection;
        try {
          protection = await recorder.call(request, () =>
            octokit.rest.repos.getBranchProtection({ owner: org, repo: repo.name, branch }),
          );
        } catch (error) {
          if (!(error instanceof CallFailed) || error.status !== 404) throw error;
          resources.push({
            id: repo.full_name,
            name: repo.full_name,
            problem: `${branch} is not protected`,
          });
          continue;
        }
        const problems = [
          (protection.required_pull_request_reviews?.required_approving_review_count ?? 0) < 1 &&
            'no approving review required',
          protection.allow_force_pushes?.enabled !== false && 'force pushes allowed',
          (protection.required_status_checks?.contexts?.length ?? 0) +
            (protection.required_status_checks?.checks?.length ?? 0) ===
            0 && 'no required status checks',
        ].filter((problem): problem is string => typeof problem === 'string');
        if (problems.length > 0) {
          resources.push({
            id: repo.full_name,
            name: repo.full_name,
            problem: `${branch}: ${problems.join(', ')}`,
          });
        }
      }
      return verdict(resources, repos.length, 'active repositories protect their default branch');
    },

    async security_scanning(octokit, org, recorder) {
      const repos = await activeRepositories(octokit, org, recorder);
      const resources: AffectedResource[] = [];
      for (const repo of repos) {
        const details = await recorder.call(`GET /repos/${org}/${repo.name}`, () =>
          octokit.rest.repos.get({ owner: org, repo: repo.name }),
        );
        const alerts = await recorder.probe(
          `GET /repos/${org}/${repo.name}/vulnerability-alerts`,
          () => octokit.rest.repos.checkVulnerabilityAlerts({ owner: org, repo: repo.name }),
        );
        const problems = [
          alerts !== 204 && 'Dependabot alerts off',
          details.security_and_analysis?.secret_scanning?.status !== 'enabled' &&
            'secret scanning off',
        ].filter((problem): problem is string => typeof problem === 'string');
        if (problems.length > 0) {
          resources.push({
            id: repo.full_name,
            name: repo.full_name,
            problem: problems.join(', '),
          });
        }
      }
      return verdict(
        resources,
        repos.length,
        'active repositories have Dependabot alerts and secret scanning on',
      );
    },

    async outside_collaborator_admins(octokit, org, recorder) {
      const repos = await activeRepositories(octokit, org, recorder);
      const resources: AffectedResource[] = [];
      for (const repo of repos) {
        const collaborators = await recorder.paginate(
          `GET /repos/${org}/${repo.name}/collaborators?affiliation=outside`,
          (page) =>
            octokit.rest.repos.listCollaborators({
              page,
              owner: org,
              repo: repo.name,
              affiliation: 'outside',
              per_page: PER_PAGE,
            }),
        );
        for (const person of collaborators) {
          if (person.permissions?.admin) {
            resources.push({
              id: `${repo.full_name}:${person.login}`,
              name: `${person.login} on ${repo.full_name}`,
              problem: 'Outside collaborator with admin rights',
            });
          }
        }
      }
      return verdict(
        resources,
        repos.length,
        'active repositories have no outside collaborator with admin rights',
      );
    },

    async reviewed_pull_requests(octokit, org, recorder, context) {
      const since = context.now.getTime() - REVIEW_PERIOD_DAYS * 86_400_000;
      const repos = await activeRepositories(octokit, org, recorder);
      const resources: AffectedResource[] = [];
      let merged = 0;
      for (const repo of repos) {
        const pulls = await recorder.paginate(
          `GET /repos/${org}/${repo.name}/pulls?state=closed&sort=updated&direction=desc`,
          (page) =>
            octokit.rest.pulls.list({
              page,
              owner: org,
              repo: repo.name,
              state: 'closed',
              sort: 'updated',
              direction: 'desc',
              per_page: PER_PAGE,
            }),
        );
        for (const pull of pulls) {
          const mergedAt = pull.merged_at ? Date.parse(pull.merged_at) : NaN;
          if (!(mergedAt >= since && mergedAt <= context.now.getTime())) continue;
          merged += 1;
          const reviews = await recorder.paginate(
            `GET /repos/${org}/${repo.name}/pulls/${pull.number}/reviews`,
            (page) =>
              octokit.rest.pulls.listReviews({
                page,
                owner: org,
                repo: repo.name,
                pull_number: pull.number,
                per_page: PER_PAGE,
              }),
          );
          if (!reviews.some((review) => review.state === 'APPROVED')) {
            resources.push({
              id: `${repo.full_name}#${pull.number}`,
              name: `${repo.full_name}#${pull.number} ${pull.title}`,
              problem: 'Merged without an approving review',
            });
          }
        }
      }
      if (resources.length === 0) {
        return {
          pass: true,
          summary: `All ${merged} pull request(s) merged in the last ${REVIEW_PERIOD_DAYS} days had an approving review.`,
        };
      }
      return {
        pass: false,
        summary: `${resources.length} of ${merged} pull request(s) merged in the last ${REVIEW_PERIOD_DAYS} days had no approving review.`,
        resources,
      };
    },
  };

  return {
    id: 'github',
    tests: GITHUB_TESTS,

    async testConnection(credentials) {
      try {
        const octokit = client(credentials);
        await new Recorder().call(`GET /orgs/${credentials.organisation}`, () =>
          octokit.rest.orgs.get({ org: credentials.organisation }),
        );
        return null;
      } catch (error) {
        return error instanceof CallFailed
          ? error.message
          : 'The organisation is not a GitHub login.';
      }
    },

    async runTests(credentials, context) {
      const outcomes: TestOutcome[] = [];
      for (const test of GITHUB_TESTS) {
        const recorder = new Recorder();
        try {
          const found = await checks[test.id](
            client(credentials),
            credentials.organisation,
            recorder,
            context,
          );
          outcomes.push({
            test: test.id,
            result: found.pass ? 'pass' : 'fail',
            summary: found.summary,
            resources: found.pass ? [] : (found.resources ?? []),
            evidence: recorder.evidence,
          });
        } catch (error) {
          outcomes.push({
            test: test.id,
            result: 'error',
            summary:
              error instanceof CallFailed
                ? error.message
                : 'The organisation is not a GitHub login.',
            resources: [],
            evidence: recorder.evidence,
          });
        }
      }
      return outcomes;
    },

    async listAccounts(credentials) {
      const octokit = client(credentials);
      const org = credentials.organisation;
      const recorder = new Recorder();
      const members = await recorder.paginate(`GET /orgs/${org}/members`, (page) =>
        octokit.rest.orgs.listMembers({ page, org, per_page: PER_PAGE }),
      );
      const admins = await recorder.paginate(`GET /orgs/${org}/members?role=admin`, (page) =>
        octokit.rest.orgs.listMembers({ page, org, role: 'admin', per_page: PER_PAGE }),
      );
      const adminIds = new Set(admins.map((admin) => admin.id));
      const listing: AccountListing = {
        accounts: members.map((member) => ({
          id: String(member.id),
          name: member.login,
          email: member.email ?? null,
          admin: adminIds.has(member.id),
          suspended: false,
          lastSignInAt: null,
        })),
        evidence: recorder.evidence,
      };
      return listing;
    },
  };
}

interface Verdict {
  pass: boolean;
  summary: string;
  resources?: AffectedResource[];
}

function verdict(resources: AffectedResource[], checked: number, allGood: string): Verdict {
  return resources.length === 0
    ? { pass: true, summary: `All ${checked} ${allGood}.` }
    : {
        pass: false,
        summary: `${resources.length} finding(s) across ${checked} active repositories.`,
        resources,
      };
}

export const githubRegistration: SourceRegistration<GithubCredentials> = {
  setup: GITHUB_SETUP,
  create: ({ apiUrl }) => createGithubSource({ apiUrl }),
  credentials(fields) {
    const organisation = fields.organisation ?? '';
    const token = fields.token ?? '';
    if (!ORGANISATION.test(organisation)) {
      throw new Error('Enter the organisation’s login, as in github.com/<organisation>.');
    }
    if (token === '') throw new Error('Enter the fine-grained access token.');
    return { organisation, token };
  },
};
