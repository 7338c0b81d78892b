// Reads through the real supabase-js against a running embedded backend (PGlite, or PostgreSQL
// when DATABASE_URL is set): every select shape the app uses, plus what PostgREST puts on the wire.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createUser, restFetch, serviceClient, useTestBackend } from '../testing';
import { MAX_ROWS } from './routes';

interface Video {
  id: string;
  title: string;
  order_index: number;
  is_published: boolean;
  category: string | null;
}

const backend = useTestBackend();
let service: SupabaseClient;
let videos: Video[] = [];

const FIXTURES = [
  {
    title: 'Security basics',
    order_index: 1,
    is_published: true,
    duration: '5:00',
    category: 'Basics',
  },
  { title: 'Passwords', order_index: 2, is_published: true, duration: '5:00', category: null },
  { title: 'Phishing', order_index: 3, is_published: false, category: 'Email' },
  { title: 'Hebdon, John', order_index: 4, is_published: true, duration: '5:00', category: null },
  {
    title: 'Access (reviews)',
    order_index: 5,
    is_published: true,
    duration: '5:00',
    category: 'Basics',
  },
  { title: 'Incident response', order_index: 6, is_published: false, category: 'Response' },
];

beforeAll(async () => {
  service = serviceClient(backend);
  const { data, error } = await service.from('videos').insert(FIXTURES).select();
  if (error) throw new Error(error.message);
  videos = data as Video[];
}, 60_000);

const titles = (rows: unknown) => (rows as Video[]).map((video) => video.title);

describe('select with filters', () => {
  it('selects the named columns only, filtered with eq', async () => {
    const { data, error, status } = await service
      .from('videos')
      .select('id, title')
      .eq('title', 'Passwords');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: videos[1]?.id, title: 'Passwords' }]);
  });

  it('aliases columns', async () => {
    const { data } = await service.from('videos').select('name:title').eq('order_index', 1);
    expect(data).toEqual([{ name: 'Security basics' }]);
  });

  it('filters with in, including values that need quoting', async () => {
    const { data } = await service
      .from('videos')
      .select('title')
      .in('title', ['Hebdon, John', 'Access (reviews)', 'Nope'])
      .order('order_index');
    expect(titles(data)).toEqual(['Hebdon, John', 'Access (reviews)']);
    const byIds = await service
      .from('videos')
      .select('title')
      .in('id', [videos[0]?.id, videos[2]?.id])
      .order('order_index');
    expect(titles(byIds.data)).toEqual(['Security basics', 'Phishing']);
  });

  it('filters with neq, gt, gte, lt, lte and is', async () => {
    const range = await service
      .from('videos')
      .select('order_index')
      .gt('order_index', 1)
      .lte('order_index', 3)
      .neq('order_index', 2);
    expect(range.data).toEqual([{ order_index: 3 }]);
    const published = await service.from('videos').select('title').is('is_published', false);
    expect(titles(published.data).sort()).toEqual(['Incident response', 'Phishing']);
    const noCategory = await service.from('videos').select('title').is('category', null);
    expect(titles(noCategory.data).sort()).toEqual(['Hebdon, John', 'Passwords']);
  });

  it('filters with like and ilike, % or *', async () => {
    const like = await service.from('videos').select('title').like('title', 'P%');
    expect(titles(like.data).sort()).toEqual(['Passwords', 'Phishing']);
    const ilike = await service.from('videos').select('title').ilike('title', '*SECURITY*');
    expect(titles(ilike.data)).toEqual(['Security basics']);
  });

  it('filters with not and or, nested and quoted', async () => {
    const notNull = await service.from('videos').select('title').not('category', 'is', null);
    expect(notNull.data).toHaveLength(4);
    const either = await service
      .from('videos')
      .select('title')
      .or('order_index.eq.1,title.eq."Hebdon, John",and(order_index.gt.5,is_published.is.false)')
      .order('order_index');
    expect(titles(either.data)).toEqual(['Security basics', 'Hebdon, John', 'Incident response']);
    const notIn = await service
      .from('videos')
      .select('title')
      .not('order_index', 'in', '(1,2,3,4,5)');
    expect(titles(notIn.data)).toEqual(['Incident response']);
  });

  it('reads + in the query string as a space', async () => {
    const response = await restFetch(backend, '/videos?select=title&title=eq.Security+basics');
    expect(await response.json()).toEqual([{ title: 'Security basics' }]);
  });
});

