// AWS and Google Workspace through the integrations framework on the embedded backend
// (docs/integrations.md): an admin connects each through the `integrations` function against the
// sources' peers (src/integrations/*/testing/peer.ts; AWS_API_URL and GOOGLE_API_URL point the
// SDKs there), runs the tests, and a failing test becomes a task that closes when the customer
// fixes the finding. AWS's external id is made by ComplyReady for the team, never taken from the
// page (the confused deputy, docs/threat-model.md #61); no key reaches the database in clear, a
// log line or the evidence (#62).
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILING_ACCOUNT,
  OUR_ACCOUNT,
  PASSING_ACCOUNT,
  roleArn,
  startAwsPeer,
  type AwsPeer,
} from '../integrations/aws/testing/peer.ts';
import { GOOGLE_WORKSPACE_SCOPES } from '../integrations/google-workspace/source.ts';
import { startGooglePeer, type GooglePeer } from '../integrations/google-workspace/testing/peer.ts';
import {
  callFunction,
  createEnterpriseAdmin,
  createMember,
  runScheduledJobsAt,
  startChecklistRun,
  startTestBackend,
  type TeamAdmin,
  type TestBackend,
} from './testing';

const DAY = 86_400_000;
let aws: AwsPeer;
let google: GooglePeer;
let backend: TestBackend;
// The peers' fixtures are dated against this day.
let now = Date.parse('2026-06-01T12:00:00Z');
const logged: string[] = [];
let admin: TeamAdmin;
let member: Awaited<ReturnType<typeof createMember>>;
let neighbour: TeamAdmin;
const environment = { ...process.env };

beforeAll(async () => {
  [aws, google] = await Promise.all([startAwsPeer(), startGooglePeer()]);
  // ComplyReady's own AWS key reaches the SDK through its default chain, as on a server.
  process.env.AWS_ACCESS_KEY_ID = aws.ourCredentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = aws.ourCredentials.secretAccessKey;
  backend = await startTestBackend({
    clock: () => now,
    log: (line) => logged.push(line),
    integrationApiUrls: { AWS_API_URL: aws.endpoint, GOOGLE_API_URL: google.rootUrl },
  });
  admin = await createEnterpriseAdmin(backend, 'Cloud Co');
  member = await createMember(backend, admin.inviteCode);
  neighbour = await createEnterpriseAdmin(backend, 'Neighbour Co');
}, 90_000);
afterAll(async () => {
  process.env = environment;
  await backend?.close();
  await Promise.all([aws?.close(), google?.close()]);
});

const call = (client: SupabaseClient, body: Record<string, unknown>) =>
  callFunction(client, 'integrations', body);

const openTasks = async (source: string) =>
  (
    await backend.db.query<{ test: string; owner_id: string }>(
      `select test, owner_id from public.integration_tasks
        where team_id = $1 and source = $2 and closed_at is null order by test`,
      [admin.teamId, source],
    )
  ).rows.map((task) => task.test);

/** Two days on, as the daily job would: the scheduled jobs run at the new `now`. */
async function runJobsTwoDaysLater() {
  now += 2 * DAY;
  await runScheduledJobsAt(backend, new Date(now));
}

/** The distinct outcomes of `connection`'s run at `now`. */
const outcomesNow = async (connection: string) =>
  (
    await backend.db.query<{ result: string; summary: string }>(
      `select distinct result, summary from public.integration_runs
        where connection_id = $1 and ran_at = $2`,
      [connection, new Date(now).toISOString()],
    )
  ).rows;

/** Every text the database keeps of the integrations, for the secret search. */
const storedText = async () =>
  (
    await backend.db.query<{ text: string }>(
      `select concat_ws(' ',
         (select string_agg(r::text, ' ') from public.integration_runs r),
         (select string_agg(t::text, ' ') from public.integration_tasks t),
         (select string_agg(a::text, ' ') from public.audit_events a),
         (select string_agg(c.credentials, ' ') from public.integration_connections c)) as text`,
    )
  ).rows[0]!.text;

