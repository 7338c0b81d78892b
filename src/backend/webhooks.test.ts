// Webhooks (docs/decisions.md WH1, docs/threat-model.md #67, #68, #69): endpoints of Enterprise
// teams, events written by the database with the change, deliveries signed per the Standard
// Webhooks specification and checked by a real receiver with the specification's own library,
// retried with the same id, and an endpoint failing for 3 days turned off and its admins told.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptDelivery,
  checkPublicUrl,
  type ClaimedDelivery,
} from '../../supabase/functions/_shared/webhooks.ts';
import { courseScripts } from '../content/courses';
import { WEBHOOK_EVENT_TYPES } from '../shared/webhooks';
import { decryptSecret } from '../../supabase/functions/_shared/secret-box.ts';
import { readServerConfig } from './config';
import { sendWebhookDeliveries, webhookDeliveryDeps } from './jobs/webhook-deliveries';
import type { MailPort } from './mail/mail-port';
import { createSmtpMailer } from './mail/smtp';
import {
  acceptLatestVersion,
  adoptPolicy,
  createAuditorLink,
  createEnterpriseAdmin,
  createMember,
  createTeamAdmin,
  publishAsPublisher,
  publishCourseVideos,
  recordWatched,
  startChecklistRun,
  startTestSmtpServer,
  takeKnowledgeCheck,
  useTestBackend,
  type TeamAdmin,
} from './testing';

const logs: string[] = [];
const backend = useTestBackend({ log: (line) => logs.push(line) });
const course = courseScripts[0]!;
let videoOf: Record<string, string> = {};

// ─── A real receiver ─────────────────────────────────────────────────────────────────────────────

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers its n-th request (from 0): a status, or a delay before 200. */
type Answer = number | { delayMs: number };

interface Receiver {
  url: string;
  received: Received[];
  answers: Answer[];
  close(): Promise<void>;
}

async function startReceiver(answers: Answer[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const answer = receiver.answers[received.length] ?? 200;
      received.push({ path: request.url ?? '', headers, body });
      if (typeof answer === 'number') {
        response.writeHead(answer, answer === 302 ? { Location: '/elsewhere' } : {}).end('ok');
      } else setTimeout(() => response.writeHead(200).end('late'), answer.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const receiver: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  receivers.push(receiver);
  return receiver;
}
const receivers: Receiver[] = [];
afterAll(async () => {
  for (const receiver of receivers) await receiver.close();
});

/** Verifies a received request with the Standard Webhooks library; returns the parsed payload. */
function verified(secret: string, request: Received) {
  return new Webhook(secret).verify(request.body, request.headers) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}

/** The verified payloads of `requests` in the order their events happened (not received). */
const inEventOrder = (secret: string, requests: Received[]) =>
  requests
    .map((request) => verified(secret, request))
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));

// ─── Teams, endpoints and the job ───────────────────────────────────────────────────────────────

const tokenOf = async (admin: TeamAdmin) =>
  (await admin.client.auth.getSession()).data.session!.access_token;

