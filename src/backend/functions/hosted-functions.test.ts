// Every hosted Edge Function entry starts under Deno with its own deno.json, as Supabase runs it,
// against the embedded backend (same protocol as hosted Supabase), and answers one real request
// (docs/threat-model.md #37). Mail leaves through a real SMTP server on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, secretBoxKey } from '../../../supabase/functions/_shared/secret-box.ts';
import { secretBinding } from '../../../supabase/functions/_shared/webhooks.ts';
import {
  DENO_ENV,
  denoArgs,
  denoBinary,
  hostedFunctions,
} from '../../../scripts/hosted-functions.ts';
import {
  FAILING_ACCOUNT,
  OUR_ACCOUNT,
  roleArn,
  startAwsPeer,
} from '../../integrations/aws/testing/peer.ts';
import { GOOGLE_WORKSPACE_SCOPES } from '../../integrations/google-workspace/source.ts';
import { startGooglePeer } from '../../integrations/google-workspace/testing/peer.ts';
import { startGithubPeer } from '../testing/github-peer';
import {
  adoptPolicy,
  createAccount,
  createAuditorLink,
  createMember,
  createTeamAdmin,
  publishAsPublisher,
  setEnterprisePlan,
  startTestBackend,
  type TestBackend,
} from '../testing';

let backend: TestBackend;
const STRIPE_WEBHOOK_SECRET = 'whsec_hosted_functions_test';
/** The hosted webhook secrets' key (32 bytes, base64url). */
const WEBHOOK_SECRET_KEY = Buffer.alloc(32, 7).toString('base64url');
let smtp: SMTPServer;
let smtpUrl = '';
const received: string[] = [];
/** Whether a mail the SMTP server received holds every one of `parts` (an address, a subject…). */
const mailed = (...parts: string[]) =>
  received.some((raw) => parts.every((part) => raw.includes(part)));
const running: ChildProcess[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const child of running) child.kill();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await backend?.close();
});

/** Starts one function under Deno on a free port; resolves with its address once it listens. */
function startFunction(name: string, secrets: Record<string, string> = {}): Promise<string> {
  const fn = hostedFunctions().find((candidate) => candidate.name === name);
  if (!fn) throw new Error(`no function ${name}`);
  // What the hosted runtime grants a function: the network and its secrets.
  const child = spawn(denoBinary(), denoArgs('run', fn, ['--allow-net', '--allow-env']), {
    env: {
      ...process.env,
      ...DENO_ENV,
      NO_COLOR: '1',
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      RATE_LIMIT_SALT: 'hosted-functions-test-salt-of-32-characters',
      SITE_URL: 'https://app.complyready.example',
      STRIPE_SECRET_KEY: 'sk_test_hosted_functions_test',
      STRIPE_WEBHOOK_SECRET,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'ComplyReady <no-reply@complyready.example>',
      WEBHOOK_SECRET_KEY,
      SUPPORT_EMAIL: 'support@complyready.example',
      INTEGRATIONS_KEY: 'aW50ZWdyYXRpb25zLWtleS1vZi0zMi1ieXRlcy4uLi4',
      ...secrets,
    },
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`${name} exited (${code}) before listening:\n${output}`)),
    );
  });
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The Authorization header of the client's session, as the app sends it to a function. */
async function sessionAuthorization(client: SupabaseClient): Promise<Record<string, string>> {
  const { data } = await client.auth.getSession();
  return { Authorization: `Bearer ${data.session!.access_token}` };
}

/** `fn` started under Deno, a new team's admin, and the Authorization of their session. */
async function startForAdmin(fn: string, company: string, secrets: Record<string, string> = {}) {
  const url = await startFunction(fn, secrets);
  const admin = await createTeamAdmin(backend, company);
  return { url, admin, asAdmin: await sessionAuthorization(admin.client) };
}

