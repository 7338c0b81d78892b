// Team API keys and /api/v1 (docs/decisions.md AK1; docs/threat-model.md #63–#66), over real HTTP
// against the embedded backend. The key's client is plain fetch, as a customer's system would be.
import { beforeAll, describe, expect, it } from 'vitest';
import { courseScripts } from '../content/courses';
import {
  createMember,
  createEnterpriseAdmin,
  enterpriseTeamWithRecords,
  publishCourseVideos,
  useTestBackend,
  type TeamAdmin,
  type TestBackend,
} from './testing';

const backend = useTestBackend();
const course = courseScripts[0]!;

type Admin = TeamAdmin;

interface ApiReply {
  status: number;
  headers: Headers;
  body: { data?: unknown; next_cursor?: string | null; error?: { code: string; message: string } };
}

async function api(
  key: string,
  path: string,
  init: RequestInit = {},
  on: TestBackend = backend,
): Promise<ApiReply> {
  const response = await fetch(`${on.url}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

async function createKey(admin: Admin, scope: 'read' | 'read_write', expires_at?: string) {
  const { data, error } = await admin.client.rpc('create_api_key', {
    name: `${scope} key`,
    scope,
    ...(expires_at ? { expires_at } : {}),
  });
  if (error) throw error;
  return data as string;
}

/** Calls public.<fn> as the API does: the service role's key, and the team's key in a header. */
const callAsTheApi = (key: string, fn: string, args: Record<string, unknown>) =>
  fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
      'x-complyready-api-key': key,
    },
    body: JSON.stringify(args),
  });

/** An Enterprise team with a record of each kind, and the id of its evidence export once made. */
const enterpriseTeam = async (company: string) => ({
  ...(await enterpriseTeamWithRecords(backend, company, course)),
  exportId: '',
});

let teamA: Awaited<ReturnType<typeof enterpriseTeam>>;
let teamB: Awaited<ReturnType<typeof enterpriseTeam>>;
let readKeyA = '';
let writeKeyA = '';
const post = (key: string, path: string, body: unknown) =>
  api(key, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  await publishCourseVideos(backend.service, [course]);
  teamA = await enterpriseTeam('Alpha Co');
  teamB = await enterpriseTeam('Bravo Co');
  readKeyA = await createKey(teamA.admin, 'read');
  writeKeyA = await createKey(teamA.admin, 'read_write');
  const exportB = await post(await createKey(teamB.admin, 'read'), '/evidence/exports', {
    from_date: '2026-01-01',
    to_date: '2026-12-31',
  });
  teamB.exportId = (exportB.body.data as { id: string }).id;
}, 60_000);

/** Every route, with team B's ids where a route takes one. */
const everyRoute = () => [
  { method: 'GET', path: '/members' },
  { method: 'GET', path: `/members/${teamB.member.id}` },
  { method: 'POST', path: `/members/${teamB.member.id}/deactivate` },
  { method: 'GET', path: '/training/assignments' },
  { method: 'GET', path: `/training/completion?member_id=${teamB.member.id}` },
  { method: 'GET', path: `/training/certificates?member_id=${teamB.member.id}` },
  { method: 'GET', path: '/policies/versions' },
  { method: 'GET', path: '/policies/acceptances' },
  { method: 'GET', path: '/checklists/runs' },
  { method: 'GET', path: `/checklists/runs/${teamB.runId}/items` },
  { method: 'GET', path: '/audit-events' },
  { method: 'GET', path: `/evidence/exports/${teamB.exportId}` },
];

describe('a team API key', () => {
  it('is shown once, kept as a hash, listed with its last use, and its creation is audited', async () => {
    const { rows } = await backend.db.query<{ key_hash: string; key_prefix: string }>(
      'select key_hash, key_prefix from private.api_keys where team_id = $1',
      [teamA.admin.teamId],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([readKeyA, writeKeyA]).not.toContain(row.key_hash);
      expect(readKeyA.startsWith(row.key_prefix) || writeKeyA.startsWith(row.key_prefix)).toBe(
        true,
      );
    }
    expect(readKeyA).toMatch(/^crk_[A-Za-z0-9_-]{43}$/);
    await api(readKeyA, '/members');
    const { data: listed } = await teamA.admin.client.rpc('team_api_keys').throwOnError();
    const keys = listed as { name: string; scope: string; last_used_at: string | null }[];
    expect(keys.find((key) => key.scope === 'read')?.last_used_at).not.toBeNull();
    expect(JSON.stringify(keys)).not.toContain(readKeyA);
    const { data: events } = await teamA.admin.client
      .from('audit_events')
      .select('kind, actor_name, details')
      .in('kind', ['api_key_created', 'api_key_used_from_new_address'])
      .throwOnError();
    expect(events!.filter((event) => event.kind === 'api_key_created')).toHaveLength(2);
    // The test's requests come from 127.0.0.1: one new address for the read key.
    expect(events!.filter((event) => event.kind === 'api_key_used_from_new_address')).toEqual([
      {
        kind: 'api_key_used_from_new_address',
        actor_name: 'API key "read key"',
        details: { address: '127.0.0.1' },
      },
    ]);
  });

  it('reads its own team: members, training, policies, register, checklists, audit log', async () => {
    const members = await api(readKeyA, '/members');
    expect(members.status).toBe(200);
    expect((members.body.data as { email: string }[]).map((m) => m.email).sort()).toEqual(
      [teamA.admin.email, teamA.member.email].sort(),
    );
    const one = await api(readKeyA, `/members/${teamA.member.id}`);
    expect(one.body.data).toMatchObject({ id: teamA.member.id, status: 'active', role: 'member' });

    const completion = await api(readKeyA, '/training/completion');
    const rows = completion.body.data as { member_id: string; completed_at: string | null }[];
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.member_id === teamA.member.id)?.completed_at).not.toBeNull();
    expect(rows.find((row) => row.member_id === teamA.admin.id)?.completed_at).toBeNull();

    const register = await api(readKeyA, '/policies/acceptances');
    expect(register.body.data).toEqual([
      expect.objectContaining({
        person: 'Alpha Co Member',
        email: teamA.member.email,
        policy: 'Acceptable Use Policy',
        version: 1,
      }),
    ]);
    const certificates = await api(readKeyA, `/training/certificates?member_id=${teamA.member.id}`);
    expect(certificates.body.data).toEqual([
      expect.objectContaining({ member_id: teamA.member.id, course_id: course.id }),
    ]);
    const items = await api(readKeyA, `/checklists/runs/${teamA.runId}/items`);
    expect(items.body.data).toEqual([
      expect.objectContaining({ item_id: 'export-user-lists', status: 'in_progress' }),
    ]);
    const audit = await api(readKeyA, '/audit-events?kind=policy_published,member_joined');
    expect(
      [...new Set((audit.body.data as { kind: string }[]).map((event) => event.kind))].sort(),
    ).toEqual(['member_joined', 'policy_published']);
  });

  it('of team A reads nothing of team B on any route (threat #63)', async () => {
    for (const { method, path } of everyRoute()) {
      const reply = await api(writeKeyA, path, { method });
      const text = JSON.stringify(reply.body);
      expect(text, `${method} ${path}`).not.toContain(teamB.member.id);
      expect(text, `${method} ${path}`).not.toContain(teamB.member.email);
      expect(text, `${method} ${path}`).not.toContain('Bravo Co');
      if (
        path.includes(teamB.member.id) ||
        path.includes(teamB.runId) ||
        path.includes(teamB.exportId)
      ) {
        if (!path.includes('?')) expect(reply.status, `${method} ${path}`).toBe(404);
        else expect(reply.body.data, `${method} ${path}`).toEqual([]);
      } else {
        expect(reply.status, `${method} ${path}`).toBe(200);
      }
    }
    const { rows } = await backend.db.query<{ deactivated_at: string | null }>(
      'select deactivated_at from public.users where id = $1',
      [teamB.member.id],
    );
    expect(rows[0]!.deactivated_at).toBeNull();
  });

  it('read-only is refused writes, by the API and by the database (threat #64)', async () => {
    const refused = await api(readKeyA, `/members/${teamA.member.id}/deactivate`, {
      method: 'POST',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'read_only', message: 'This API key is read-only' });
    // Past the API's own check, the database refuses too.
    const direct = await callAsTheApi(readKeyA, 'api_v1_deactivate_member', {
      member: teamA.member.id,
    });
    // PostgREST's answer to a refusal of a role other than anon (42501): 403.
    expect(direct.status).toBe(403);
    expect(((await direct.json()) as { message: string }).message).toBe(
      'This API key is read-only',
    );
    const { rows } = await backend.db.query<{ deactivated_at: string | null }>(
      'select deactivated_at from public.users where id = $1',
      [teamA.member.id],
    );
    expect(rows[0]!.deactivated_at).toBeNull();
  });

  it('read-write deactivates a member of its team, as Members does', async () => {
    const extra = await createMember(backend, teamA.admin.inviteCode, 'Leaving Lou');
    const reply = await api(writeKeyA, `/members/${extra.id}/deactivate`, { method: 'POST' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: extra.id, status: 'deactivated' });
    const { data: mine } = await extra.client.from('users').select('id').eq('id', extra.id);
    expect(mine ?? []).toEqual([]);
    const owner = await api(writeKeyA, `/members/${teamA.admin.id}/deactivate`, {
      method: 'POST',
    });
    expect(owner.status).toBe(400);
    const { rows } = await backend.db.query<{ actor_name: string }>(
      `select actor_name from public.audit_events where team_id = $1 and kind = 'member_deactivated'`,
      [teamA.admin.teamId],
    );
    expect(rows).toEqual([{ actor_name: 'API key "read_write key"' }]);
  });

  it('read-write invites by email as Members does; read-only is refused', async () => {
    const email = 'invited-by-api@example.com';
    const refused = await post(readKeyA, '/members', { email });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('read_only');
    const invalid = await post(writeKeyA, '/members', { email: 'not an address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.code).toBe('invalid_request');
    const invited = await post(writeKeyA, '/members', { email, full_name: 'Ivy Invited' });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toEqual({
      id: expect.any(String),
      email,
      full_name: 'Ivy Invited',
      expires_at: expect.any(String),
    });
    expect(JSON.stringify(invited.body)).not.toMatch(/token/);
    const [mail] = await backend.mailbox.list(email);
    expect(mail?.subject).toBe(
      'API key "read_write key" invited you to join Alpha Co on ComplyReady',
    );
    expect(mail?.text).toMatch(/\/invitation\/[A-Za-z0-9_-]{20,}/);
    // Someone who has signed in is a member already (one who never did may be invited again).
    await backend.db.query('update public.users set last_seen_at = now() where id = $1', [
      teamA.member.id,
    ]);
    const member = await post(writeKeyA, '/members', { email: teamA.member.email });
    expect(member.status).toBe(409);
    expect(member.body.error).toEqual({
      code: 'conflict',
      message: 'Already a member of your team',
    });
  });

  it('exports the evidence pack: a job with a download link, its state readable later', async () => {
    const started = await post(readKeyA, '/evidence/exports', {
      from_date: '2026-01-01',
      to_date: '2026-12-31',
    });
    expect(started.status).toBe(202);
    const job = started.body.data as { id: string; status: string; download_url: string };
    expect(job.status).toBe('ready');
    expect(started.headers.get('location')).toBe(
      `${backend.url}/api/v1/evidence/exports/${job.id}`,
    );
    const zip = await fetch(job.download_url);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const state = await api(readKeyA, `/evidence/exports/${job.id}`);
    expect(state.body.data).toMatchObject({ id: job.id, status: 'ready', downloads: 1 });
    expect(JSON.stringify(state.body)).not.toContain(job.download_url);
    const backwards = await post(readKeyA, '/evidence/exports', {
      from_date: '2026-12-31',
      to_date: '2026-01-01',
    });
    expect(backwards.status).toBe(400);
  });

  it('revoked or expired is refused on the next request (threat #65)', async () => {
    const key = await createKey(teamA.admin, 'read');
    expect((await api(key, '/members')).status).toBe(200);
    const { data: keys } = await teamA.admin.client.rpc('team_api_keys').throwOnError();
    const id = (keys as { id: string; key_prefix: string }[]).find((k) =>
      key.startsWith(k.key_prefix),
    )!.id;
    await teamA.admin.client.rpc('revoke_api_key', { key: id }).throwOnError();
    const revoked = await api(key, '/members');
    expect(revoked.status).toBe(401);
    expect(revoked.body.error?.code).toBe('unauthorized');

    const expiring = await createKey(
      teamA.admin,
      'read',
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    expect((await api(expiring, '/members')).status).toBe(200);
    // The hour passes (the database's clock is the judge; the row's expiry moves instead).
    await backend.db.query(
      `update private.api_keys set created_at = now() - interval '2 hours',
                                   expires_at = now() - interval '1 second'
        where key_prefix = $1`,
      [expiring.slice(0, 12)],
    );
    expect((await api(expiring, '/members')).status).toBe(401);
    const { data: events } = await teamA.admin.client
      .from('audit_events')
      .select('kind')
      .eq('kind', 'api_key_revoked')
      .throwOnError();
    expect(events).toHaveLength(1);
    expect((await api('crk_not-a-key', '/members')).status).toBe(401);
    expect((await api('', '/members')).status).toBe(401);
  });

  it('works only through the API: its functions refuse the anon key and every session (threats #65, #66)', async () => {
    const { rows } = await backend.db.query<{ name: string; args: string[] | null }>(
      `select proname as name, proargnames as args from pg_proc
        where pronamespace = 'public'::regnamespace and proname like 'api\\_v1\\_%'`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const stamp = () =>
      backend.db.query('select last_used_at from private.api_keys where key_prefix = $1', [
        writeKeyA.slice(0, 12),
      ]);
    const before = (await stamp()).rows;
    const session = (await teamA.admin.client.auth.getSession()).data.session!;
    for (const { name, args } of rows) {
      // api_v1_key's address is the platform's; a caller here would choose it.
      const body = Object.fromEntries(
        (args ?? []).map((arg) => [arg, arg === 'client_address' ? '203.0.113.9' : null]),
      );
      for (const [bearer, status] of [
        [backend.anonKey, 401],
        [session.access_token, 403],
      ] as const) {
        const direct = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            'x-complyready-api-key': writeKeyA,
          },
          body: JSON.stringify(body),
        });
        expect(direct.status, name).toBe(status);
        expect(((await direct.json()) as { code: string }).code, name).toBe('42501');
      }
    }
    expect((await stamp()).rows).toEqual(before);
    const { rows: addresses } = await backend.db.query(
      `select 1 from private.api_key_addresses where address = '203.0.113.9'`,
    );
    expect(addresses).toEqual([]);
  });

  it('is for Enterprise: Starter and Professional teams get a 403 naming the plan', async () => {
    const admin = await createEnterpriseAdmin(backend, 'Pro Co');
    const key = await createKey(admin, 'read');
    for (const [plan, name] of [
      ['professional', 'Professional'],
      ['starter', 'Starter'],
    ] as const) {
      await backend.db.query('update public.teams set plan_id = $2 where id = $1', [
        admin.teamId,
        plan,
      ]);
      const reply = await api(key, '/members');
      expect(reply.status).toBe(403);
      expect(reply.body.error).toEqual({
        code: 'plan_required',
        message: `API access is part of the Enterprise plan; this team is on the ${name} plan.`,
      });
      // The database agrees: without Enterprise, the key's policies pass no row.
      const direct = await callAsTheApi(key, 'api_v1_members', { after: null, max_rows: 10 });
      expect(await direct.json()).toEqual([]);
    }
    const { error } = await admin.client.rpc('create_api_key', { name: 'x', scope: 'read' });
    expect(error?.message).toBe('API access is part of the Enterprise plan.');
  });

  it('pages with a cursor and answers If-None-Match with 304', async () => {
    const first = await api(readKeyA, '/members?limit=1');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await api(readKeyA, `/members?limit=1&cursor=${first.body.next_cursor}`);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data).not.toEqual(first.body.data);
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(
      `${backend.url}/api/v1/members?limit=1&cursor=${first.body.next_cursor}`,
      { headers: { authorization: `Bearer ${readKeyA}`, 'if-none-match': etag } },
    );
    expect(again.status).toBe(304);
    const bad = await api(readKeyA, '/members?limit=1000');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('invalid_request');
    expect((await api(readKeyA, '/members?cursor=!!')).status).toBe(400);
    expect((await api(readKeyA, '/members/not-a-uuid')).status).toBe(400);
    expect((await api(readKeyA, '/nothing-here')).status).toBe(404);
  });
});

describe('rate limits per key (threat #66)', () => {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const limited = useTestBackend({
    clock: () => now,
    rateLimits: { apiKey: { limit: 3, windowMs: 60_000 } },
  });

  it('answers RateLimit-* headers, 429 past the limit, and again after the window', async () => {
    const admin = await createEnterpriseAdmin(limited, 'Limited Co');
    const key = await createKey(admin, 'read');
    const other = await createKey(admin, 'read');
    const replies = [];
    for (let i = 0; i < 4; i += 1) replies.push(await api(key, '/members', {}, limited));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 429]);
    expect(replies.map((reply) => reply.headers.get('ratelimit-remaining'))).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    expect(replies[0]!.headers.get('ratelimit-limit')).toBe('3');
    expect(replies[3]!.headers.get('retry-after')).toBe('60');
    expect(replies[3]!.body.error?.code).toBe('rate_limited');
    // Another key has its own window.
    expect((await api(other, '/members', {}, limited)).status).toBe(200);
    now += 30_000;
    expect((await api(key, '/members', {}, limited)).headers.get('ratelimit-reset')).toBe('30');
    now += 30_000;
    expect((await api(key, '/members', {}, limited)).status).toBe(200);
  });
});