async function callWebhooks(admin: TeamAdmin, body: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/functions/v1/webhooks`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await tokenOf(admin)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function addEndpoint(admin: TeamAdmin, url: string, events: string[]) {
  const { status, body } = await callWebhooks(admin, { action: 'create', url, events });
  expect(status, JSON.stringify(body) + logs.join('\n')).toBe(200);
  return body as { id: string; secret: string };
}

/** The job at `at`, as the scheduler runs it, with a short request timeout. */
const deliverAt = (at: number, mail: MailPort = backend.mailbox) =>
  sendWebhookDeliveries({
    db: backend.db,
    mail,
    keys: backend.context.keys,
    siteUrl: backend.url,
    clock: () => at,
    timeoutMs: 300,
  });

const attemptsOf = async (endpoint: string) =>
  (
    await backend.db.query<{ status_code: number | null; error: string | null }>(
      `select a.status_code, a.error from public.webhook_attempts a
         join public.webhook_deliveries d on d.id = a.delivery_id
        where d.endpoint_id = $1 order by a.id`,
      [endpoint],
    )
  ).rows;

beforeAll(async () => {
  videoOf = await publishCourseVideos(backend.service, [course]);
});

describe('the delivery interval', () => {
  it('is 15 seconds, or WEBHOOK_INTERVAL_SECONDS from 1 to 60', () => {
    expect(readServerConfig({}).webhookIntervalMs).toBe(15_000);
    expect(readServerConfig({ WEBHOOK_INTERVAL_SECONDS: '1' }).webhookIntervalMs).toBe(1_000);
    for (const wrong of ['0', '61', '1.5', 'often']) {
      expect(() => readServerConfig({ WEBHOOK_INTERVAL_SECONDS: wrong })).toThrow(
        `WEBHOOK_INTERVAL_SECONDS must be a whole number from 1 to 60, not "${wrong}"`,
      );
    }
  });
});

describe('event types', () => {
  it('the database offers the same event types as the page', async () => {
    const { rows } = await backend.db.query<{ types: string[] }>(
      'select private.webhook_event_types() as types',
    );
    expect(rows[0]!.types).toEqual(WEBHOOK_EVENT_TYPES);
  });
});

describe('delivery (docs/threat-model.md #67)', () => {
  it('sends a signed course.completed when a member completes a course, verified by the Standard Webhooks library', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Hook Co');
    const member = await createMember(backend, admin.inviteCode, 'Cora Course');
    const receiver = await startReceiver();
    const { id, secret } = await addEndpoint(admin, receiver.url, [
      'course.completed',
      'certificate.issued',
    ]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    // The real completion path: the video watched, the knowledge check passed.
    await recordWatched(backend.service, member.id, videoOf[course.id]);
    await takeKnowledgeCheck(member.client, course);

    expect(await deliverAt(Date.now())).toEqual({ sent: 2, failed: 0 });
    const payloads = receiver.received.map((request) => verified(secret, request));
    const completed = payloads.find((payload) => payload.type === 'course.completed');
    expect(completed?.data).toMatchObject({ member_id: member.id, course_id: course.id });
    expect(payloads.map((payload) => payload.type).sort()).toEqual([
      'certificate.issued',
      'course.completed',
    ]);
    // A forged or altered delivery fails verification.
    const [first] = receiver.received;
    expect(() => verified('whsec_' + btoa('not the secret at all, 32 bytes!'), first!)).toThrow();
    expect(() =>
      verified(secret, { ...first!, body: first!.body.replace('}', ',"x":1}') }),
    ).toThrow();

    // The id on the wire is the event's; the delivery is listed with its response code.
    const { data: deliveries } = await admin.client
      .from('webhook_deliveries')
      .select('event_id, status, attempts, last_status_code')
      .eq('endpoint_id', id)
      .throwOnError();
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries!) {
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
    }
    expect(receiver.received.map((request) => request.headers['webhook-id']).sort()).toEqual(
      deliveries!.map((delivery) => delivery.event_id).sort(),
    );
  });

  it('keeps the secret encrypted under the data folder key, bound to its endpoint, and rotates it', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Secret Co');
    const receiver = await startReceiver();
    const { id, secret } = await addEndpoint(admin, receiver.url, ['member.joined']);
    const stored = async () =>
      (
        await backend.db.query<{ secret_ciphertext: string }>(
          'select secret_ciphertext from public.webhook_endpoints where id = $1',
          [id],
        )
      ).rows[0]!.secret_ciphertext;
    const key = backend.context.keys.factorKey;
    // The two-factor secrets' scheme: the same key and format, bound to the row.
    expect(await decryptSecret(key, `webhook-endpoint:${id}`, await stored())).toBe(secret);
    const ciphertext = await stored();
    await expect(
      decryptSecret(key, `webhook-endpoint:${crypto.randomUUID()}`, ciphertext),
    ).rejects.toThrow();
    // Nobody reads the ciphertext back through the API, the admin included.
    const read = await admin.client.from('webhook_endpoints').select('secret_ciphertext');
    expect(read.error?.code).toBe('42501');

    const rotated = await callWebhooks(admin, { action: 'rotate', endpoint: id });
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.secret as string;
    expect(newSecret).not.toBe(secret);
    expect(await decryptSecret(key, `webhook-endpoint:${id}`, await stored())).toBe(newSecret);
    await createMember(backend, admin.inviteCode, 'Newt Joiner');
    await deliverAt(Date.now());
    expect(() => verified(secret, receiver.received[0]!)).toThrow();
    expect(verified(newSecret, receiver.received[0]!).type).toBe('member.joined');
  });

  it('retries after a 500 with the same webhook-id, on the backoff schedule', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Retry Co');
    const receiver = await startReceiver([500]);
    const { id, secret } = await addEndpoint(admin, receiver.url, ['member.joined']);
    await admin.client.rpc('send_test_webhook', { endpoint: id }).throwOnError();
    const start = Date.now();
    expect(await deliverAt(start)).toEqual({ sent: 0, failed: 1 });
    // Not due again until 5 seconds later.
    expect(await deliverAt(start + 4_000)).toEqual({ sent: 0, failed: 0 });
    expect(await deliverAt(start + 5_000)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverAt(start + 3_600_000)).toEqual({ sent: 0, failed: 0 });
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received.map((request) => request.headers['webhook-id']);
    expect(first).toBe(second);
    expect(verified(secret, receiver.received[1]!).type).toBe('webhook.test');
    expect(await attemptsOf(id)).toEqual([
      { status_code: 500, error: 'HTTP 500' },
      { status_code: 200, error: null },
    ]);
  });

  it('is not duplicated after a timeout then a success: the receiver sees one id twice', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Timeout Co');
    const receiver = await startReceiver([{ delayMs: 1_000 }]);
    const { id } = await addEndpoint(admin, receiver.url, ['member.joined']);
    await admin.client.rpc('send_test_webhook', { endpoint: id }).throwOnError();
    const start = Date.now();
    expect(await deliverAt(start)).toEqual({ sent: 0, failed: 1 });
    expect(await deliverAt(start + 5_000)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverAt(start + 86_400_000)).toEqual({ sent: 0, failed: 0 });
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    expect(await attemptsOf(id)).toEqual([
      { status_code: null, error: 'No answer within 0.3 seconds' },
      { status_code: 200, error: null },
    ]);
  });

  it('gives a delivery up 24 hours after its first attempt', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Give Up Co');
    const receiver = await startReceiver(Array<number>(20).fill(503));
    const { id } = await addEndpoint(admin, receiver.url, ['member.joined']);
    await admin.client.rpc('send_test_webhook', { endpoint: id }).throwOnError();
    const start = Date.now();
    // Every 5 minutes for 25 hours: attempts only when due, the last one at 24 hours.
    for (let at = start; at <= start + 25 * 3_600_000; at += 300_000) await deliverAt(at);
    const { rows } = await backend.db.query<{ status: string; attempts: number }>(
      'select status, attempts from public.webhook_deliveries where endpoint_id = $1',
      [id],
    );
    // 0 s, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then 24 h: the suggested schedule, capped.
    expect(rows).toEqual([{ status: 'failed', attempts: 8 }]);
    expect(receiver.received).toHaveLength(8);
  });

  it('sends nothing unsigned when a stored secret does not decrypt (an admin who skipped the function)', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Skip Co');
    const receiver = await startReceiver();
    const id = crypto.randomUUID();
    await admin.client
      .rpc('create_webhook_endpoint', {
        id,
        url: receiver.url,
        events: ['member.joined'],
        secret_ciphertext: 'v1:AAAAAAAAAAAAAAAA:AAAA:AAAAAAAAAAAAAAAAAAAAAA',
      })
      .throwOnError();
    await admin.client.rpc('send_test_webhook', { endpoint: id }).throwOnError();
    await deliverAt(Date.now() + 1_000);
    expect(receiver.received).toEqual([]);
    expect(await attemptsOf(id)).toEqual([
      { status_code: null, error: 'The signing secret could not be read; rotate it' },
    ]);
  });

  it('does not follow redirects', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Redirect Co');
    const receiver = await startReceiver([302]);
    const { id } = await addEndpoint(admin, receiver.url, ['member.joined']);
    await admin.client.rpc('send_test_webhook', { endpoint: id }).throwOnError();
    await deliverAt(Date.now());
    expect(receiver.received.map((request) => request.path)).toEqual(['/hooks']);
    expect(await attemptsOf(id)).toEqual([
      { status_code: 302, error: 'Redirects are not followed' },
    ]);
  });
});

describe('an endpoint failing for 3 days', () => {
  it('is turned off, its admins emailed once, and can be turned on again', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Failing Co');
    const second = await createMember(backend, admin.inviteCode, 'Second Admin');
    await backend.db.query(`update public.users set role = 'admin' where id = $1`, [second.id]);
    await createMember(backend, admin.inviteCode, 'Plain Member');
    const receiver = await startReceiver(Array<number>(50).fill(500));
    const { id } = await addEndpoint(admin, receiver.url, ['member.joined']);
    // Mail goes through a real SMTP server on loopback.
    const smtp = await startTestSmtpServer('webhook-test');
    const mail = createSmtpMailer({
      url: `smtp://mailer:webhook-test@127.0.0.1:${smtp.port}`,
      from: 'ComplyReady <no-reply@example.com>',
      ca: smtp.certificate,
    });
    const sent = smtp.received;
    const day = 86_400_000;
    // A moment ahead, so the test events (stamped by the database's clock) are due.
    const start = Date.now() + 1_000;
    const test = () => admin.client.rpc('send_test_webhook', { endpoint: id }).throwOnError();

    await test();
    await deliverAt(start, mail);
    await deliverAt(start + 2 * day, mail);
    await test();
    await deliverAt(start + 3 * day - 60_000, mail);
    const state = async () =>
      (
        await admin.client
          .from('webhook_endpoints')
          .select('enabled, disabled_reason')
          .eq('id', id)
          .single()
          .throwOnError()
      ).data;
    expect(await state()).toEqual({ enabled: true, disabled_reason: null });
    expect(sent).toEqual([]);

    await deliverAt(start + 3 * day + 5_000, mail);
    expect(await state()).toEqual({ enabled: false, disabled_reason: 'failing' });
    expect(sent.flatMap((message) => message.to).sort()).toEqual(
      [admin.email, second.email].sort(),
    );
    expect(sent[0]!.raw).toContain(
      `Subject: Webhook endpoint turned off: ${new URL(receiver.url).host}`,
    );
    const requests = receiver.received.length;

    // Once: later runs send nothing more, to the admins or the endpoint.
    await deliverAt(start + 4 * day, mail);
    expect(sent).toHaveLength(2);
    expect(receiver.received).toHaveLength(requests);
    const { rows: audit } = await backend.db.query(
      `select actor_name, details ->> 'reason' as reason from public.audit_events
        where team_id = $1 and kind = 'webhook_endpoint_disabled'`,
      [admin.teamId],
    );
    expect(audit).toEqual([{ actor_name: 'ComplyReady', reason: 'failing' }]);

    await admin.client
      .rpc('set_webhook_endpoint_enabled', { endpoint: id, enabled: true })
      .throwOnError();
    expect(await state()).toEqual({ enabled: true, disabled_reason: null });
    await mail.close?.();
    await smtp.close();
  });
});

