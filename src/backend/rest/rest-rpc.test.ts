// /rest/v1/rpc/<fn> through the real supabase-js: the app's functions (scalar, row, void), set-
// returning functions, GET calls, errors, and the invite-lookup rate limit.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTeam,
  createTestTable,
  createUser,
  restClient,
  restFetch,
  serviceClient,
  useTestBackend,
  type TestBackend,
  type TestUser,
  userToken,
  startTestBackend,
} from '../testing';

const backend = useTestBackend();
let anon: SupabaseClient;
let team: Awaited<ReturnType<typeof createTeam>>;
let member: TestUser;

beforeAll(async () => {
  anon = restClient(backend);
  team = await createTeam(backend, 'Acme Inc');
  member = await createUser(backend, { teamId: team.id });
  await serviceClient(backend)
    .from('videos')
    .insert([
      { title: 'One', order_index: 1, is_published: true, duration: '5:00' },
      { title: 'Two', order_index: 2, is_published: true, duration: '5:00' },
      { title: 'Three', order_index: 3, is_published: true, duration: '5:00' },
    ]);
}, 60_000);

describe('the app’s functions', () => {
  it('returns a scalar: the team name for an invite code, null for a wrong one', async () => {
    const found = await anon.rpc('team_name_for_invite', { invite_code: team.inviteCode });
    expect(found).toMatchObject({ data: 'Acme Inc', error: null, status: 200 });
    const missing = await anon.rpc('team_name_for_invite', { invite_code: 'no-such-code' });
    expect(missing).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('answers 204 with no body for a void function', async () => {
    const result = await member.client.rpc('record_last_seen');
    expect(result).toMatchObject({ data: null, error: null, status: 204 });
    const { rows } = await backend.db.query<{ seen: boolean }>(
      'select last_seen_at is not null as seen from public.users where id = $1',
      [member.id],
    );
    expect(rows[0]?.seen).toBe(true);
  });

  it('returns a row as an object: complete_signup creates the team and admin profile', async () => {
    const { rows } = await backend.db.query<{ id: string; email: string }>(
      `insert into auth.users (email, raw_user_meta_data)
       values ('founder@example.com', '{"full_name":"Fay Founder","company_name":"Fay Co"}')
       returning id, email`,
    );
    const founder = rows[0] ?? { id: '', email: '' };
    const client = restClient(backend, await userToken(backend, founder.id, founder.email));
    const { data, error, status } = await client.rpc('complete_signup');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: founder.id, role: 'admin', full_name: 'Fay Founder' });
    const again = await client.rpc('complete_signup', { full_name: 'Ignored' });
    expect(again.data).toEqual(data);
  });

  it('passes RAISE EXCEPTION messages through as 400 P0001', async () => {
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into auth.users (email) values ('nometa@example.com') returning id`,
    );
    const client = restClient(
      backend,
      await userToken(backend, rows[0]?.id ?? '', 'nometa@example.com'),
    );
    const { error, status } = await client.rpc('complete_signup');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'Missing signup metadata' });
  });

  it('maps a function’s 42501 to 403 for a signed-in user and 401 for anon', async () => {
    const adminCode = await team.admin.client.rpc('team_invite_code');
    expect(adminCode.data).toBe(team.inviteCode);
    const memberCode = await member.client.rpc('team_invite_code');
    expect(memberCode.status).toBe(403);
    expect(memberCode.error).toMatchObject({
      code: '42501',
      message: 'Only a team admin can see the invite link',
    });
    const anonCall = await restFetch(backend, '/rpc/complete_signup', {
      method: 'POST',
      body: '{}',
      key: backend.anonKey,
    });
    expect(anonCall.status).toBe(401);
    expect(anonCall.headers.get('www-authenticate')).toBe('Bearer');
    expect(await anonCall.json()).toMatchObject({ code: '42501' });
  });

  it('answers 404 PGRST202 for an unknown function or unknown argument names', async () => {
    const unknown = await anon.rpc('no_such_function');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message:
        'Could not find the function public.no_such_function without parameters in the schema cache',
    });
    const wrongArgs = await anon.rpc('team_name_for_invite', { code: 'x' });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.message).toBe(
      'Could not find the function public.team_name_for_invite(code) in the schema cache',
    );
  });

  it('refuses functions outside schema public', async () => {
    const response = await restFetch(backend, '/rpc/my_role', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});

describe('set-returning functions and GET calls', () => {
  beforeAll(async () => {
    // Created after the catalog was first read: the REST layer must find them anyway.
    await backend.db.exec(`
      create function public.rest_test_numbers(n integer) returns setof integer
      language sql stable as $$ select generate_series(1, n) $$;
      create function public.rest_test_videos(min_index integer default 0)
      returns setof public.videos language sql stable as
      $$ select * from public.videos where order_index >= min_index $$;
      create function public.rest_test_pairs() returns table (label text, size integer)
      language sql stable as $$ values ('a', 1), ('b', 2) $$;
      create function public.rest_test_echo(value jsonb, tags text[]) returns jsonb
      language sql immutable as $$ select jsonb_build_object('value', value, 'tags', tags) $$;
    `);
  });

  it('returns arrays for setof scalar and table functions', async () => {
    const numbers = await anon.rpc('rest_test_numbers', { n: 3 });
    expect(numbers.data).toEqual([1, 2, 3]);
    const pairs = await anon.rpc('rest_test_pairs');
    expect(pairs.data).toEqual([
      { label: 'a', size: 1 },
      { label: 'b', size: 2 },
    ]);
  });

  it('filters, orders, limits and counts the rows a function returns', async () => {
    const { data, count, status } = await member.client
      .rpc('rest_test_videos', { min_index: 2 }, { count: 'exact' })
      .select('title')
      .order('order_index', { ascending: false })
      .limit(1);
    expect(data).toEqual([{ title: 'Three' }]);
    expect({ count, status }).toEqual({ count: 2, status: 206 });
    const single = await member.client.rpc('rest_test_videos').eq('title', 'Two').single();
    expect(single.data).toMatchObject({ title: 'Two', order_index: 2 });
  });

  it('calls with GET and HEAD, arguments in the query string', async () => {
    const get = await anon.rpc('rest_test_numbers', { n: 2 }, { get: true });
    expect(get).toMatchObject({ data: [1, 2], status: 200 });
    const head = await anon.rpc('rest_test_numbers', { n: 4 }, { head: true, count: 'exact' });
    expect(head).toMatchObject({ data: null, count: 4, status: 200 });
    const filtered = await member.client
      .rpc('rest_test_videos', { min_index: 1 }, { get: true })
      .eq('title', 'One')
      .select('title');
    expect(filtered.data).toEqual([{ title: 'One' }]);
  });

  it('converts JSON arguments to json and array parameters', async () => {
    const { data } = await anon.rpc('rest_test_echo', { value: { a: [1, 2] }, tags: ['x', 'y,z'] });
    expect(data).toEqual({ value: { a: [1, 2] }, tags: ['x', 'y,z'] });
  });

  it('runs GET calls read-only: a writing function answers 405 (25006)', async () => {
    const { status, error } = await member.client.rpc('record_last_seen', {}, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
  });

  it('answers 400 for an argument of the wrong type', async () => {
    const { status, error } = await anon.rpc('rest_test_numbers', { n: 'many' });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('max-affected on calls', () => {
  beforeAll(async () => {
    await createTestTable(backend, 'rest_test_queue', 'id serial primary key, job text not null');
    await backend.db.exec(`
      insert into public.rest_test_queue (job) values ('a'), ('b'), ('c');
      create function public.rest_test_take_jobs(how_many integer) returns setof public.rest_test_queue
      language sql volatile as $$
        delete from public.rest_test_queue
        where id in (select id from public.rest_test_queue order by id limit how_many)
        returning *
      $$;
    `);
  });

  it('refuses a call returning more rows than max-affected (handling=strict), undoing its writes', async () => {
    const call = (howMany: number, limit: number) =>
      restFetch(backend, '/rpc/rest_test_take_jobs', {
        method: 'POST',
        body: JSON.stringify({ how_many: howMany }),
        key: backend.anonKey,
        headers: { prefer: `handling=strict, max-affected=${limit}` },
      });
    const refused = await call(2, 1);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    const remaining = await backend.db.query('select 1 from public.rest_test_queue');
    expect(remaining.rows).toHaveLength(3);
    const allowed = await call(2, 2);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual([
      { id: 1, job: 'a' },
      { id: 2, job: 'b' },
    ]);
  });
});

describe('counts and Content-Range on calls', () => {
  it('counts the rows of a set-returning call, with head: true too', async () => {
    const counted = await anon.rpc('rest_test_numbers', { n: 3 }, { count: 'exact' });
    expect(counted).toMatchObject({ data: [1, 2, 3], count: 3, status: 200 });
    const head = await anon.rpc('rest_test_pairs', {}, { head: true, count: 'exact' });
    expect(head).toMatchObject({ data: null, count: 2, status: 200 });
    const page = await anon.rpc('rest_test_pairs', {}, { count: 'exact' }).range(1, 1);
    expect(page).toMatchObject({ data: [{ label: 'b', size: 2 }], count: 2, status: 206 });
  });

  it('counts a single value as one row, and puts Content-Range on every reply', async () => {
    const scalar = await anon.rpc(
      'team_name_for_invite',
      { invite_code: team.inviteCode },
      { count: 'exact' },
    );
    expect(scalar).toMatchObject({ data: 'Acme Inc', count: 1, status: 200 });
    const head = await anon.rpc(
      'team_name_for_invite',
      { invite_code: team.inviteCode },
      { head: true, count: 'exact' },
    );
    expect(head).toMatchObject({ data: null, count: 1, status: 200 });
    const ranges = [
      ['/rpc/rest_test_numbers', '{"n":3}', '', '0-2/*'],
      ['/rpc/rest_test_numbers', '{"n":3}', 'count=exact', '0-2/3'],
      ['/rpc/rest_test_numbers', '{"n":0}', 'count=exact', '*/0'],
      ['/rpc/team_name_for_invite', '{"invite_code":"x"}', '', '0-0/*'],
      ['/rpc/record_last_seen', '{}', 'count=exact', '0-0/1'],
    ];
    for (const [path = '', body, prefer = '', range] of ranges) {
      const response = await restFetch(backend, path, {
        method: 'POST',
        body,
        key: member.token,
        headers: { prefer },
      });
      expect(response.headers.get('content-range'), `${path} ${prefer}`).toBe(range);
    }
  });
});

describe('CSV from calls', () => {
  it('answers CSV for rows and for scalars (under PostgREST’s pgrst_scalar header)', async () => {
    const pairs = await anon.rpc('rest_test_pairs').csv();
    expect(pairs).toMatchObject({ data: 'label,size\na,1\nb,2', status: 200 });
    const numbers = await anon.rpc('rest_test_numbers', { n: 2 }, { get: true }).csv();
    expect(numbers.data).toBe('pgrst_scalar\n1\n2');
    const raw = await restFetch(backend, '/rpc/rest_test_pairs', {
      headers: { accept: 'text/csv' },
    });
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});

describe('overloaded functions', () => {
  beforeAll(async () => {
    await backend.db.exec(`
      create function public.rest_test_overloaded(a integer) returns text
      language sql immutable as $$ select 'integer ' || a $$;
      create function public.rest_test_overloaded(a text, b integer default 1) returns text
      language sql immutable as $$ select 'text ' || a || ' ' || b $$;
      create function public.rest_test_overloaded(c text) returns text
      language sql immutable as $$ select 'c ' || c $$;
    `);
  });

  it('answers 300 PGRST203 when several overloads take the argument names', async () => {
    const { status, error } = await anon.rpc('rest_test_overloaded', { a: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.rest_test_overloaded(a => integer), public.rest_test_overloaded(a => text, b => integer)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    const get = await anon.rpc('rest_test_overloaded', { a: 1 }, { get: true });
    expect(get.status).toBe(300);
  });

  it('calls the one overload that takes the argument names', async () => {
    const both = await anon.rpc('rest_test_overloaded', { a: 'x', b: 2 });
    expect(both).toMatchObject({ data: 'text x 2', status: 200 });
    const other = await anon.rpc('rest_test_overloaded', { c: 'y' }, { get: true });
    expect(other).toMatchObject({ data: 'c y', status: 200 });
    const none = await anon.rpc('rest_test_overloaded', { d: 1 });
    expect(none.status).toBe(404);
  });
});

describe('invite lookups are rate limited (docs/threat-model.md #4)', () => {
  let limited: TestBackend;

  beforeAll(async () => {
    limited = await startTestBackend({
      rateLimits: { inviteLookup: { limit: 3, windowMs: 60_000 } },
    });
  }, 60_000);

  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a client has used up its lookups', async () => {
    const client = restClient(limited);
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status } = await client.rpc('team_name_for_invite', {
        invite_code: `guess-${attempt}`,
      });
      expect(status).toBe(200);
    }
    const { status, error } = await client.rpc('team_name_for_invite', { invite_code: 'guess-3' });
    expect(status).toBe(429);
    expect(error).toMatchObject({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const raw = await restFetch(limited, '/rpc/team_name_for_invite', {
      method: 'POST',
      body: JSON.stringify({ invite_code: 'guess-4' }),
      key: limited.anonKey,
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count other functions against the limit', async () => {
    const { status } = await restClient(limited).rpc('no_such_function');
    expect(status).toBe(404);
  });
});
