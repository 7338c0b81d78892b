// Google Workspace as an evidence source (docs/integrations.md, Connecting Google Workspace). The
// customer's service account, with domain-wide delegation limited to the read-only scope below,
// acts as one of their admins; the Directory API's users.list answers every test.
import { admin, auth, type admin_directory_v1 } from '@googleapis/admin';
import { redact, redactText } from '../redact.ts';
import { utcDay } from '../../shared/utc-day.ts';
import type {
  AccountListing,
  AffectedResource,
  ApiExchange,
  IntegrationSource,
  ProviderAccount,
  TestDefinition,
  TestOutcome,
} from '../source.ts';

/** The fields of the JSON key Google hands out that the connection needs (others are ignored). */
export interface GoogleServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri: string;
}

export interface GoogleWorkspaceCredentials {
  serviceAccountKey: GoogleServiceAccountKey;
  /** The admin the service account acts as (domain-wide delegation needs a user to impersonate). */
  adminEmail: string;
}

export interface GoogleWorkspaceSourceOptions {
  /** The Directory API's root, `https://admin.googleapis.com/` by default (the tests' peer). */
  rootUrl?: string;
  /** The only token endpoint a key may name, Google's by default (the tests' peer). */
  tokenUrl?: string;
}

/** The scopes to grant the service account's client id under domain-wide delegation, exactly. */
export const GOOGLE_WORKSPACE_SCOPES = [
  'https://www.googleapis.com/auth/admin.directory.user.readonly',
] as const;

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** Fewer super admins than this fails (no one to recover the account), more fails too (docs/decisions.md). */
export const GOOGLE_SUPER_ADMINS = { min: 2, max: 3 } as const;
/** Active users not signed in for longer than this fail (docs/decisions.md). */
export const GOOGLE_INACTIVE_DAYS = 90;

export const GOOGLE_WORKSPACE_TESTS = [
  {
    id: 'two_step_enforced_all_users',
    title: '2-Step Verification is enforced for every user',
    controls: ['CC6.1', 'A.8.5'],
  },
  {
    id: 'two_step_enforced_admins',
    title: 'Every admin is enrolled in and bound to 2-Step Verification',
    controls: ['CC6.1', 'A.8.2', 'A.8.5'],
  },
  {
    id: 'super_admin_count',
    title: `Between ${GOOGLE_SUPER_ADMINS.min} and ${GOOGLE_SUPER_ADMINS.max} super admins`,
    controls: ['CC6.3', 'A.8.2'],
  },
  {
    id: 'suspended_users_licensed',
    title: 'No suspended user still holds a licence',
    controls: ['CC6.2', 'A.5.18'],
  },
  {
    id: 'inactive_users',
    title: `No active user has been away for more than ${GOOGLE_INACTIVE_DAYS} days`,
    controls: ['CC6.2', 'A.5.18'],
  },
  {
    id: 'team_membership',
    title: 'Google Workspace accounts match the team',
    controls: ['CC6.2', 'A.5.16', 'A.5.18'],
  },
] as const satisfies readonly TestDefinition[];

type GoogleTestId = (typeof GOOGLE_WORKSPACE_TESTS)[number]['id'];
type User = admin_directory_v1.Schema$User;

/** The Directory API's lastLoginTime for a user who never signed in. */
const NEVER = '1970-01-01T00:00:00.000Z';
const DAY_MS = 86_400_000;

/** A failure with the message the admin sees; built by us, never from the provider's text alone. */
class SourceFailure extends Error {}

interface GaxiosLikeError {
  status?: number;
  code?: string;
  response?: { status?: number; data?: unknown };
}