describe('events (docs/threat-model.md #69)', () => {
  it('members and policies become events with ids only, never names', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Events Co');
    const receiver = await startReceiver();
    const { secret } = await addEndpoint(admin, receiver.url, [...WEBHOOK_EVENT_TYPES]);
    const member = await createMember(backend, admin.inviteCode, 'Ezra Namesake');
    const policy = await adoptPolicy(admin.client);
    await publishAsPublisher(admin.client, policy, 1);
    await acceptLatestVersion(member.client, policy);
    await admin.client.rpc('deactivate_member', { member: member.id }).throwOnError();
    const leaver = await createMember(backend, admin.inviteCode, 'Lee Leaver');
    await leaver.client.rpc('leave_team').throwOnError();
    await deliverAt(Date.now());
    const payloads = inEventOrder(secret, receiver.received);
    expect(payloads.map((payload) => payload.type)).toEqual([
      'member.joined',
      'policy.published',
      'policy.accepted',
      'member.deactivated',
      'member.joined',
      'member.left',
    ]);
    expect(payloads[0]!.data).toEqual({ member_id: member.id });
    expect(payloads[5]!.data).toEqual({ member_id: leaver.id, reason: 'left' });
    expect(payloads[2]!.data).toMatchObject({ policy_id: policy, member_id: member.id });
    const text = JSON.stringify(payloads);
    for (const word of ['Ezra', 'Namesake', member.email, 'Leaver', leaver.email]) {
      expect(text).not.toContain(word);
    }
  });
});