describe('order, limit, offset', () => {
  it('orders ascending and descending with range()', async () => {
    const { data } = await service
      .from('videos')
      .select('order_index')
      .order('order_index', { ascending: false })
      .range(1, 3);
    expect(data).toEqual([{ order_index: 5 }, { order_index: 4 }, { order_index: 3 }]);
  });

  it('places nulls first or last', async () => {
    const first = await service
      .from('videos')
      .select('category')
      .order('category', { nullsFirst: true })
      .order('order_index')
      .limit(3);
    expect(first.data).toEqual([{ category: null }, { category: null }, { category: 'Basics' }]);
    const last = await service
      .from('videos')
      .select('category')
      .order('category', { ascending: false, nullsFirst: false })
      .limit(1);
    expect(last.data).toEqual([{ category: 'Response' }]);
  });
});

describe('count, head and Content-Range', () => {
  it('counts exactly and answers 206 for a partial page', async () => {
    const partial = await service.from('videos').select('id', { count: 'exact' }).limit(2);
    expect(partial).toMatchObject({ count: FIXTURES.length, status: 206 });
    expect(partial.data).toHaveLength(2);
    const whole = await service.from('videos').select('id', { count: 'exact' });
    expect(whole).toMatchObject({ count: FIXTURES.length, status: 200 });
  });

  it('answers HEAD with the count and no body', async () => {
    const { data, count, status, error } = await service
      .from('videos')
      .select('*', { count: 'exact', head: true })
      .eq('is_published', true);
    expect({ data, count, status, error }).toEqual({
      data: null,
      count: 4,
      status: 200,
      error: null,
    });
  });

  it('sends Content-Range and a JSON content type on every read', async () => {
    const page = await restFetch(backend, '/videos?select=id&order=order_index&limit=3&offset=1');
    expect(page.headers.get('content-range')).toBe('1-3/*');
    expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');

    const counted = await restFetch(backend, '/videos?select=id&limit=3', {
      headers: { prefer: 'count=exact' },
    });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe(`0-2/${FIXTURES.length}`);

    const empty = await restFetch(backend, '/videos?title=eq.none', {
      headers: { prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(await empty.json()).toEqual([]);

    const head = await restFetch(backend, '/videos', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-range')).toBe(`0-${FIXTURES.length - 1}/*`);
    expect(await head.text()).toBe('');
  });

  it('answers 416 PGRST103 for an offset past the counted rows', async () => {
    const { error, status } = await service
      .from('videos')
      .select('id', { count: 'exact' })
      .range(50, 60);
    expect(status).toBe(416);
    expect(error).toMatchObject({
      code: 'PGRST103',
      details: `An offset of 50 was requested, but there are only ${FIXTURES.length} rows.`,
    });
  });
});

describe('single and maybeSingle', () => {
  it('returns one bare object for single()', async () => {
    const { data, error } = await service
      .from('videos')
      .select('id, title')
      .eq('id', videos[2]?.id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: videos[2]?.id, title: 'Phishing' });
  });

  it('answers 406 PGRST116 when single() finds no row or several', async () => {
    const none = await service.from('videos').select().eq('title', 'Nope').single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await service.from('videos').select().eq('is_published', true).single();
    expect(many.error?.details).toBe('The result contains 4 rows');
  });

  it('returns null or the row for maybeSingle() (the player reads progress that may be absent)', async () => {
    const absent = await service.from('videos').select().eq('title', 'Nope').maybeSingle();
    expect(absent).toMatchObject({ data: null, error: null, status: 200 });
    const present = await service.from('videos').select('title').eq('order_index', 2).maybeSingle();
    expect(present.data).toEqual({ title: 'Passwords' });
  });

  it('strips nulls on request', async () => {
    const { data } = await service
      .from('videos')
      .select('title, category')
      .eq('order_index', 2)
      .stripNulls();
    expect(data).toEqual([{ title: 'Passwords' }]);
  });
});

describe('row-level security on reads', () => {
  it('shows a member the published videos only, silently hiding the rest', async () => {
    // A member of a team on a trial, whose plan shows more than these four courses.
    const team = await createTeam(backend, 'Readers');
    const member = await createUser(backend, { teamId: team.id });
    const { data, error } = await member.client
      .from('videos')
      .select('title')
      .order('order_index', { ascending: true });
    expect(error).toBeNull();
    expect(titles(data)).toEqual([
      'Security basics',
      'Passwords',
      'Hebdon, John',
      'Access (reviews)',
    ]);
    const draft = await member.client.from('videos').select().eq('id', videos[2]?.id).maybeSingle();
    expect(draft).toMatchObject({ data: null, error: null });
  });

  it('lets an editor read drafts too', async () => {
    const editor = await createUser(backend, { role: 'editor' });
    const { count } = await editor.client
      .from('videos')
      .select('*', { count: 'exact', head: true });
    expect(count).toBe(FIXTURES.length);
  });
});

describe('CSV (supabase-js .csv())', () => {
  it('answers text/csv with a header row and one line per row', async () => {
    const { data, status, error } = await service
      .from('videos')
      .select('title, category')
      .order('order_index')
      .limit(3)
      .csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe('title,category\n"Security basics",Basics\nPasswords,\nPhishing,Email');
    const raw = await restFetch(backend, '/videos?select=title&limit=1', {
      headers: { accept: 'text/csv' },
    });
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(raw.headers.get('content-range')).toBe('0-0/*');
  });

  it('quotes as PostgREST does: , " \\ ( ) whitespace and empty strings; NULL stays empty', async () => {
    const rows = [
      { title: 'He said "hi", twice', description: 'line one\nline two', order_index: 201 },
      { title: 'Back\\slash', description: '', order_index: 202 },
      { title: 'Plain', description: null, order_index: 203 },
    ];
    await service.from('videos').insert(rows);
    const { data } = await service
      .from('videos')
      .select('title, description, order_index')
      .gte('order_index', 201)
      .order('order_index')
      .csv();
    await service.from('videos').delete().gte('order_index', 201);
    expect(data).toBe(
      [
        'title,description,order_index',
        '"He said ""hi"", twice","line one\nline two",201',
        '"Back\\\\slash","",202',
        'Plain,,203',
      ].join('\n'),
    );
  });

  it('answers an empty header for no rows, counts with HEAD, and returns written rows', async () => {
    const empty = await service.from('videos').select('title').eq('title', 'nope').csv();
    expect(empty).toMatchObject({ data: '\n', status: 200 });
    const head = await service.from('videos').select('title', { count: 'exact', head: true }).csv();
    expect(head).toMatchObject({ data: null, count: FIXTURES.length });
    const inserted = await service
      .from('videos')
      .insert({ title: 'CSV insert', order_index: 300 })
      .select('title, order_index')
      .csv();
    await service.from('videos').delete().eq('title', 'CSV insert');
    expect(inserted).toMatchObject({ data: 'title,order_index\n"CSV insert",300', status: 201 });
  });
});

describe('max rows', () => {
  it(`never returns more than ${MAX_ROWS} rows, with or without a limit`, async () => {
    const bulk = Array.from({ length: MAX_ROWS + 5 }, (_, index) => ({
      title: `Bulk ${index}`,
      order_index: 100 + index,
    }));
    const inserted = await service.from('videos').insert(bulk);
    expect(inserted.error).toBeNull();

    const unlimited = await service
      .from('videos')
      .select('id', { count: 'exact' })
      .like('title', 'Bulk%');
    expect(unlimited.data).toHaveLength(MAX_ROWS);
    expect(unlimited).toMatchObject({ count: MAX_ROWS + 5, status: 206 });

    const overLimit = await service.from('videos').select('id').like('title', 'Bulk%').limit(5000);
    expect(overLimit.data).toHaveLength(MAX_ROWS);

    const tail = await service
      .from('videos')
      .select('id')
      .like('title', 'Bulk%')
      .range(MAX_ROWS, 5000);
    expect(tail.data).toHaveLength(5);

    await service.from('videos').delete().like('title', 'Bulk%');
  }, 30_000);
});