function describeGoogleFailure(error: unknown, credentials: GoogleWorkspaceCredentials): string {
  if (error instanceof SourceFailure) return error.message;
  const failure = error as GaxiosLikeError;
  const status = failure.response?.status ?? failure.status ?? 0;
  const data = failure.response?.data as
    | { error?: string | { message?: string; status?: string }; error_description?: string }
    | undefined;
  const admin = credentials.adminEmail;
  if (typeof data?.error === 'string') {
    // The OAuth token endpoint's answer to the signed assertion (RFC 6749 §5.2 codes).
    const detail = `${data.error}${data.error_description ? `: ${data.error_description}` : ''}`;
    if (data.error === 'unauthorized_client') {
      return `Google does not let the service account act for ${admin} (${detail}). In the Admin console, Security → Access and data control → API controls → Domain-wide delegation, add its client ID with exactly these scopes: ${GOOGLE_WORKSPACE_SCOPES.join(', ')}.`;
    }
    if (data.error === 'invalid_grant') {
      return `Google refused the service account key (${detail}). The key may have been deleted or revoked, or ${admin} is not a user of the domain: create a new key or correct the admin email, and connect again.`;
    }
    return `Google refused the service account (${detail}): connect it again with a new key.`;
  }
  if (status === 401) {
    return "Google no longer accepts the service account's access: connect it again with a new key.";
  }
  if (status === 403) {
    return `Google does not let ${admin} read the user directory (HTTP 403): impersonate a super admin, or an admin whose role may read users.`;
  }
  // Signing the grant with a key that is no RSA private key fails in Node's crypto, before any request.
  if (/^ERR_(OSSL|CRYPTO)_/.test(failure.code ?? '')) {
    return "The service account key's private_key cannot sign: paste the whole JSON key file Google gave you.";
  }
  // Only the HTTP client's errors carry the request's options.
  if (status === 0 && error && typeof error === 'object' && 'config' in error) {
    return `Google could not be reached (${failure.code ?? 'no answer'}); the run is retried on schedule.`;
  }
  if (status === 0) {
    return "ComplyReady could not read Google Workspace: the fault is on ComplyReady's side; contact support if it persists.";
  }
  return `Google answered the user directory request with HTTP ${status}.`;
}