describe('events of checklists and evidence links', () => {
  it('a checklist run closes when the next starts; an auditor link used is an event', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Runs Co');
    const receiver = await startReceiver();
    const { secret } = await addEndpoint(admin, receiver.url, [
      'checklist_run.closed',
      'evidence_link.used',
    ]);
    const run = await startChecklistRun(admin.client);
    // The scheduled job starts the next quarter's run, which closes this one.
    const nextQuarter = new Date(Date.now() + 100 * 86_400_000).toISOString();
    await backend.db.query('select public.start_due_checklist_runs($1)', [nextQuarter]);
    const token = await createAuditorLink(admin.client, 'Hook auditor');
    await backend
      .client(backend.serviceRoleKey)
      .rpc('open_evidence_link', { token, what: 'index.html' })
      .throwOnError();
    await deliverAt(Date.now() + 1_000);
    const payloads = inEventOrder(secret, receiver.received);
    expect(payloads.map((payload) => payload.type)).toEqual([
      'checklist_run.closed',
      'evidence_link.used',
    ]);
    expect(payloads[0]!.data).toMatchObject({
      run_id: run,
      checklist_id: 'access-review-template',
      items_done: 0,
    });
    expect(payloads[1]!.data).toEqual({ link_id: expect.any(String), link_kind: 'auditor' });
    expect(JSON.stringify(payloads)).not.toContain('Hook auditor');
  });
});

