// The integrations framework's server side (docs/decisions.md IN1), the same code hosted (the
// `integrations` Edge Function; pg_cron calls it for the scheduled runs) and embedded (its route
// and the backend's scheduler). The database decides who may do what (public.connect_integration,
// public.integration_connection_for_admin, run as the caller) and keeps the runs, tasks and
// audit events (public.record_integration_run); this module seals and opens credentials, calls
// the sources of src/integrations/registry.ts and mails the admins when a connection breaks.
import { registeredSources } from '../../../src/integrations/registry.ts';
import type {
  AccountListing,
  ConnectingTeam,
  IntegrationSource,
  SourceSetup,
  TestOutcome,
} from '../../../src/integrations/source.ts';
import { BadRequest, jsonResponse, readJsonObject, requiredText, signedInHandler } from './http.ts';
import { CallerRefused } from './policy-reminders.ts';
import {
  openCredentials,
  sealCredentials,
  teamCode,
  type IntegrationKey,
} from './integration-secrets.ts';

/** A source made for the deployment, with how to read the page's fields. */
export interface ActiveSource {
  setup: SourceSetup;
  source: IntegrationSource<unknown>;
  credentials(fields: Readonly<Record<string, string>>): unknown;
  /** The values the page shows the team before connecting (`SourceSetup.provided`). */
  provide(team: ConnectingTeam): Promise<Record<string, string>>;
  /** What `withoutSecrets` cuts for these credentials. */
  secrets(credentials: unknown): unknown;
}

/** Every registered source, pointed where the deployment's variables say (`env` reads one). */
export function activeSources(
  env: (name: string) => string | undefined,
): Map<string, ActiveSource> {
  return new Map(
    registeredSources().map((registration) => {
      const apiUrl = env(registration.setup.apiUrlVariable)?.trim() || undefined;
      return [
        registration.setup.id,
        {
          setup: registration.setup,
          source: registration.create({ apiUrl }),
          credentials: (fields) => registration.credentials(fields),
          provide: async (team) => (await registration.provide?.({ apiUrl }, team)) ?? {},
          secrets: (credentials) =>
            credentials !== null && registration.secrets
              ? registration.secrets(credentials)
              : credentials,
        },
      ];
    }),
  );
}

/** A connection as the runner reads it (service role). */
export interface RunTarget {
  id: string;
  team_id: string;
  source: string;
  account: string;
  credentials: string;
  team_emails: string[];
}

export interface RecordedRun {
  notify: string[];
  team_name: string;
  source: string;
  account: string;
}

/** What the database keeps of one test's outcome. */
export interface StoredOutcome extends TestOutcome {
  title: string;
  controls: readonly string[];
}

/** An email in the mail port's shape (src/backend/mail/templates.ts). */
export interface IntegrationEmail {
  to: string;
  subject: string;
  intro: string[];
  action: { label: string; url: string };
}

export interface IntegrationRunnerDeps {
  sources: Map<string, ActiveSource>;
  key: IntegrationKey;
  /** The connections to run at `at`: those due, or the one named (service role). */
  targets(at: Date, connection?: string): Promise<RunTarget[]>;
  record(connection: string, outcomes: StoredOutcome[], at: Date): Promise<RecordedRun>;
  send(email: IntegrationEmail): Promise<void>;
  siteUrl: string;
  clock(): Date;
  /** Lines for the operator: ids and counts only, never a credential or a provider's answer. */
  log(line: string): void;
}

export interface IntegrationHandlerDeps extends IntegrationRunnerDeps {
  /** Throws CallerRefused (./policy-reminders.ts) unless the caller may use `connection` (null: connect to their team). */
  authorise(authorization: string, connection: string | null): Promise<void>;
  /** The caller's team's id, asked as the caller (for `SourceSetup.provided`). */
  callerTeam(authorization: string): Promise<string>;
  connect(
    authorization: string,
    connection: { id: string; source: string; account: string; sealed: string },
  ): Promise<void>;
  /** Keeps the accounts listed for a run of the access review (service role); answers how many were new. */
  recordReview(run: string, connection: string, listing: AccountListing, at: Date): Promise<number>;
  /** Whether `authorization` is the service role's (pg_cron's scheduled run). */
  isServiceRole(authorization: string): Promise<boolean>;
}

const REDACTED = '[redacted]';

/** Every string inside `credentials` long enough to be a secret (a token, a key, an id). */
function secretStrings(credentials: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      if (node.length >= 8) found.push(node);
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(credentials);
  return found.sort((a, b) => b.length - a.length);
}

/**
 * `value` with every credential string replaced, wherever a source or its provider put it: the
 * framework's own guard under each source's (docs/threat-model.md #57).
 */
