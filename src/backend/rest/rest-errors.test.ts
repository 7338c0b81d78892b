// How the REST API fails: unknown names, bad tokens, bad bodies, injection attempts, the role a
// request runs as, and a fuzz run that must never produce a 5xx.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt, type JwtClaims } from '../jwt';
import {
  createUser,
  random,
  randomQuery,
  restClient,
  restFetch,
  serviceClient,
  useTestBackend,
  type TestUser,
  userToken,
} from '../testing';

const backend = useTestBackend();
let service: SupabaseClient;
let member: TestUser;

const PUBLIC_TABLES = [
  'teams',
  'users',
  'videos',
  'progress',
  'hotline_reports',
  'contact_messages',
];

beforeAll(async () => {
  service = serviceClient(backend);
  member = await createUser(backend);
  await service.from('videos').insert([
    { title: 'Visible', order_index: 1, is_published: true, duration: '5:00' },
    { title: 'Also visible', order_index: 2, is_published: true, duration: '5:00' },
  ]);
}, 60_000);

/** A supabase-js result refused with `status` and an error holding `fields`. */
function expectRefused(
  result: { status: number; error: unknown },
  status: number,
  fields: Record<string, unknown>,
) {
  expect(result.status).toBe(status);
  expect(result.error).toMatchObject(fields);
}