describe('who may (docs/threat-model.md #2)', () => {
  let adminA: TeamAdmin;
  let adminB: TeamAdmin;
  let endpointA = '';

  beforeAll(async () => {
    adminA = await createEnterpriseAdmin(backend, 'Isolation A');
    adminB = await createEnterpriseAdmin(backend, 'Isolation B');
    const receiver = await startReceiver();
    endpointA = (await addEndpoint(adminA, receiver.url, ['member.joined'])).id;
    await adminA.client.rpc('send_test_webhook', { endpoint: endpointA }).throwOnError();
    await deliverAt(Date.now());
  });

  it("team A's admin sees its endpoints and deliveries; team B's admin sees none of them", async () => {
    for (const table of [
      'webhook_endpoints',
      'webhook_deliveries',
      'webhook_events',
      'webhook_attempts',
    ]) {
      const own = await adminA.client.from(table).select('team_id').eq('team_id', adminA.teamId);
      expect(own.data!.length, table).toBeGreaterThan(0);
      const other = await adminB.client.from(table).select('team_id').eq('team_id', adminA.teamId);
      expect(other.data, table).toEqual([]);
    }
    for (const [fn, args] of [
      ['send_test_webhook', { endpoint: endpointA }],
      ['set_webhook_endpoint_enabled', { endpoint: endpointA, enabled: false }],
      [
        'update_webhook_endpoint',
        { endpoint: endpointA, url: 'https://b.example/x', events: ['member.left'] },
      ],
      ['remove_webhook_endpoint', { endpoint: endpointA }],
    ] as const) {
      const { error } = await adminB.client.rpc(fn, args);
      expect(error?.code, fn).toBe('PT404');
    }
    const rotate = await callWebhooks(adminB, { action: 'rotate', endpoint: endpointA });
    expect(rotate).toEqual({ status: 404, body: { error: 'No such webhook endpoint' } });
  });

  it('a member cannot add an endpoint; Professional teams are told it is Enterprise', async () => {
    const member = await createMember(backend, adminA.inviteCode, 'Mo Member');
    const asMember = await fetch(`${backend.url}/functions/v1/webhooks`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${(await member.client.auth.getSession()).data.session!.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        action: 'create',
        url: 'https://hooks.example/x',
        events: ['member.joined'],
      }),
    });
    expect(asMember.status).toBe(403);
    const professional = await createTeamAdmin(backend, 'Pro Co');
    await backend.db.query(
      `update public.teams set plan_id = 'professional', trial_plan_id = null, trial_ends_at = null
        where id = $1`,
      [professional.teamId],
    );
    const refused = await callWebhooks(professional, {
      action: 'create',
      url: 'https://hooks.example/x',
      events: ['member.joined'],
    });
    expect(refused).toEqual({
      status: 403,
      body: { error: 'Webhooks are part of the Enterprise plan' },
    });
  });

  it('a team has at most 10 endpoints: the 11th is refused with 409, through the function and the API', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Many Hooks Co');
    for (let n = 1; n <= 10; n++) {
      await addEndpoint(admin, `https://hooks.example/${n}`, ['member.joined']);
    }
    const { status, body } = await callWebhooks(admin, {
      action: 'create',
      url: 'https://hooks.example/11',
      events: ['member.joined'],
    });
    expect({ status, body }).toEqual({
      status: 409,
      body: { error: 'A team has at most 10 webhook endpoints' },
    });
    // A caller who skips the function meets the same refusal, a 4xx as PostgREST would answer.
    const direct = await admin.client.rpc('create_webhook_endpoint', {
      id: crypto.randomUUID(),
      url: 'https://hooks.example/11',
      events: ['member.joined'],
      secret_ciphertext: 'v1:a:b:c',
    });
    expect(direct.status).toBe(409);
    expect(direct.error?.message).toBe('A team has at most 10 webhook endpoints');
  });

  it('endpoint changes are audit events', async () => {
    await adminA.client
      .rpc('update_webhook_endpoint', {
        endpoint: endpointA,
        url: 'https://hooks.example/new',
        events: ['member.left'],
      })
      .throwOnError();
    await adminA.client
      .rpc('set_webhook_endpoint_enabled', { endpoint: endpointA, enabled: false })
      .throwOnError();
    const { data } = await adminA.client
      .from('audit_events')
      .select('kind')
      .like('kind', 'webhook_%')
      .order('id')
      .throwOnError();
    expect(data!.map((row) => row.kind)).toEqual([
      'webhook_endpoint_created',
      'webhook_endpoint_changed',
      'webhook_endpoint_disabled',
    ]);
  });
});

