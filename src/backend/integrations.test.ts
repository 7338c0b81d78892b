// Integrations end to end on the embedded backend (docs/decisions.md IN1): an admin connects
// GitHub through the `integrations` function against a GitHub peer (Prism serving GitHub's
// published OpenAPI description, src/backend/testing/github-peer.ts), runs the tests on demand
// and on the scheduler, and a failing test becomes one owned, dated task that the next passing
// run closes. Credentials never reach a log line, an answer, the evidence or the database in
// clear (docs/threat-model.md #57); a revoked token is an "error" and mails the admins once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config';
import { GITHUB_EXAMPLES_NOW, startGithubPeer, type GithubPeer } from './testing/github-peer';
import {
  callFunction,
  createEnterpriseAdmin,
  createMember,
  createTeamAdmin,
  runScheduledJobsAt,
  setPlan,
  startChecklistRun,
  startTestBackend,
  type TeamAdmin,
  type TestBackend,
} from './testing';

const TOKEN = 'github_pat_11ABCDEFG0integrationtokensecret';
const DAY = 86_400_000;
let peer: GithubPeer;
let backend: TestBackend;
let now = +GITHUB_EXAMPLES_NOW;
const logged: string[] = [];
let admin: TeamAdmin;
let member: Awaited<ReturnType<typeof createMember>>;
let other: TeamAdmin;
let connection = '';

beforeAll(async () => {
  peer = await startGithubPeer('failing');
  backend = await startTestBackend({
    clock: () => now,
    log: (line) => logged.push(line),
    integrationApiUrls: { GITHUB_API_URL: peer.url },
  });
  admin = await createEnterpriseAdmin(backend, 'Octo Co');
  member = await createMember(backend, admin.inviteCode);
  other = await createTeamAdmin(backend, 'Other Co');
  await setPlan(backend, other.teamId, 'starter');
}, 90_000);
afterAll(async () => {
  await backend?.close();
  await peer?.close();
});

const call = (client: SupabaseClient, body: Record<string, unknown>) =>
  callFunction(client, 'integrations', body);

const openTasks = async () =>
  (
    await backend.db.query<{ test: string; owner_id: string; due_on: string }>(
      `select test, owner_id, due_on::text from public.integration_tasks
        where team_id = $1 and closed_at is null order by test`,
      [admin.teamId],
    )
  ).rows;