describe('the hosted functions under Deno', () => {
  it('every entry this test starts is every entry there is', () => {
    expect(hostedFunctions().map((fn) => fn.name)).toEqual([
      'api',
      'billing',
      'contact',
      'evidence',
      'hotline',
      'hotline-notices',
      'integrations',
      'invitations',
      'policy-reminders',
      'scim',
      'sso',
      'stripe-webhook',
      'support',
      'team-hotline',
      'template-update-notices',
      'training-reminders',
      'trial-reminders',
      'trust',
      'vendor-reminders',
      'webhook-deliveries',
      'webhooks',
    ]);
  });

  it.each([
    {
      fn: 'contact',
      table: 'contact_messages',
      body: {
        name: 'Dee Deno',
        email: 'dee@example.com',
        subject: 'From Deno',
        message: 'Hello from the hosted contact function.',
      },
    },
    {
      fn: 'hotline',
      table: 'hotline_reports',
      body: {
        isAnonymous: true,
        subject: 'Deno report',
        message: 'Sent through the hosted hotline function.',
      },
    },
  ])('$fn stores what it is sent in $table', async ({ fn, table, body }) => {
    const url = await startFunction(fn);
    const response = await postJson(url, body);
    expect(response.status).toBe(200);
    const { rows } = await backend.db.query(`select 1 from public.${table} where subject = $1`, [
      body.subject,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('team-hotline asks the database for a channel', async () => {
    const url = await startFunction('team-hotline');
    const response = await postJson(url, { action: 'channel', slug: 'no-such-team-abc234' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'This hotline link is not valid.' });
  });

  it('evidence serves an auditor link and answers 404 to a malformed path', async () => {
    const url = await startFunction('evidence');
    const admin = await createTeamAdmin(backend, 'Deno Evidence Co');
    const token = await createAuditorLink(admin.client, 'Deno auditor');
    const index = await fetch(`${url}/evidence/${token}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('Evidence pack: Deno Evidence Co');
    const malformed = await fetch(`${url}/evidence/${token}/%ZZ`);
    expect(malformed.status).toBe(404);
    await malformed.text();
  });

  it('policy-reminders mails a reminder with the same text and HTML parts as the embedded backend', async () => {
    const { url, admin, asAdmin } = await startForAdmin('policy-reminders', 'Deno Remind Co');
    const member = await createMember(backend, admin.inviteCode, 'Rhea Reader');
    const policy = await adoptPolicy(admin.client);
    await publishAsPublisher(admin.client, policy, 1);
    const response = await postJson(url, { policyId: policy, memberIds: [member.id] }, asAdmin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 1, failed: 0 });
    const mail = received.find((raw) => raw.includes(member.email));
    expect(mail).toBeDefined();
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');

    // The approval request of the next version goes to its approver (docs/decisions.md PA1).
    await admin.client.rpc('start_policy_revision', { policy }).throwOnError();
    const { data: approval } = await admin.client
      .rpc('request_policy_approval', {
        policy,
        purpose: 'publication',
        approver: member.id,
        revision: 1,
      })
      .throwOnError();
    const asked = await postJson(url, { approvalId: approval }, asAdmin);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ sent: 1 });
    expect(mailed(member.email, 'Subject: Please approve the Acceptable Use')).toBe(true);
  });

  it('scim links an account, deactivates it by PATCH, and refuses a wrong token', async () => {
    const url = await startFunction('scim');
    const admin = await createTeamAdmin(backend, 'Deno SCIM Co');
    await setEnterprisePlan(backend, admin.teamId);
    const { data: token } = await admin.client
      .rpc('create_scim_token', { label: 'Okta' })
      .throwOnError();
    // An account that exists already is linked (a new one would be made by Auth's admin API).
    const person = await createAccount(backend, { full_name: 'Dee Deno' });
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/scim+json' };
    const created = await fetch(`${url}/scim/v2/Users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: person.email,
        emails: [{ primary: true, value: person.email }],
        active: true,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(id).toBe(person.id);
    const patched = await fetch(`${url}/scim/v2/Users/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', value: { active: false } }],
      }),
    });
    expect(await patched.json()).toMatchObject({ active: false });
    const wrong = await fetch(`${url}/scim/v2/Users`, {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('api answers a team API key with its team only, as api_client under RLS, and refuses others', async () => {
    const url = await startFunction('api');
    const admin = await createTeamAdmin(backend, 'Deno API Co');
    await setEnterprisePlan(backend, admin.teamId);
    const { data: key } = await admin.client
      .rpc('create_api_key', { name: 'Warehouse', scope: 'read' })
      .throwOnError();
    const members = await fetch(`${url}/api/v1/members`, {
      headers: { Authorization: `Bearer ${key}`, 'cf-connecting-ip': '203.0.113.7' },
    });
    expect(members.status).toBe(200);
    expect(members.headers.get('ratelimit-limit')).toBe('300');
    expect(await members.json()).toMatchObject({
      data: [{ id: admin.id, email: admin.email, role: 'admin' }],
      next_cursor: null,
    });
    const refused = await fetch(`${url}/api/v1/members/${admin.id}/deactivate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(403);
    const wrong = await fetch(`${url}/api/v1/members`, {
      headers: { Authorization: 'Bearer crk_nope' },
    });
    expect(wrong.status).toBe(401);
    const spec = await fetch(`${url}/api/v1/openapi.json`);
    expect(((await spec.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const { rows } = await backend.db.query(
      `select details from public.audit_events
        where team_id = $1 and kind = 'api_key_used_from_new_address'`,
      [admin.teamId],
    );
    expect(rows).toEqual([{ details: { address: '203.0.113.7' } }]);
  });
  it('integrations connects GitHub (the peer) for an admin and runs it, daily for pg_cron', async () => {
    const peer = await startGithubPeer('failing');
    try {
      const { url, admin, asAdmin } = await startForAdmin('integrations', 'Deno Octo Co', {
        GITHUB_API_URL: peer.url,
      });
      await setEnterprisePlan(backend, admin.teamId);
      const connected = await postJson(
        url,
        {
          action: 'connect',
          source: 'github',
          fields: { organisation: 'acme', token: 'github_pat_hosted_secret_token' },
        },
        asAdmin,
      );
      expect(connected.status, await connected.clone().text()).toBe(200);
      const { connection } = (await connected.json()) as { connection: string };
      const run = await postJson(url, { action: 'run', connection }, asAdmin);
      expect(run.status).toBe(200);
      expect(await run.json()).toMatchObject({
        results: expect.arrayContaining([
          expect.objectContaining({ test: 'org_two_factor', result: 'fail' }),
        ]),
      });
      const refused = await postJson(url, { action: 'run_due' }, asAdmin);
      expect(refused.status).toBe(403);
      await refused.text();
      const scheduled = await postJson(
        url,
        { action: 'run_due' },
        { Authorization: `Bearer ${backend.serviceRoleKey}` },
      );
      expect(scheduled.status).toBe(200);
      // Run minutes ago: nothing due yet.
      expect(await scheduled.json()).toEqual({ sent: 0, failed: 0 });
      const { rows } = await backend.db.query<{ credentials: string; tasks: number }>(
        `select c.credentials,
                (select count(*)::int from public.integration_tasks t
                  where t.team_id = c.team_id and t.closed_at is null) as tasks
           from public.integration_connections c where c.id = $1`,
        [connection],
      );
      // Every test but the pull requests' fails: GitHub's example was merged in 2011, outside the
      // 90 days before a run today.
      expect(rows[0]!.tasks).toBe(4);
      expect(rows[0]!.credentials).not.toContain('hosted_secret_token');

      // Revoked: every test is an error, and the admin hears it once, through SMTP.
      await peer.setState('revoked');
      const broken = await postJson(url, { action: 'run', connection }, asAdmin);
      expect(await broken.json()).toMatchObject({
        results: expect.arrayContaining([expect.objectContaining({ result: 'error' })]),
      });
      await postJson(url, { action: 'run', connection }, asAdmin).then((answer) => answer.text());
      const notices = received.filter(
        (raw) =>
          raw.includes(admin.email) && raw.includes('Subject: GitHub connection needs attention'),
      );
      expect(notices).toHaveLength(1);
      expect(received.join('\n')).not.toContain('hosted_secret_token');
    } finally {
      await peer.close();
    }
  }, 120_000);

  it('integrations connects AWS with the team’s external id and Google Workspace (the peers)', async () => {
    const [aws, google] = await Promise.all([startAwsPeer(), startGooglePeer()]);
    try {
      const { url, admin, asAdmin } = await startForAdmin('integrations', 'Deno Cloud Co', {
        AWS_API_URL: aws.endpoint,
        GOOGLE_API_URL: google.rootUrl,
        AWS_ACCESS_KEY_ID: aws.ourCredentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: aws.ourCredentials.secretAccessKey,
      });
      await setEnterprisePlan(backend, admin.teamId);
      const shown = await postJson(url, { action: 'provided', source: 'aws' }, asAdmin);
      expect(shown.status, await shown.clone().text()).toBe(200);
      const { provided } = (await shown.json()) as {
        provided: { account: string; externalId: string };
      };
      expect(provided.account).toBe(OUR_ACCOUNT);
      aws.trust(FAILING_ACCOUNT, provided.externalId);
      const results = async (source: string, fields: Record<string, string>) => {
        const connected = await postJson(url, { action: 'connect', source, fields }, asAdmin);
        expect(connected.status, await connected.clone().text()).toBe(200);
        const { connection } = (await connected.json()) as { connection: string };
        const run = await postJson(url, { action: 'run', connection }, asAdmin);
        expect(run.status).toBe(200);
        return ((await run.json()) as { results: { test: string; result: string }[] }).results;
      };
      expect(
        await results('aws', { roleArn: roleArn(FAILING_ACCOUNT), regions: 'eu-west-1' }),
      ).toContainEqual(
        expect.objectContaining({ test: 'root_mfa_no_access_keys', result: 'fail' }),
      );

      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const clientEmail = 'complyready@deno-cloud-co.iam.gserviceaccount.com';
      google.addServiceAccount(clientEmail, publicKey, GOOGLE_WORKSPACE_SCOPES);
      const serviceAccountKey = JSON.stringify({
        type: 'service_account',
        client_email: clientEmail,
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        token_uri: google.tokenUrl,
      });
      expect(
        await results('google_workspace', {
          serviceAccountKey,
          adminEmail: 'admin@failing.example',
        }),
      ).toContainEqual(
        expect.objectContaining({ test: 'suspended_users_licensed', result: 'fail' }),
      );
    } finally {
      await Promise.all([aws.close(), google.close()]);
    }
  }, 120_000);

  it('invitations mails an invitation naming the team and the inviter', async () => {
    const { url, asAdmin } = await startForAdmin('invitations', 'Deno Invite Co');
    const response = await postJson(
      url,
      { invitees: [{ email: 'deno-invitee@example.com', name: 'Dana' }] },
      asAdmin,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      invited: [{ email: 'deno-invitee@example.com' }],
      failed: [],
    });
    expect(
      mailed(
        'deno-invitee@example.com',
        'Subject: Ada Admin invited you to join Deno Invite Co on ComplyReady',
      ),
    ).toBe(true);
  });

  it('support records a request as its sender and mails support and the sender', async () => {
    const { url, admin, asAdmin } = await startForAdmin('support', 'Deno Support Co');
    const response = await postJson(
      url,
      { subject: 'From Deno', message: 'Hello from the hosted support function.', page: '/help' },
      asAdmin,
    );
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^SR-[0-9A-F]{10}$/);
    const mails = received.filter((raw) => raw.includes(reference));
    expect(mails.some((raw) => raw.includes('support@complyready.example'))).toBe(true);
    expect(mails.some((raw) => raw.includes(admin.email))).toBe(true);
    const anonymous = await postJson(url, { subject: 'S', message: 'M', page: '/' });
    expect(anonymous.status).toBe(401);
  });

  it('trust serves a published page as HTML, takes a request under the NDA and mails the confirmation', async () => {
    const url = await startFunction('trust');
    expect((await fetch(`${url}/trust/deno-trust`)).status).toBe(404);
    const admin = await createTeamAdmin(backend, 'Deno Trust Co');
    const policy = await adoptPolicy(admin.client);
    await publishAsPublisher(admin.client, policy, 1);
    await admin.client
      .rpc('save_trust_page', {
        slug: 'deno-trust',
        overview: 'Served by Deno.',
        frameworks: [],
        control_areas: [],
        show_control_figures: true,
        subprocessors: [],
        security_contact: '',
        nda_text: 'Confidential.',
        auto_approve_domains: [],
      })
      .throwOnError();
    const { data: document } = await admin.client
      .rpc('set_trust_document', { kind: 'policy', access: 'request', policy })
      .throwOnError();
    await admin.client.rpc('publish_trust_page', { published: true }).throwOnError();
    const page = await fetch(`${url}/trust/deno-trust`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Served by Deno.');
    const ndaHash = /name="nda_hash" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? '';
    const asked = await fetch(`${url}/trust/deno-trust/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        document: document as string,
        name: 'Dee',
        email: 'dee@prospect.example',
        company: 'Prospect',
        nda_hash: ndaHash,
        accept: 'yes',
      }).toString(),
    });
    expect(asked.status).toBe(200);
    expect(
      mailed('dee@prospect.example', 'https://app.complyready.example/trust/deno-trust/confirm/'),
    ).toBe(true);
  });

  it.each(['hotline-notices', 'training-reminders', 'trial-reminders', 'webhook-deliveries'])(
    '%s runs for the scheduler only',
    async (name) => {
      const url = await startFunction(name);
      const refused = await postJson(url, {}, { Authorization: `Bearer ${backend.anonKey}` });
      expect([401, 403]).toContain(refused.status);
      await refused.text();
      const run = await postJson(url, {}, { Authorization: `Bearer ${backend.serviceRoleKey}` });
      expect(run.status, await run.clone().text()).toBe(200);
      expect(await run.json()).toEqual(expect.any(Object));
    },
  );

  it('stripe-webhook checks the signature and stores a signed event once', async () => {
    const url = await startFunction('stripe-webhook');
    const id = `evt_hosted_${Date.now()}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'balance.available',
      data: { object: { object: 'balance' } },
    });
    const sdk = new Stripe('sk_test_hosted_functions_test');
    const send = (signature: string) =>
      fetch(url, { method: 'POST', headers: { 'Stripe-Signature': signature }, body: payload });
    const forged = await send(
      sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_guessed' }),
    );
    expect(forged.status).toBe(400);
    await forged.text();
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await send(signature);
      expect(response.status, await response.clone().text()).toBe(200);
      await response.text();
    }
    const { rows } = await backend.db.query(
      'select count(*)::int as count from private.stripe_events where id = $1',
      [id],
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('billing refuses a member (403) before it asks Stripe anything', async () => {
    const url = await startFunction('billing');
    const admin = await createTeamAdmin(backend, 'Hosted Billing Co');
    const member = await createMember(backend, admin.inviteCode, 'Hosted Member');
    const asMember = await sessionAuthorization(member.client);
    const response = await postJson(url, { action: 'checkout', plan: 'professional' }, asMember);
    expect(response.status, await response.clone().text()).toBe(403);
    await response.text();
  });

  it('billing without Stripe answers that it is not set up (200), as the embedded backend does', async () => {
    const { url, asAdmin } = await startForAdmin('billing', 'Hosted Unbilled Co', {
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    });
    const response = await postJson(url, { action: 'sync' }, asAdmin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: false });
    const forSale = await fetch(url);
    expect(await forSale.json()).toEqual({ plans: [] });
  });

  it('webhooks stores a secret only its key decrypts, and takes https only (docs/threat-model.md #67, #68)', async () => {
    const { url, admin, asAdmin } = await startForAdmin('webhooks', 'Deno Hooks Co');
    await setEnterprisePlan(backend, admin.teamId);
    const create = (hook: string) =>
      postJson(url, { action: 'create', url: hook, events: ['member.joined'] }, asAdmin);
    const loopback = await create('http://127.0.0.1:9/hooks');
    expect(loopback.status).toBe(400);
    await loopback.text();
    const created = await create('https://hooks.example/in');
    expect(created.status, await created.clone().text()).toBe(200);
    const { id, secret } = (await created.json()) as { id: string; secret: string };
    const { rows } = await backend.db.query<{ secret_ciphertext: string }>(
      'select secret_ciphertext from public.webhook_endpoints where id = $1',
      [id],
    );
    const key = secretBoxKey(WEBHOOK_SECRET_KEY);
    expect(await decryptSecret(key, secretBinding(id), rows[0]!.secret_ciphertext)).toBe(secret);
  });
});