describe('addresses (docs/threat-model.md #68)', () => {
  it('takes https anywhere and plain http only to this computer', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Address Co');
    for (const url of ['http://hooks.example/x', 'https://user:pw@hooks.example/x', 'ftp://x/y']) {
      const { status } = await callWebhooks(admin, {
        action: 'create',
        url,
        events: ['member.joined'],
      });
      expect(status, url).toBe(400);
    }
    // The database holds the same rule for a caller who skips the function.
    const { error } = await admin.client.rpc('create_webhook_endpoint', {
      id: crypto.randomUUID(),
      url: 'http://10.0.0.1/x',
      events: ['member.joined'],
      secret_ciphertext: 'v1:a:b:c',
    });
    expect(error?.code).toBe('23514');
  });

  it('hosted, refuses loopback, private and local addresses, also behind a host name', async () => {
    const resolve = (addresses: string[]) => () => Promise.resolve(addresses);
    for (const url of [
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest',
      'https://[::ffff:192.168.0.1]/x',
      'http://93.184.216.34/x',
    ]) {
      await expect(checkPublicUrl(url, resolve([])), url).rejects.toThrow();
    }
    await expect(
      checkPublicUrl('https://inside.example/x', resolve(['192.168.1.5'])),
    ).rejects.toThrow();
    await expect(
      checkPublicUrl('https://mixed.example/x', resolve(['93.184.216.34', '10.0.0.1'])),
    ).rejects.toThrow();
    await expect(
      checkPublicUrl('https://hooks.example/x', resolve(['93.184.216.34'])),
    ).resolves.toBeUndefined();

    // The hosted job sends nothing to a local receiver: it is never asked.
    const receiver = await startReceiver();
    const delivery: ClaimedDelivery = {
      delivery_id: crypto.randomUUID(),
      event_id: crypto.randomUUID(),
      endpoint_id: crypto.randomUUID(),
      url: receiver.url.replace('http:', 'https:'),
      secret_ciphertext: 'v1:a:b:c',
      type: 'webhook.test',
      occurred_at: new Date().toISOString(),
      data: {},
      attempt: 1,
    };
    const hosted = {
      ...webhookDeliveryDeps({
        db: backend.db,
        mail: backend.mailbox,
        keys: backend.context.keys,
        siteUrl: backend.url,
        clock: Date.now,
      }),
      publicAddressesOnly: true,
    };
    expect(await attemptDelivery(hosted, delivery, new Date())).toMatchObject({
      statusCode: null,
      error: 'The address leads to a private or local network',
    });
    expect(receiver.received).toEqual([]);
  });
});

describe('the secret (docs/threat-model.md #67)', () => {
  it('never appears in deliveries, attempts, events, the audit log or the logs', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Leak Co');
    const receiver = await startReceiver([500]);
    const { id, secret } = await addEndpoint(admin, receiver.url, ['member.joined']);
    await admin.client.rpc('send_test_webhook', { endpoint: id }).throwOnError();
    await deliverAt(Date.now());
    await deliverAt(Date.now() + 5_000);
    const { rows } = await backend.db.query<{ dump: string }>(
      `select concat_ws(' ',
         (select json_agg(d)::text from public.webhook_deliveries d),
         (select json_agg(a)::text from public.webhook_attempts a),
         (select json_agg(e)::text from public.webhook_events e),
         (select json_agg(x)::text from public.audit_events x)) as dump`,
    );
    const key = secret.slice('whsec_'.length);
    expect(rows[0]!.dump.length).toBeGreaterThan(100);
    expect(rows[0]!.dump).not.toContain(key);
    expect(logs.join('\n')).not.toContain(key);
    expect(receiver.received.every((request) => !JSON.stringify(request).includes(key))).toBe(true);
  });
});