describe('integrations (docs/decisions.md IN1)', () => {
  it('points a source’s SDK elsewhere only through the operator’s variable (GITHUB_API_URL)', () => {
    expect(readServerConfig({}).integrationApiUrls).toEqual({});
    expect(
      readServerConfig({ GITHUB_API_URL: 'https://github.example.com/api/v3' }).integrationApiUrls,
    ).toEqual({ GITHUB_API_URL: 'https://github.example.com/api/v3' });
  });

  it('lists GitHub with its least-privilege permissions and its tests', async () => {
    const { body } = await call(admin.client, { action: 'sources' });
    const [github] = body.sources as { id: string; permissions: string[]; tests: unknown[] }[];
    expect(github!.id).toBe('github');
    expect(github!.permissions).toContain(
      'Organization permissions → Administration: Read-only (the two-factor requirement)',
    );
    expect(github!.tests).toHaveLength(5);
  });

  it('connects only for an admin of a Professional or Enterprise team, after testing the token', async () => {
    const fields = { organisation: 'acme', token: TOKEN };
    expect(await call(member.client, { action: 'connect', source: 'github', fields })).toEqual({
      status: 403,
      body: { error: 'Only a team admin can manage integrations' },
    });
    expect(await call(other.client, { action: 'connect', source: 'github', fields })).toEqual({
      status: 403,
      body: { error: 'Integrations are part of the Professional and Enterprise plans' },
    });
    // Nor around the function, straight to the database.
    const direct = await other.client.rpc('connect_integration', {
      connection: crypto.randomUUID(),
      source: 'github',
      account: 'acme',
      sealed_credentials: 'v1:x:y:z',
    });
    expect(direct.error?.message).toBe(
      'Integrations are part of the Professional and Enterprise plans',
    );

    const connected = await call(admin.client, { action: 'connect', source: 'github', fields });
    expect(connected.status).toBe(200);
    connection = connected.body.connection as string;
    const { rows } = await backend.db.query<{ account: string; credentials: string }>(
      'select account, credentials from public.integration_connections where id = $1',
      [connection],
    );
    expect(rows[0]!.account).toBe('acme');
    // Sealed: nothing of the token in the database.
    expect(rows[0]!.credentials).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(rows[0]!.credentials).not.toContain('integrationtokensecret');
    // Admins see the connection, never the credentials; members see nothing.
    const seen = await admin.client.from('integration_connections').select('credentials');
    expect(seen.error?.code).toBe('42501');
    const listed = await admin.client.from('integration_connections').select('id, account');
    expect(listed.data).toEqual([{ id: connection, account: 'acme' }]);
    expect((await member.client.from('integration_connections').select('id')).data).toEqual([]);
  });

  it('a failing run opens one task per failing test, owned by an admin and due in 14 days', async () => {
    const run = await call(admin.client, { action: 'run', connection });
    expect(run.status).toBe(200);
    expect((run.body.results as { result: string }[]).map((result) => result.result)).toEqual([
      'fail',
      'fail',
      'fail',
      'fail',
      'fail',
    ]);
    const tasks = await openTasks();
    expect(tasks.map((task) => task.test)).toEqual([
      'branch_protection',
      'org_two_factor',
      'outside_collaborator_admins',
      'reviewed_pull_requests',
      'security_scanning',
    ]);
    for (const task of tasks) {
      expect(task).toMatchObject({ owner_id: admin.id, due_on: '2011-03-01' });
    }
    // Again, a day later: the same five tasks, no second of any.
    now += DAY;
    await call(admin.client, { action: 'run', connection });
    expect(await openTasks()).toEqual(tasks);
    const { rows: audit } = await backend.db.query<{ kind: string; count: number }>(
      `select kind, count(*)::int from public.audit_events where team_id = $1
         and kind like 'integration%' group by kind order by kind`,
      [admin.teamId],
    );
    expect(audit).toEqual([
      { kind: 'integration_connected', count: 1 },
      { kind: 'integration_task_opened', count: 5 },
    ]);
    // The Controls page: the runs are operating evidence, here its absence.
    const { data: readiness } = await admin.client
      .rpc('team_control_readiness', { at: new Date(now).toISOString() })
      .throwOnError();
    expect(
      (readiness as { control_id: string; source: string; met: boolean; title: string }[]).filter(
        (row) => row.source === 'integration' && row.control_id === 'CC6.1',
      ),
    ).toEqual([
      expect.objectContaining({
        title: 'Organisation requires two-factor authentication',
        met: false,
      }),
    ]);
  }, 60_000);

  it('closes the tasks when the peer is fixed, on the scheduler', async () => {
    await peer.setState('passing');
    now += 2 * DAY;
    await runScheduledJobsAt(backend, new Date(now));
    expect(await openTasks()).toEqual([]);
    const { rows } = await backend.db.query<{ closed_reason: string }>(
      'select distinct closed_reason from public.integration_tasks where team_id = $1',
      [admin.teamId],
    );
    expect(rows).toEqual([{ closed_reason: 'passed' }]);
    const { data: readiness } = await admin.client
      .rpc('team_control_readiness', { at: new Date(now).toISOString() })
      .throwOnError();
    expect(
      (readiness as { control_id: string; source: string; met: boolean }[]).find(
        (row) => row.source === 'integration' && row.control_id === 'CC6.1',
      )?.met,
    ).toBe(true);
    // Not again the same day: a connection runs once a day.
    const before = await backend.db.query('select count(*)::int as n from public.integration_runs');
    await runScheduledJobsAt(backend, new Date(now + 3_600_000));
    const after = await backend.db.query('select count(*)::int as n from public.integration_runs');
    expect(after.rows).toEqual(before.rows);
  }, 60_000);

  it('keeps every run: none is changed or removed, not even by the operator', async () => {
    await expect(
      backend.db.query(`update public.integration_runs set result = 'pass'`),
    ).rejects.toThrow('A recorded integration test run cannot be changed');
    await expect(backend.db.query('delete from public.integration_runs')).rejects.toThrow(
      'A recorded integration test run cannot be changed',
    );
  });

  it('a revoked token is an error on every test and mails each admin once', async () => {
    await peer.setState('revoked');
    const mailsBefore = (await backend.mailbox.list(admin.email)).length;
    now += 2 * DAY;
    await runScheduledJobsAt(backend, new Date(now));
    const { rows } = await backend.db.query<{ result: string; summary: string }>(
      `select distinct result, summary from public.integration_runs
        where connection_id = $1 and ran_at = $2`,
      [connection, new Date(now).toISOString()],
    );
    expect(rows).toEqual([
      { result: 'error', summary: 'GitHub refused the token (revoked, expired or mistyped).' },
    ]);
    const mails = await backend.mailbox.list(admin.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.subject).toBe('GitHub connection needs attention');
    // Errors open no task; the next failing day does not mail again.
    expect(await openTasks()).toEqual([]);
    now += 2 * DAY;
    await runScheduledJobsAt(backend, new Date(now));
    expect((await backend.mailbox.list(admin.email)).length).toBe(mailsBefore + 1);
    // Testing the connection says why, without the token.
    const tested = await call(admin.client, { action: 'test', connection });
    expect(tested.body).toEqual({
      error: 'GitHub refused the token (revoked, expired or mistyped).',
    });
    // Fixed, then revoked again: a new outage, a new mail.
    await peer.setState('passing');
    now += 2 * DAY;
    await runScheduledJobsAt(backend, new Date(now));
    await peer.setState('revoked');
    now += 2 * DAY;
    await runScheduledJobsAt(backend, new Date(now));
    expect((await backend.mailbox.list(admin.email)).length).toBe(mailsBefore + 2);
    await peer.setState('passing');
  }, 90_000);

  it('lists the organisation’s members for the access review, to admins only', async () => {
    const listed = await call(admin.client, { action: 'accounts', connection });
    expect(listed.status).toBe(200);
    expect(listed.body.accounts).toEqual([
      expect.objectContaining({ name: 'octocat', admin: true }),
    ]);
    expect((await call(member.client, { action: 'accounts', connection })).status).toBe(403);
    expect((await call(other.client, { action: 'run', connection })).status).toBe(403);
  });

  it('puts each run with its raw answers into the evidence pack’s section', async () => {
    const { rows } = await backend.db.query<{ body: { test: string; evidence: unknown[] }[] }>(
      `select public.evidence_section($1, 'integration_runs', '2011-01-01', '2011-12-31') as body`,
      [admin.teamId],
    );
    const runs = rows[0]!.body;
    expect(runs.length).toBeGreaterThanOrEqual(25);
    expect(runs[0]).toMatchObject({ source: 'github', account: 'acme' });
    expect(runs.every((run) => run.evidence.length > 0)).toBe(true);

    // The pack: integrations/<source>/<test>.csv, a line a run, and the raw answers as JSON.
    const { data: token, error } = await admin.client.rpc('create_evidence_link', {
      kind: 'auditor',
      from_date: '2011-01-01',
      to_date: '2011-12-31',
      days: 14,
      label: 'Octo Audit LLP',
    });
    expect(error).toBeNull();
    const file = (path: string) =>
      fetch(`${backend.url}/functions/v1/evidence/${token as string}/${path}`);
    const csv = await (await file('integrations/github/org_two_factor.csv')).text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      '"Ran at","Account","Test","Result","Summary","Affected resources","Controls","API calls"',
    );
    expect(lines.length - 1).toBe(runs.filter((run) => run.test === 'org_two_factor').length);
    expect(lines[1]).toContain('octocat: No two-factor authentication');
    expect(lines[1]).toContain('CC6.1 A.5.17 A.8.5');
    const json = (await (await file('integrations/github/org_two_factor.json')).json()) as {
      evidence: { request: string; response: { two_factor_requirement_enabled?: boolean } }[];
    }[];
    expect(json[0]!.evidence[0]).toMatchObject({
      request: 'GET /orgs/acme',
      response: { two_factor_requirement_enabled: false },
    });
    const index = await (await file('index.html')).text();
    expect(index).toContain('integrations/github/reviewed_pull_requests.csv');
  });

  it('never lets the token reach the database, a log line or an answer', async () => {
    const dump = await backend.db.query<{ text: string }>(
      `select concat_ws(' ',
         (select string_agg(r::text, ' ') from public.integration_runs r),
         (select string_agg(t::text, ' ') from public.integration_tasks t),
         (select string_agg(a::text, ' ') from public.audit_events a),
         (select string_agg(c.credentials, ' ') from public.integration_connections c)) as text`,
    );
    expect(dump.rows[0]!.text).not.toContain('integrationtokensecret');
    expect(logged.join('\n')).not.toContain('integrationtokensecret');
    const mails = await backend.mailbox.list(admin.email);
    expect(JSON.stringify(mails)).not.toContain('integrationtokensecret');
  });

  it('fills an access review run from GitHub’s members; the reviewer marks each; the list stays', async () => {
    const run = await startChecklistRun(admin.client);
    expect(await call(admin.client, { action: 'review', connection, run })).toEqual({
      status: 200,
      body: { listed: 1, added: 1 },
    });
    // Listing again adds only accounts new since, and keeps the decisions.
    expect((await call(admin.client, { action: 'review', connection, run })).body).toEqual({
      listed: 1,
      added: 0,
    });
    expect((await call(member.client, { action: 'review', connection, run })).status).toBe(403);
    expect((await call(other.client, { action: 'review', connection, run })).status).toBe(403);
    expect(
      await call(admin.client, { action: 'review', connection, run: crypto.randomUUID() }),
    ).toEqual({ status: 404, body: { error: 'No such access review run of this team' } });

    const { data: listed } = await admin.client
      .from('access_review_accounts')
      .select('id, name, admin')
      .eq('run_id', run as string)
      .throwOnError();
    expect(listed).toEqual([{ id: expect.any(String), name: 'octocat', admin: true }]);
    const id = listed![0]!.id;
    // A member neither sees nor decides; nobody rewrites what the provider listed.
    expect((await member.client.from('access_review_accounts').select('id')).data).toEqual([]);
    const forged = await admin.client
      .from('access_review_accounts')
      .update({ name: 'somebody-else' })
      .eq('id', id);
    expect(forged.error?.code).toBe('42501');
    await admin.client
      .from('access_review_accounts')
      .update({ decision: 'remove' })
      .eq('id', id)
      .throwOnError();
    const { rows } = await backend.db.query<{ body: Record<string, unknown>[] }>(
      `select public.evidence_section($1, 'access_review_accounts', '2011-01-01', '2011-12-31')
         as body`,
      [admin.teamId],
    );
    expect(rows[0]!.body).toEqual([
      expect.objectContaining({
        source: 'github',
        account: 'acme',
        name: 'octocat',
        admin: true,
        decision: 'remove',
        decided_by: 'Ada Admin',
      }),
    ]);
  });

  it('keeps a closed access review as it was: no decision changed, no account added (docs/threat-model.md #84)', async () => {
    const run = await startChecklistRun(admin.client);
    await call(admin.client, { action: 'review', connection, run });
    const { data: listed } = await admin.client
      .from('access_review_accounts')
      .select('id, decision, decided_by_name, decided_at')
      .eq('run_id', run)
      .throwOnError();
    const before = listed![0]!;
    // A newer run of the checklist closes this one: last quarter's review is the record.
    await backend.db.query(
      `insert into public.checklist_runs (team_id, checklist_id, period_start)
       select team_id, checklist_id, period_start + interval '3 months' from public.checklist_runs
       where id = $1`,
      [run],
    );
    const changed = await admin.client
      .from('access_review_accounts')
      .update({ decision: 'keep' })
      .eq('id', before.id);
    expect(changed.error?.code).toBe('PT409');
    expect(await call(admin.client, { action: 'review', connection, run })).toMatchObject({
      status: 409,
    });
    const { data: after } = await admin.client
      .from('access_review_accounts')
      .select('id, decision, decided_by_name, decided_at')
      .eq('run_id', run)
      .throwOnError();
    expect(after).toEqual([before]);
  });

  it('removing the connection keeps its runs and closes its tasks', async () => {
    await peer.setState('failing');
    now += 2 * DAY;
    await call(admin.client, { action: 'run', connection });
    expect((await openTasks()).length).toBe(5);
    const { error } = await admin.client.rpc('remove_integration', { connection });
    expect(error).toBeNull();
    expect(await openTasks()).toEqual([]);
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.integration_runs where connection_id = $1',
      [connection],
    );
    expect(rows[0]!.n).toBeGreaterThan(25);
  }, 60_000);
});
