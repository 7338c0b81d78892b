// What every evidence source (GitHub, Google Workspace, AWS) gives the integrations framework
// (docs/product.md, Integrations). A source only calls its provider's API through the provider's
// official SDK and reports what it found; storing runs, tasks and evidence is the framework's.
// Runs in Node (embedded backend) and Deno (hosted Edge Functions): imports name their files.

/** One call made to the provider, kept so an auditor can re-perform the test. Secrets redacted. */
export interface ApiExchange {
  /** What was asked, e.g. `GET /orgs/acme/members?filter=2fa_disabled` or `iam:GetAccountSummary`. */
  request: string;
  /** The HTTP status the provider answered with (0 when no answer came). */
  status: number;
  /** The provider's answer as parsed by its SDK, with credentials and tokens removed. */
  response: unknown;
}

/** A user, repository, bucket, … that a test found out of line (or checked, when it passed). */
export interface AffectedResource {
  id: string;
  name: string;
  /** Why this resource fails the test, in words an admin can act on. */
  problem: string;
}

export type TestResult = 'pass' | 'fail' | 'error';

export interface TestOutcome {
  /** The test's id, one of the source's `tests`. */
  test: string;
  result: TestResult;
  /** One sentence for the page, e.g. "3 of 41 users have no 2-Step Verification". */
  summary: string;
  /** The resources failing the test (empty on pass and error). */
  resources: AffectedResource[];
  evidence: ApiExchange[];
}

/** An account at the provider, for the access review (keep / remove). */
export interface ProviderAccount {
  id: string;
  name: string;
  email: string | null;
  admin: boolean;
  suspended: boolean;
  /** Last sign-in as an ISO instant when the provider tells it. */
  lastSignInAt: string | null;
}

export interface AccountListing {
  accounts: ProviderAccount[];
  evidence: ApiExchange[];
}

export interface TestDefinition {
  id: string;
  title: string;
  /** Control ids of our catalogue (src/content/controls) the test gives operating evidence for. */
  controls: readonly string[];
}

export interface RunContext {
  /** The injected clock: every "older than 90 days" or "in the period" is measured from it. */
  now: Date;
  /** Lowercase emails of the team's members, for "in the provider but not in the team" tests. */
  teamEmails: readonly string[];
}

/**
 * A connected source. `Credentials` is what the admin entered (decrypted by the framework just
 * before the call); a source never logs it or puts it into an error message or the evidence.
 * A rejected credential or an unreachable provider is an `error` outcome, never a throw.
 */
export interface IntegrationSource<Credentials> {
  id: 'github' | 'google_workspace' | 'aws';
  tests: readonly TestDefinition[];
  /** Checks the credentials with one cheap read; resolves to an error message or null. */
  testConnection(credentials: Credentials): Promise<string | null>;
  runTests(credentials: Credentials, context: RunContext): Promise<TestOutcome[]>;
  listAccounts(credentials: Credentials): Promise<AccountListing>;
}

export type SourceId = IntegrationSource<unknown>['id'];

/** One thing the admin enters to connect a source, as the Integrations page asks it. */
export interface CredentialField {
  name: string;
  label: string;
  /** Sealed and never shown again (a token, a key); otherwise shown as the connection's name. */
  secret: boolean;
  /** A sentence under the field: where to find or how to make the value. */
  help: string;
  /** Lines of text (a service account's JSON key) rather than one. */
  multiline?: boolean;
}

/**
 * A value ComplyReady makes for the team and the page shows before connecting, for the admin to
 * copy into the provider (AWS: our account to trust, the external id). The admin never types it:
 * the server adds it to the fields it hands `credentials`, over anything the page sent.
 */
export interface ProvidedValue {
  name: string;
  label: string;
  help: string;
}

/** What the Integrations page shows and asks for a source, before anything is connected. */
export interface SourceSetup {
  id: SourceId;
  /** "GitHub", "Google Workspace", "Amazon Web Services". */
  name: string;
  /** Exactly the least-privilege permissions the credentials need, one per line. */
  permissions: readonly string[];
  fields: readonly CredentialField[];
  /** The field whose value names the connection (the organisation, domain or account). */
  accountField: string;
  /** The configuration variable that points the SDK at another address (a test peer). */
  apiUrlVariable: string;
  /** Values the page shows before connecting (`SourceRegistration.provide` makes them). */
  provided?: readonly ProvidedValue[];
}

/** What the server knows of the team connecting a source, for `SourceRegistration.provide`. */
export interface ConnectingTeam {
  /**
   * A value only this deployment can make for this team and source (an HMAC of both under the
   * integrations key): stable, unguessable, and never chosen by the customer.
   */
  code: string;
}

/** What the framework hands a source's factory: where its provider answers. */
export interface SourceConfig {
  /** The provider's API address from `SourceSetup.apiUrlVariable`; unset: the provider's own. */
  apiUrl?: string;
}

/** A source as it registers with the framework (src/integrations/registry.ts). */
export interface SourceRegistration<Credentials> {
  setup: SourceSetup;
  create(config: SourceConfig): IntegrationSource<Credentials>;
  /** The credentials from the page's fields (each present, trimmed); throws a message to show. */
  credentials(fields: Readonly<Record<string, string>>): Credentials;
  /** The `setup.provided` values for a team, by name; throws a message to show. */
  provide?(config: SourceConfig, team: ConnectingTeam): Promise<Record<string, string>>;
  /**
   * The strings of `credentials` the framework cuts from everything it stores or answers; every
   * string in them when absent. A source whose credentials hold names that the provider's answers
   * rightly contain (an admin's email, a role's ARN) names its secrets here instead.
   */
  secrets?(credentials: Credentials): string[];
}