describe('AWS through the framework (docs/integrations.md, Connecting AWS)', () => {
  let externalId = '';
  let connection = '';
  const fields = { roleArn: roleArn(FAILING_ACCOUNT), regions: 'us-east-1, eu-west-1' };

  it('shows our account and the team’s own external id before connecting, to admins only', async () => {
    const { body } = await call(admin.client, { action: 'sources' });
    const setup = (body.sources as { id: string; apiUrlVariable: string; provided?: unknown }[])
      .map(({ id, apiUrlVariable, provided }) => ({ id, apiUrlVariable, provided: !!provided }))
      .filter(({ id }) => id !== 'github');
    expect(setup).toEqual([
      { id: 'google_workspace', apiUrlVariable: 'GOOGLE_API_URL', provided: false },
      { id: 'aws', apiUrlVariable: 'AWS_API_URL', provided: true },
    ]);

    const shown = await call(admin.client, { action: 'provided', source: 'aws' });
    expect(shown.status).toBe(200);
    const provided = shown.body.provided as { account: string; externalId: string };
    expect(provided.account).toBe(OUR_ACCOUNT);
    expect(provided.externalId).toMatch(/^complyready-[0-9a-f]{32}$/);
    externalId = provided.externalId;
    // The same every time for the team; another team's differs.
    expect((await call(admin.client, { action: 'provided', source: 'aws' })).body).toEqual(
      shown.body,
    );
    const theirs = await call(neighbour.client, { action: 'provided', source: 'aws' });
    expect((theirs.body.provided as { externalId: string }).externalId).not.toBe(externalId);
    expect(await call(member.client, { action: 'provided', source: 'aws' })).toEqual({
      status: 403,
      body: { error: 'Only a team admin can manage integrations' },
    });
  });

  it('connects only once the role trusts the team’s external id, never one the page sends', async () => {
    // The neighbour learned the role's ARN and the external id it trusts: ComplyReady still
    // assumes it with the neighbour's own external id, which the role does not name.
    aws.trust(FAILING_ACCOUNT, externalId);
    const deputy = await call(neighbour.client, {
      action: 'connect',
      source: 'aws',
      fields: { ...fields, externalId },
    });
    expect(deputy.status).toBe(422);
    expect(deputy.body.error).toContain(
      `AWS refused to let ComplyReady assume the role ${roleArn(FAILING_ACCOUNT)}`,
    );

    const wrong = await call(admin.client, {
      action: 'connect',
      source: 'aws',
      fields: { roleArn: 'arn:aws:iam::12345:user/alice', regions: 'us-east-1' },
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        error:
          'Enter the role’s ARN as IAM shows it, e.g. arn:aws:iam::123456789012:role/ComplyReadyAudit.',
      },
    });
    const noRegion = await call(admin.client, {
      action: 'connect',
      source: 'aws',
      fields: { ...fields, regions: 'Ireland' },
    });
    expect(noRegion.body.error).toBe(
      'Enter the regions as AWS names them, separated by commas, e.g. eu-west-1, us-east-1.',
    );

    const connected = await call(admin.client, { action: 'connect', source: 'aws', fields });
    expect(connected.status).toBe(200);
    connection = connected.body.connection as string;
    const { rows } = await backend.db.query<{ account: string }>(
      'select account from public.integration_connections where id = $1',
      [connection],
    );
    expect(rows).toEqual([{ account: roleArn(FAILING_ACCOUNT) }]);
  });

  it('a failing account opens a task per test; fixing it closes them on the scheduler', async () => {
    const run = await call(admin.client, { action: 'run', connection });
    expect(run.status).toBe(200);
    const results = run.body.results as { test: string; result: string }[];
    expect(results.map(({ result }) => result)).toEqual(Array(7).fill('fail'));
    expect(await openTasks('aws')).toEqual(results.map(({ test }) => test).sort());

    const { rows } = await backend.db.query<{ resources: { name: string }[]; evidence: unknown }>(
      `select resources, evidence from public.integration_runs
        where connection_id = $1 and test = 'ebs_default_encryption'`,
      [connection],
    );
    // The role's ARN and the regions are named in the evidence, not cut as if they were secrets.
    expect(rows[0]!.resources.map(({ name }) => name)).toEqual(['us-east-1', 'eu-west-1']);
    expect(JSON.stringify(rows[0]!.evidence)).toContain(
      `sts:AssumeRole ${roleArn(FAILING_ACCOUNT)}`,
    );

    aws.fix(FAILING_ACCOUNT);
    await runJobsTwoDaysLater();
    expect(await openTasks('aws')).toEqual([]);
  }, 60_000);

  it('lists the account’s IAM users for the access review', async () => {
    const listed = await call(admin.client, { action: 'accounts', connection });
    expect(listed.status).toBe(200);
    expect((listed.body.accounts as { name: string }[]).map(({ name }) => name)).toEqual([
      'root user',
      'alice',
      'ci-deployer',
    ]);
  });

  it('a deleted role is an error on every test, mailed to the admins once', async () => {
    const mailsBefore = (await backend.mailbox.list(admin.email)).length;
    aws.revokeRole(FAILING_ACCOUNT);
    await runJobsTwoDaysLater();
    const rows = await outcomesNow(connection);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.result).toBe('error');
    expect(rows[0]!.summary).toContain('AWS refused to let ComplyReady assume the role');
    const mails = await backend.mailbox.list(admin.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.subject).toBe('Amazon Web Services connection needs attention');
  }, 60_000);

  it('keeps our key and the sessions’ keys out of the database and the logs', async () => {
    const text = `${await storedText()}\n${logged.join('\n')}`;
    const secrets = [
      aws.ourCredentials.secretAccessKey,
      ...aws.sessions.flatMap((session) => [session.secretAccessKey, session.sessionToken]),
    ];
    expect(secrets.length).toBeGreaterThan(2);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('connects the passing account, whose tests pass', async () => {
    aws.trust(PASSING_ACCOUNT, externalId);
    const connected = await call(admin.client, {
      action: 'connect',
      source: 'aws',
      fields: { ...fields, roleArn: roleArn(PASSING_ACCOUNT) },
    });
    expect(connected.status).toBe(200);
    const run = await call(admin.client, {
      action: 'run',
      connection: connected.body.connection,
    });
    expect((run.body.results as { result: string }[]).map(({ result }) => result)).toEqual(
      Array(7).fill('pass'),
    );
  }, 60_000);
});