async function errorBody(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

describe('unknown names', () => {
  it('answers 404 PGRST205 for an unknown table', async () => {
    const { status, error } = await service.from('no_such_table').select();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });
  });

  it.each(['/auth.users', '/auth%2Eusers', '/pg_catalog.pg_roles', '/..%2Fauth/users'])(
    'does not reach a table outside public by a dotted or encoded name: %s',
    async (path) => {
      expect((await restFetch(backend, path)).status).toBe(404);
    },
  );

  it('answers 400 42703 for an unknown column in select, filters and order', async () => {
    const select = await service.from('videos').select('id, nope');
    expectRefused(select, 400, {
      code: '42703',
      message: 'column videos.nope does not exist',
    });
    const filter = await service.from('videos').select().eq('nope', 1);
    expect(filter.error?.code).toBe('42703');
    const order = await service.from('videos').select().order('nope');
    expect(order.error?.code).toBe('42703');
  });

  it('answers 400 PGRST204 for an unknown column in a body', async () => {
    expectRefused(await service.from('videos').insert({ title: 'x', nope: 1 }), 400, {
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'videos' in the schema cache",
    });
  });

  it('answers 406 PGRST106 for another schema and PGRST107 for a media type it lacks', async () => {
    const otherSchema = await service.schema('auth').from('users').select();
    expectRefused(otherSchema, 406, { code: 'PGRST106', message: 'Invalid schema: auth' });
    const geojson = await service.from('videos').select().geojson();
    expect(geojson.status).toBe(406);
    expect(geojson.error?.code).toBe('PGRST107');
    const plan = await service.from('videos').select().explain();
    expect(plan.status).toBe(406);
  });

  it('refuses resource embedding with a clear 400 PGRST100', async () => {
    const embedded = await service.from('users').select('id, teams(name)');
    expect(embedded.status).toBe(400);
    expect(embedded.error).toEqual({
      code: 'PGRST100',
      message: 'failed to parse select (id,teams(name))',
      details: 'embedded resources and aggregates are not supported',
      hint: null,
    });
    const inner = await service.from('users').select('id, team:teams!inner(name)');
    expect(inner.error?.details).toBe('embedded resources and aggregates are not supported');
    const spread = await service.from('users').select('...teams(name)');
    expect(spread.error?.details).toBe('spreads are not supported');
    const filter = await service.from('users').select('id').eq('teams.name', 'Acme');
    expectRefused(filter, 400, {
      code: 'PGRST100',
      details: 'JSON paths, casts and filters on embedded resources are not supported',
    });
  });

  it('answers 405 for methods PostgREST does not take here', async () => {
    const put = await restFetch(backend, '/videos', { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(await errorBody(put)).toMatchObject({ code: 'PGRST117' });
    const patchRpc = await restFetch(backend, '/rpc/record_last_seen', {
      method: 'PATCH',
      body: '{}',
    });
    expect(patchRpc.status).toBe(405);
  });
});

describe('tokens and roles', () => {
  const secretOf = () => backend.context.keys.jwtSecret;

  it('refuses anon on every table of public: 401 with WWW-Authenticate (docs/threat-model.md #3)', async () => {
    const anon = restClient(backend);
    for (const table of PUBLIC_TABLES) {
      const { status, error } = await anon.from(table).select();
      expect(status, table).toBe(401);
      expect(error?.code, table).toBe('42501');
    }
    const raw = await restFetch(backend, '/videos', { key: backend.anonKey });
    expect(raw.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('treats a request without any key as anon', async () => {
    const videos = await restFetch(backend, '/videos', { key: null });
    expect(videos.status).toBe(401);
    const lookup = await restFetch(backend, '/rpc/team_name_for_invite', {
      key: null,
      method: 'POST',
      body: JSON.stringify({ invite_code: 'x' }),
    });
    expect(lookup.status).toBe(200);
    expect(await lookup.text()).toBe('null');
  });

  it('uses the apikey header when there is no Authorization header', async () => {
    const response = await fetch(`${backend.url}/rest/v1/videos?select=title`, {
      headers: { apikey: backend.serviceRoleKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(2);
  });

  it('answers 401 PGRST301 for a token with a bad signature, garbage or a foreign role', async () => {
    const foreign = await signJwt({ role: 'service_role' }, 'another-secret-another-secret-xx', 60);
    const postgres = await signJwt({ role: 'postgres' as JwtClaims['role'] }, secretOf(), 60);
    for (const token of [foreign, 'abc', `${backend.serviceRoleKey}x`, postgres]) {
      const { status, error } = await restClient(backend, token).from('videos').select();
      expect(status).toBe(401);
      expect(error?.code).toBe('PGRST301');
    }
    const notBearer = await restFetch(backend, '/videos', {
      headers: { authorization: `Basic ${backend.serviceRoleKey}` },
    });
    expect(notBearer.status).toBe(401);
    expect(notBearer.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('answers 401 PGRST303 "JWT expired" for an expired token', async () => {
    const expired = await userToken(backend, member.id, member.email, -60);
    const { status, error } = await restClient(backend, expired).from('videos').select();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('runs each request as the JWT role with its claims and request settings, never as the owner', async () => {
    await backend.db.exec(`
      create function public.rest_test_whoami() returns jsonb language sql stable as $$
        select jsonb_build_object(
          'user', current_user,
          'uid', auth.uid(),
          'method', current_setting('request.method', true),
          'path', current_setting('request.path', true),
          'marker', current_setting('request.headers', true)::jsonb ->> 'x-marker',
          'readOnly', current_setting('transaction_read_only'))
      $$;
    `);
    const post = await member.client.rpc('rest_test_whoami');
    expect(post.data).toEqual({
      user: 'authenticated',
      uid: member.id,
      method: 'POST',
      path: '/rpc/rest_test_whoami',
      marker: null,
      readOnly: 'off',
    });
    const get = await restFetch(backend, '/rpc/rest_test_whoami', {
      key: backend.anonKey,
      headers: { 'x-marker': 'seen' },
    });
    expect(await get.json()).toMatchObject({
      user: 'anon',
      uid: null,
      method: 'GET',
      marker: 'seen',
      readOnly: 'on',
    });
    const { rows } = await backend.db.query<{ user: string }>('select current_user as user');
    expect(rows[0]?.user).not.toMatch(/^(anon|authenticated|service_role)$/);
  });
});

describe('bad bodies and values', () => {
  it.each([
    ['POST', '{"title": '],
    ['POST', ''],
    ['POST', '5'],
    ['POST', '"text"'],
    ['POST', '[1, 2]'],
    ['POST', 'null'],
    ['PATCH', '[{"title": "x"}]'],
  ])(
    'answers 400 PGRST102 to a %s of malformed JSON or a wrong shape: %j',
    async (method, body) => {
      const path = '/videos?id=eq.00000000-0000-4000-8000-000000000000';
      const response = await restFetch(backend, path, { method, body });
      expect(response.status).toBe(400);
      expect((await errorBody(response))['code']).toBe('PGRST102');
    },
  );

  it('answers 400 PGRST102 to rows with other keys and 400 to an array for a function', async () => {
    const mismatched = await restFetch(backend, '/videos', {
      method: 'POST',
      body: JSON.stringify([{ title: 'a' }, { order_index: 1 }]),
    });
    expect(await errorBody(mismatched)).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    });
    const rpcArray = await restFetch(backend, '/rpc/record_last_seen', {
      method: 'POST',
      body: '[]',
    });
    expect(rpcArray.status).toBe(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await restFetch(backend, '/videos', {
      method: 'POST',
      body: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('answers 400 for values of the wrong type, in bodies and filters', async () => {
    const body = await service.from('videos').insert({ title: 'x', order_index: 'abc' });
    expect(body.status).toBe(400);
    expect(body.error?.code).toBe('22P02');
    const filter = await service.from('videos').select().eq('id', 'not-a-uuid');
    expectRefused(filter, 400, { code: '22P02' });
    expect(filter.error?.message).toContain('uuid');
    const tooLong = await service.from('videos').insert({ title: 'x'.repeat(301), order_index: 1 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.code).toBe('23514');
  });

  it('answers 413 for a body over 64 KB', async () => {
    const { status } = await service
      .from('videos')
      .insert({ title: 'big', description: 'x'.repeat(70 * 1024) });
    expect(status).toBe(413);
  });

  it('answers 413 for a body over 64 KB sent in chunks, without Content-Length', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(1024)}",`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('['));
        for (let i = 0; i < 70; i++) controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode('"end"]'));
        controller.close();
      },
    });
    const response = await restFetch(backend, '/videos', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it.each([
    'select=id;drop table users',
    'select=id,teams(name)',
    'select=id::text',
    'order=id;--',
    'order=title.sideways',
    'limit=-1',
    'offset=abc',
    'title=eq(any).{a}',
    'title=fts(a;b).x',
    'or=(title.eq.a',
  ])(
    'answers 400 PGRST100 to query-string syntax outside the supported subset: %s',
    async (query) => {
      const response = await restFetch(backend, `/videos?${query}`);
      expect(response.status).toBe(400);
      expect((await errorBody(response))['code']).toBe('PGRST100');
    },
  );
});

describe('injection attempts', () => {
  const attempts = [
    "'; drop table public.videos; --",
    "x' or '1'='1",
    '"); delete from public.videos; --',
    'Visible\\',
    '$1::text',
    '%',
    '\u0000',
  ];

  it('treats values as data: no rows, no error, nothing dropped', async () => {
    for (const value of attempts.slice(0, 5)) {
      const { data, error } = await service.from('videos').select('title').eq('title', value);
      expect(error, value).toBeNull();
      expect(data, value).toEqual([]);
      // postgrest-js quotes in() values without escaping an inner ": such a list cannot be
      // parsed (by PostgREST either) and is refused, never run.
      const quoted = await service.from('videos').select('title').in('title', [value, 'x,y']);
      if (value.includes('"')) expect(quoted.error?.code, value).toBe('PGRST100');
      else expect(quoted.data, value).toEqual([]);
      const escaped = value.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
      const tree = await service.from('videos').select('title').or(`title.eq."${escaped}"`);
      expect(tree.error, value).toBeNull();
      expect(tree.data, value).toEqual([]);
    }
    const { count } = await service.from('videos').select('*', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  it('answers 400 (never 500) for a NUL byte in a value', async () => {
    const { status } = await service
      .from('videos')
      .select()
      .eq('title', attempts[6] ?? '');
    expect(status).toBe(400);
  });

  it('refuses identifiers that are not catalog names', async () => {
    for (const key of ['id;drop table videos', 'id"--', `title" = title or "1`]) {
      const response = await restFetch(backend, `/videos?${encodeURIComponent(key)}=eq.1`);
      expect(response.status, key).toBe(400);
    }
    const table = await restFetch(backend, `/${encodeURIComponent('videos; drop table users')}`);
    expect(table.status).toBe(404);
  });

  it('quotes legitimate names that contain quotes and spaces', async () => {
    await backend.db.exec(`
      create table public."odd table" (id serial primary key, "we""ird" text, "it's" text);
      alter table public."odd table" enable row level security;
    `);
    const odd = serviceClient(backend).from('odd table');
    const inserted = await odd.insert({ 'we"ird': 'a', "it's": 'b' }).select('"we\\"ird","it\'s"');
    expect(inserted.error).toBeNull();
    const { data } = await serviceClient(backend)
      .from('odd table')
      .select('id, renamed:"it\'s"')
      .eq('we"ird', 'a');
    expect(data).toEqual([{ id: 1, renamed: 'b' }]);
  });
});

describe('fuzz over HTTP', () => {
  it('answers every random query string with a status below 500', async () => {
    const next = random(42);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      let query: string;
      try {
        query = encodeURI(randomQuery(next, 10)).replaceAll('#', '%23');
      } catch {
        continue; // a lone surrogate: no URL can carry it
      }
      const method = ['GET', 'HEAD', 'DELETE', 'PATCH'][i % 4] ?? 'GET';
      const response = await restFetch(backend, `/videos?title=like.zz*&${query}`, {
        method,
        ...(method === 'PATCH' ? { body: '{"description":"fuzz"}' } : {}),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${method} ${query}`).toBeLessThan(500);
    }
    expect(statuses.size).toBeGreaterThan(1);
  }, 60_000);

  it('answers random JSON bodies with a status below 500 and writes nothing half-way', async () => {
    const next = random(7);
    const values: unknown[] = [
      null,
      true,
      1e308,
      -1,
      'x',
      '',
      [],
      {},
      [1],
      { a: 1 },
      'é\u0000',
      2 ** 63,
    ];
    const pick = () => values[Math.floor(next() * values.length)];
    for (let i = 0; i < 150; i++) {
      const row: Record<string, unknown> = {};
      for (const column of ['title', 'order_index', 'is_published', 'category', 'duration']) {
        if (next() < 0.6) row[column] = pick();
      }
      const body = next() < 0.5 ? JSON.stringify(row) : JSON.stringify([row, { ...row, extra: 1 }]);
      const response = await restFetch(backend, '/videos?columns=title,order_index', {
        method: 'POST',
        body,
      });
      await response.arrayBuffer();
      expect(response.status, body).toBeLessThan(500);
    }
    await service.from('videos').delete().neq('title', 'Visible').neq('title', 'Also visible');
  }, 60_000);
});