export function withoutSecrets<T>(value: T, credentials: unknown): T {
  const secrets = secretStrings(credentials);
  if (secrets.length === 0) return value;
  const scrub = (text: string) =>
    secrets.reduce((clean, secret) => clean.split(secret).join(REDACTED), text);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrub(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node as Record<string, unknown>).map(([key, field]) => [
          scrub(key),
          walk(field),
        ]),
      );
    }
    return node;
  };
  return walk(value) as T;
}

const ERROR_SUMMARY = 'The test could not run.';

/** Runs one connection's tests and records them; never throws for the provider's sake. */
async function runTarget(deps: IntegrationRunnerDeps, target: RunTarget, at: Date) {
  const active = deps.sources.get(target.source);
  if (!active) throw new Error(`no source ${target.source}`);
  const { source } = active;
  let outcomes: TestOutcome[];
  const credentials: unknown = await openCredentials(deps.key, target.id, target.credentials).catch(
    () => null,
  );
  if (credentials === null) {
    outcomes = source.tests.map((test) => ({
      test: test.id,
      result: 'error',
      summary: 'The stored credentials cannot be read. Connect the source again.',
      resources: [],
      evidence: [],
    }));
  } else {
    try {
      outcomes = await source.runTests(credentials, { now: at, teamEmails: target.team_emails });
    } catch {
      // A source reports failures as outcomes; a throw is a defect, recorded without its words.
      outcomes = source.tests.map((test) => ({
        test: test.id,
        result: 'error',
        summary: ERROR_SUMMARY,
        resources: [],
        evidence: [],
      }));
    }
  }
  const stored = withoutSecrets(
    outcomes.flatMap((outcome): StoredOutcome[] => {
      const definition = source.tests.find((test) => test.id === outcome.test);
      return definition
        ? [{ ...outcome, title: definition.title, controls: definition.controls }]
        : [];
    }),
    active.secrets(credentials),
  );
  const recorded = await deps.record(target.id, stored, at);
  for (const to of recorded.notify) {
    await deps.send(connectionBrokenEmail(recorded, to, deps.siteUrl, active.setup.name));
  }
  return stored;
}

/** The one mail an outage sends each admin (until a run without an error). */
export function connectionBrokenEmail(
  run: RecordedRun,
  to: string,
  siteUrl: string,
  sourceName: string,
): IntegrationEmail {
  return {
    to,
    subject: `${sourceName} connection needs attention`,
    intro: [
      `The ${sourceName} tests of ${run.team_name} (${run.account}) could not run: ${sourceName} refused the connection or could not be reached.`,
      'Until it is fixed, these tests give no evidence. If the credentials were revoked or expired, connect the source again with new ones.',
    ],
    action: {
      label: 'Open Integrations',
      url: `${siteUrl.replace(/\/$/, '')}/dashboard/settings/integrations`,
    },
  };
}

/**
 * One scheduled run: every connection not run for a day. Answers `{ sent, failed }` like the other
 * jobs: connections run and connections whose run could not be recorded.
 */
export async function runDueIntegrations(
  deps: IntegrationRunnerDeps,
): Promise<{ sent: number; failed: number }> {
  const at = deps.clock();
  let sent = 0;
  let failed = 0;
  for (const target of await deps.targets(at)) {
    try {
      await runTarget(deps, target, at);
      sent += 1;
    } catch {
      failed += 1;
      deps.log(`integration run of connection ${target.id} could not be recorded`);
    }
  }
  return { sent, failed };
}

/** The setups and tests the Integrations page shows, with no credential and no address. */
export function sourceCatalogue(sources: Map<string, ActiveSource>) {
  return [...sources.values()].map(({ setup, source }) => ({
    ...setup,
    tests: source.tests,
  }));
}

/** The `SourceSetup.provided` values for the caller's team (none when the source has none). */
async function providedValues(
  deps: IntegrationHandlerDeps,
  active: ActiveSource,
  authorization: string,
): Promise<Record<string, string>> {
  if (!active.setup.provided?.length) return {};
  const team = await deps.callerTeam(authorization);
  try {
    return await active.provide({ code: await teamCode(deps.key, active.setup.id, team) });
  } catch (error) {
    // Our side (e.g. the server's own AWS credentials), not the admin's input.
    throw new BadRequest((error as Error).message, 503);
  }
}