describe('Google Workspace through the framework (docs/integrations.md)', () => {
  let connection = '';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const clientEmail = 'complyready@cloud-co-audit.iam.gserviceaccount.com';
  // The file Google hands out, as the admin pastes it.
  const keyFile = () =>
    JSON.stringify(
      {
        type: 'service_account',
        project_id: 'cloud-co-audit',
        private_key_id: '4a1f0c9e2b7d',
        private_key: privatePem,
        client_email: clientEmail,
        client_id: '104799876543210987654',
        token_uri: google.tokenUrl,
      },
      null,
      2,
    );

  it('reads the pasted key with clear messages that never quote it', async () => {
    google.addServiceAccount(clientEmail, publicKey as KeyObject, GOOGLE_WORKSPACE_SCOPES);
    const attempt = (serviceAccountKey: string, adminEmail = 'admin@failing.example') =>
      call(admin.client, {
        action: 'connect',
        source: 'google_workspace',
        fields: { serviceAccountKey, adminEmail },
      });
    const cut = privatePem.slice(0, -40);
    expect((await attempt(cut)).body).toEqual({
      error: 'The service account key is not JSON: paste the whole JSON key file Google gave you.',
    });
    const oauthClient = JSON.stringify({ installed: { client_id: 'x', client_secret: 'y' } });
    expect((await attempt(oauthClient)).body.error).toBe(
      'The JSON is not a service account key (its "type" is not "service_account"): paste the whole JSON key file Google gave you.',
    );
    const noKey = JSON.parse(keyFile()) as Record<string, unknown>;
    delete noKey.private_key;
    expect((await attempt(JSON.stringify(noKey))).body.error).toBe(
      'The service account key lacks its private key: paste the whole JSON key file Google gave you.',
    );
    expect((await attempt(keyFile(), 'admin')).body.error).toBe(
      'Enter the email of the admin the service account acts as, e.g. admin@example.com.',
    );
    // Google refuses a user who is no admin of the directory: the connection is not stored.
    const plainUser = await attempt(keyFile(), 'pat@failing.example');
    expect(plainUser.status).toBe(422);
    expect(plainUser.body.error).toContain('Google does not let pat@failing.example read');

    const connected = await attempt(keyFile());
    expect(connected.status).toBe(200);
    connection = connected.body.connection as string;
    const { rows } = await backend.db.query<{ account: string }>(
      'select account from public.integration_connections where id = $1',
      [connection],
    );
    expect(rows).toEqual([{ account: 'admin@failing.example' }]);
  });

  it('a failing domain opens tasks; archiving the suspended user closes its task', async () => {
    const run = await call(admin.client, { action: 'run', connection });
    expect(run.status).toBe(200);
    const failing = (run.body.results as { test: string; result: string }[])
      .filter(({ result }) => result === 'fail')
      .map(({ test }) => test)
      .sort();
    expect(failing).toContain('suspended_users_licensed');
    expect(await openTasks('google_workspace')).toEqual(failing);

    google.updateUser('former@failing.example', { archived: true });
    await runJobsTwoDaysLater();
    expect(await openTasks('google_workspace')).toEqual(
      failing.filter((test) => test !== 'suspended_users_licensed'),
    );
    const { rows } = await backend.db.query<{ closed_reason: string }>(
      `select closed_reason from public.integration_tasks
        where team_id = $1 and test = 'suspended_users_licensed'`,
      [admin.teamId],
    );
    expect(rows).toEqual([{ closed_reason: 'passed' }]);
  }, 60_000);

  it('lists the directory’s users, the admin’s own address included, for the access review', async () => {
    const listed = await call(admin.client, { action: 'accounts', connection });
    expect(listed.status).toBe(200);
    const accounts = listed.body.accounts as { email: string; admin: boolean }[];
    expect(accounts).toHaveLength(7);
    expect(accounts).toContainEqual(
      expect.objectContaining({ email: 'admin@failing.example', admin: true }),
    );
    expect((await call(member.client, { action: 'accounts', connection })).status).toBe(403);
    expect((await call(neighbour.client, { action: 'accounts', connection })).status).toBe(403);
  });

  it('fills an access review run from the directory, the list kept as evidence', async () => {
    const run = await startChecklistRun(admin.client);
    expect(await call(admin.client, { action: 'review', connection, run })).toEqual({
      status: 200,
      body: { listed: 7, added: 7 },
    });
    const { data: listed } = await admin.client
      .from('access_review_accounts')
      .select('source, account, email, admin, suspended')
      .eq('run_id', run as string)
      .order('email')
      .throwOnError();
    expect(listed).toHaveLength(7);
    expect(listed).toContainEqual({
      source: 'google_workspace',
      account: 'admin@failing.example',
      email: 'admin@failing.example',
      admin: true,
      suspended: false,
    });
    expect(listed).toContainEqual(
      expect.objectContaining({ email: 'former@failing.example', suspended: true }),
    );
  });

  it('a deleted key is an error, and no key or token reaches the database or the logs', async () => {
    google.deleteKey(clientEmail);
    await runJobsTwoDaysLater();
    const rows = await outcomesNow(connection);
    expect(rows.map(({ result }) => result)).toEqual(['error']);
    expect(rows[0]!.summary).toContain('Google refused the service account key');

    const text = `${await storedText()}\n${logged.join('\n')}`;
    const body = privatePem.split('\n')[1]!;
    expect(text).not.toContain(body);
    expect(google.accessTokens.length).toBeGreaterThan(0);
    for (const token of [...google.accessTokens, ...google.assertions]) {
      expect(text).not.toContain(token);
    }
  }, 60_000);
});