export function createGoogleWorkspaceSource(
  options: GoogleWorkspaceSourceOptions = {},
): IntegrationSource<GoogleWorkspaceCredentials> {
  const rootUrl = options.rootUrl ?? 'https://admin.googleapis.com/';
  const allowedTokenUrl = options.tokenUrl ?? GOOGLE_TOKEN_URL;

  /** Every exchange of users.list, and the users, page after page; throws SourceFailure or the SDK's error. */
  async function listUsers(
    credentials: GoogleWorkspaceCredentials,
    evidence: ApiExchange[],
    { firstUserOnly = false } = {},
  ): Promise<User[]> {
    const key = credentials.serviceAccountKey;
    if (!key?.client_email || !key.private_key || !key.token_uri) {
      throw new SourceFailure(
        'The service account key lacks client_email, private_key or token_uri: paste the whole JSON key file Google gave you.',
      );
    }
    // A key naming another token endpoint would have us post signed grants there.
    if (key.token_uri !== allowedTokenUrl) {
      throw new SourceFailure(
        `The service account key's token_uri is not ${allowedTokenUrl}: paste the JSON key file exactly as Google gave it.`,
      );
    }
    const client = new auth.JWT({
      email: key.client_email,
      key: key.private_key,
      scopes: [...GOOGLE_WORKSPACE_SCOPES],
      subject: credentials.adminEmail,
    });
    // The auth library posts the grant to Google's endpoint by name; the key's token_uri decides.
    client.transporter.interceptors.request.add({
      resolved: async (config) => {
        if (config.url.toString() === GOOGLE_TOKEN_URL) config.url = new URL(key.token_uri);
        return config;
      },
    });
    const directory = admin({ version: 'directory_v1', auth: client, rootUrl });
    const secrets = [key.private_key];
    const users: User[] = [];
    let pageToken: string | undefined;
    try {
      do {
        const answer = await directory.users.list({
          customer: 'my_customer',
          maxResults: firstUserOnly ? 1 : 500,
          projection: 'basic',
          orderBy: 'email',
          ...(pageToken ? { pageToken } : {}),
        });
        const url = new URL(answer.config.url?.toString() ?? rootUrl);
        const token = (await client.getAccessToken()).token;
        if (token) secrets.push(token);
        evidence.push({
          request: `GET ${url.pathname}${url.search}`,
          status: answer.status,
          response: redact(answer.data, secrets),
        });
        users.push(...(answer.data.users ?? []));
        pageToken = answer.data.nextPageToken ?? undefined;
      } while (pageToken && !firstUserOnly);
    } catch (error) {
      // What Google answered (the token endpoint's error or the API's) is evidence too.
      const failure = error as GaxiosLikeError & { config?: { url?: unknown; method?: string } };
      if (failure.response) {
        const url = new URL(String(failure.config?.url ?? rootUrl));
        evidence.push({
          // The grant is the only POST: its endpoint is named in full, API calls by path.
          request:
            failure.config?.method === 'POST'
              ? `POST ${url.origin}${url.pathname}`
              : `GET ${url.pathname}${url.search}`,
          status: failure.response.status ?? 0,
          response: redact(failure.response.data ?? null, secrets),
        });
      }
      throw error;
    }
    return users;
  }

  type Verdict = { resources: AffectedResource[]; summary: string };
  type Check = (users: User[], context: { now: Date; teamEmails: readonly string[] }) => Verdict;

  const email = (user: User): string => (user.primaryEmail ?? '').toLowerCase();
  const active = (user: User): boolean => !user.suspended && !user.archived;
  const resource = (user: User, problem: string): AffectedResource => ({
    id: user.id ?? email(user),
    name: user.primaryEmail ?? user.id ?? 'user',
    problem,
  });

  const checks: Record<GoogleTestId, Check> = {
    two_step_enforced_all_users(users) {
      const people = users.filter(active);
      const resources = people
        .filter((user) => user.isEnforcedIn2Sv !== true)
        .map((user) =>
          resource(
            user,
            user.isEnrolledIn2Sv
              ? '2-Step Verification is on but not enforced: the user may turn it off.'
              : '2-Step Verification is not enforced and not turned on.',
          ),
        );
      return {
        resources,
        summary: `${resources.length} of ${people.length} users have no enforced 2-Step Verification.`,
      };
    },
    two_step_enforced_admins(users) {
      const admins = users.filter(
        (user) => active(user) && (user.isAdmin || user.isDelegatedAdmin),
      );
      const resources = admins
        .filter((user) => user.isEnrolledIn2Sv !== true || user.isEnforcedIn2Sv !== true)
        .map((user) =>
          resource(
            user,
            user.isEnrolledIn2Sv
              ? 'Admin enrolled in 2-Step Verification, but it is not enforced.'
              : 'Admin not enrolled in 2-Step Verification.',
          ),
        );
      return {
        resources,
        summary: `${resources.length} of ${admins.length} admins lack enforced 2-Step Verification.`,
      };
    },
    super_admin_count(users) {
      // The Directory API's isAdmin is true for super admins only (delegated admins: isDelegatedAdmin).
      const superAdmins = users.filter((user) => active(user) && user.isAdmin);
      const count = superAdmins.length;
      const summary = `${count} super admins (between ${GOOGLE_SUPER_ADMINS.min} and ${GOOGLE_SUPER_ADMINS.max} wanted).`;
      if (count > GOOGLE_SUPER_ADMINS.max) {
        return {
          resources: superAdmins.map((user) =>
            resource(
              user,
              `One of ${count} super admins: keep at most ${GOOGLE_SUPER_ADMINS.max}.`,
            ),
          ),
          summary,
        };
      }
      if (count < GOOGLE_SUPER_ADMINS.min) {
        const problem = `Only ${count} super admin: name a second, so losing one account does not lock the domain.`;
        return { resources: [{ id: 'super_admins', name: 'super admins', problem }], summary };
      }
      return { resources: [], summary };
    },
    suspended_users_licensed(users) {
      // Google keeps a suspended user's licence (and bills it) until the user is archived or deleted.
      const resources = users
        .filter((user) => user.suspended && !user.archived)
        .map((user) =>
          resource(user, 'Suspended but not archived or deleted: the licence is still assigned.'),
        );
      return { resources, summary: `${resources.length} suspended users still hold a licence.` };
    },
    inactive_users(users, { now }) {
      const limit = now.getTime() - GOOGLE_INACTIVE_DAYS * DAY_MS;
      const people = users.filter(active);
      const resources: AffectedResource[] = [];
      for (const user of people) {
        const last =
          user.lastLoginTime && user.lastLoginTime !== NEVER
            ? Date.parse(user.lastLoginTime)
            : null;
        const created = user.creationTime ? Date.parse(user.creationTime) : null;
        if (last !== null && last < limit) {
          resources.push(
            resource(
              user,
              `Last signed in ${utcDay(last)}, over ${GOOGLE_INACTIVE_DAYS} days ago.`,
            ),
          );
        } else if (last === null && created !== null && created < limit) {
          resources.push(
            resource(user, `Never signed in since the account was created ${utcDay(created)}.`),
          );
        }
      }
      return {
        resources,
        summary: `${resources.length} of ${people.length} users have not signed in for ${GOOGLE_INACTIVE_DAYS} days.`,
      };
    },
    team_membership(users, { teamEmails }) {
      const team = new Set(teamEmails.map((address) => address.toLowerCase()));
      const people = users.filter(active);
      const known = new Set(
        people.flatMap((user) => [
          email(user),
          ...(user.aliases ?? []).map((alias) => alias.toLowerCase()),
        ]),
      );
      const resources = [
        ...people
          .filter(
            (user) =>
              !team.has(email(user)) &&
              !(user.aliases ?? []).some((alias) => team.has(alias.toLowerCase())),
          )
          .map((user) =>
            resource(user, 'Has a Google Workspace account but is not a member of the team.'),
          ),
        ...[...team]
          .filter((address) => !known.has(address))
          .map((address) => ({
            id: address,
            name: address,
            problem: 'Member of the team without an active Google Workspace account.',
          })),
      ];
      return {
        resources,
        summary: `${resources.length} accounts differ between Google Workspace and the team.`,
      };
    },
  };

  return {
    id: 'google_workspace',
    tests: GOOGLE_WORKSPACE_TESTS,

    async testConnection(credentials) {
      try {
        // One cheap read: the grant, then a page of one user.
        await listUsers(credentials, [], { firstUserOnly: true });
        return null;
      } catch (error) {
        return safeMessage(error, credentials);
      }
    },

    async runTests(credentials, { now, teamEmails }) {
      const evidence: ApiExchange[] = [];
      let users: User[];
      try {
        users = await listUsers(credentials, evidence);
      } catch (error) {
        const summary = safeMessage(error, credentials);
        return GOOGLE_WORKSPACE_TESTS.map((test) => ({
          test: test.id,
          result: 'error',
          summary,
          resources: [],
          evidence,
        }));
      }
      return GOOGLE_WORKSPACE_TESTS.map((test): TestOutcome => {
        const verdict = checks[test.id](users, { now, teamEmails });
        return {
          test: test.id,
          result: verdict.resources.length ? 'fail' : 'pass',
          summary: verdict.summary,
          resources: verdict.resources,
          evidence,
        };
      });
    },

    async listAccounts(credentials) {
      const evidence: ApiExchange[] = [];
      let users: User[];
      try {
        users = await listUsers(credentials, evidence);
      } catch (error) {
        // No outcome to carry it: the framework shows the message of what is thrown.
        // The SDK's error is not attached: its request options hold the signed assertion.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(safeMessage(error, credentials));
      }
      return {
        accounts: users.map((user): ProviderAccount => ({
          id: user.id ?? email(user),
          name: user.name?.fullName ?? user.primaryEmail ?? '',
          email: user.primaryEmail ? email(user) : null,
          admin: Boolean(user.isAdmin || user.isDelegatedAdmin),
          suspended: Boolean(user.suspended),
          lastSignInAt:
            user.lastLoginTime && user.lastLoginTime !== NEVER
              ? new Date(user.lastLoginTime).toISOString()
              : null,
        })),
        evidence,
      } satisfies AccountListing;
    },
  };
}

/** The admin's message with anything secret in the credentials cut, whatever Google echoed. */
function safeMessage(error: unknown, credentials: GoogleWorkspaceCredentials): string {
  const key = credentials.serviceAccountKey as Partial<GoogleServiceAccountKey> | undefined;
  return redactText(describeGoogleFailure(error, credentials), [key?.private_key ?? '']);
}