function fieldsOf(body: Record<string, unknown>, setup: SourceSetup): Record<string, string> {
  const given = body.fields;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new BadRequest('fields must be an object');
  }
  const fields: Record<string, string> = {};
  for (const field of setup.fields) {
    const value = (given as Record<string, unknown>)[field.name];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new BadRequest(`Enter the ${field.label.toLowerCase()}.`);
    }
    if (value.length > 20_000)
      throw new BadRequest(`The ${field.label.toLowerCase()} is too long.`);
    fields[field.name] = value.trim();
  }
  return fields;
}

/**
 * POST /functions/v1/integrations as a signed-in admin: `{ action: 'sources' }`,
 * `{ action: 'provided', source }` (the values to copy into the provider before connecting),
 * `{ action: 'connect', source, fields }` (tests the connection before storing it),
 * `{ action: 'test' | 'run' | 'accounts', connection }`, `{ action: 'review', connection, run }`
 * (the accounts kept for a run of the access review); as the service role (pg_cron),
 * `{ action: 'run_due' }`.
 */
export function createIntegrationHandler(deps: IntegrationHandlerDeps) {
  return signedInHandler(
    'Sign in to manage integrations',
    async (request, authorization) => {
      const body = await readJsonObject(request);
      const action = requiredText(body, 'action', 20);
      try {
        if (action === 'run_due') {
          if (!(await deps.isServiceRole(authorization))) {
            return jsonResponse({ error: 'Only the scheduler may run the integration tests' }, 403);
          }
          return jsonResponse(await runDueIntegrations(deps));
        }
        if (action === 'sources') {
          return jsonResponse({ sources: sourceCatalogue(deps.sources) });
        }
        if (action === 'provided') {
          const active = deps.sources.get(requiredText(body, 'source', 40));
          if (!active) throw new BadRequest('Unknown source');
          await deps.authorise(authorization, null);
          return jsonResponse({ provided: await providedValues(deps, active, authorization) });
        }
        if (action === 'connect') {
          const active = deps.sources.get(requiredText(body, 'source', 40));
          if (!active) throw new BadRequest('Unknown source');
          await deps.authorise(authorization, null);
          const fields = fieldsOf(body, active.setup);
          let credentials: unknown;
          try {
            credentials = active.credentials({
              ...fields,
              ...(await providedValues(deps, active, authorization)),
            });
          } catch (error) {
            if (error instanceof BadRequest) throw error;
            throw new BadRequest(withoutSecrets((error as Error).message, fields));
          }
          const problem = await active.source.testConnection(credentials);
          if (problem) {
            return jsonResponse(
              { error: withoutSecrets(problem, active.secrets(credentials)) },
              422,
            );
          }
          const id = crypto.randomUUID();
          await deps.connect(authorization, {
            id,
            source: active.setup.id,
            account: fields[active.setup.accountField] ?? '',
            sealed: await sealCredentials(deps.key, id, credentials),
          });
          return jsonResponse({ connection: id });
        }
        if (action === 'test' || action === 'run' || action === 'accounts' || action === 'review') {
          const connection = requiredText(body, 'connection', 40);
          await deps.authorise(authorization, connection);
          const [target] = await deps.targets(deps.clock(), connection);
          const active = target && deps.sources.get(target.source);
          if (!target || !active) return jsonResponse({ error: 'No such connection' }, 404);
          if (action === 'run') {
            const stored = await runTarget(deps, target, deps.clock());
            return jsonResponse({
              results: stored.map(({ test, result, summary }) => ({ test, result, summary })),
            });
          }
          let credentials: unknown;
          try {
            credentials = await openCredentials(deps.key, target.id, target.credentials);
          } catch {
            return jsonResponse(
              { error: 'The stored credentials cannot be read. Connect the source again.' },
              409,
            );
          }
          if (action === 'test') {
            const problem = await active.source.testConnection(credentials);
            return jsonResponse({
              error: problem ? withoutSecrets(problem, active.secrets(credentials)) : null,
            });
          }
          let listing;
          try {
            listing = await active.source.listAccounts(credentials);
          } catch {
            return jsonResponse(
              { error: `${active.setup.name} did not list the accounts. Test the connection.` },
              502,
            );
          }
          const clean = withoutSecrets(
            { source: target.source, ...listing },
            active.secrets(credentials),
          );
          if (action === 'accounts') return jsonResponse(clean);
          const added = await deps.recordReview(
            requiredText(body, 'run', 40),
            connection,
            clean,
            deps.clock(),
          );
          return jsonResponse({ listed: clean.accounts.length, added });
        }
        throw new BadRequest('Unknown action');
      } catch (error) {
        if (error instanceof CallerRefused) {
          return jsonResponse({ error: error.message }, error.status);
        }
        throw error;
      }
    },
    (error) => deps.log(`integrations function failed: ${(error as Error).name}`),
  );
}
