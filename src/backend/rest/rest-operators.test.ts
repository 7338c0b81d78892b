// Array, range and JSON operators (cs, cd, ov, sl, sr, nxl, nxr, adj) and full-text search (fts,
// plfts, phfts, wfts) through the real supabase-js, on a table made for these tests.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTable, restFetch, serviceClient, useTestBackend } from '../testing';

const backend = useTestBackend();
let service: SupabaseClient;

const DOCUMENTS = [
  {
    id: 1,
    title: 'Phishing basics',
    body: 'Never click links in unexpected emails',
    tags: ['email', 'security'],
    scores: [1, 2, 3],
    span: '[1,10)',
    meta: { level: 'basic', topics: ['email', 'links'] },
  },
  {
    id: 2,
    title: 'Password managers',
    body: 'A password manager stores passwords safely',
    tags: ['passwords', 'security'],
    scores: [5],
    span: '[10,20)',
    meta: { level: 'advanced', topics: ['passwords'] },
  },
  {
    id: 3,
    title: 'Incident response',
    body: 'Report incidents quickly: the fat cats ran',
    tags: [],
    scores: null,
    span: 'empty',
    meta: { level: 'basic' },
  },
];

beforeAll(async () => {
  service = serviceClient(backend);
  await createTestTable(
    backend,
    'rest_test_documents',
    `id integer primary key,
     title text not null,
     body text,
     tags text[] not null default '{}',
     scores integer[],
     span int4range,
     meta jsonb,
     search tsvector generated always as (to_tsvector('english', title || ' ' || coalesce(body, ''))) stored`,
  );
  const { error } = await service.from('rest_test_documents').insert(DOCUMENTS);
  if (error) throw new Error(error.message);
}, 60_000);

const documents = () => service.from('rest_test_documents').select('id').order('id');

/** The ids a filtered request returns, or its error. */
async function ids(request: PromiseLike<{ data: unknown; error: unknown }>) {
  const { data, error } = await request;
  expect(error).toBeNull();
  return (data as { id: number }[]).map((row) => row.id);
}

describe('contains, containedBy and overlaps', () => {
  it('filter text and integer arrays with {a,b} literals', async () => {
    expect(await ids(documents().contains('tags', ['security']))).toEqual([1, 2]);
    expect(await ids(documents().contains('tags', ['email', 'security']))).toEqual([1]);
    expect(await ids(documents().contains('tags', '{"security"}'))).toEqual([1, 2]);
    expect(await ids(documents().containedBy('tags', ['security', 'email', 'x']))).toEqual([1, 3]);
    expect(await ids(documents().overlaps('tags', ['email', 'passwords']))).toEqual([1, 2]);
    expect(await ids(documents().overlaps('scores', [2, 5]))).toEqual([1, 2]);
  });

  it('filter ranges', async () => {
    expect(await ids(documents().contains('span', '[2,4)'))).toEqual([1]);
    expect(await ids(documents().overlaps('span', '[5,12)'))).toEqual([1, 2]);
    expect(await ids(documents().containedBy('span', '[0,100)'))).toEqual([1, 2, 3]);
    expect(await ids(documents().rangeLt('span', '[20,30)'))).toEqual([1, 2]);
    expect(await ids(documents().rangeGt('span', '[0,5)'))).toEqual([2]);
    expect(await ids(documents().rangeAdjacent('span', '[20,25)'))).toEqual([2]);
    expect(await ids(documents().rangeGte('span', '[5,6)'))).toEqual([2]);
    expect(await ids(documents().rangeLte('span', '[0,10)'))).toEqual([1]);
  });

  it('filter jsonb with JSON values', async () => {
    expect(await ids(documents().contains('meta', { level: 'basic' }))).toEqual([1, 3]);
    expect(await ids(documents().contains('meta', { topics: ['links'] }))).toEqual([1]);
    const wider = { level: 'basic', topics: ['email', 'links'], extra: true };
    expect(await ids(documents().containedBy('meta', wider))).toEqual([1, 3]);
  });

  it('combine with not, or and and', async () => {
    expect(await ids(documents().not('tags', 'cs', '{security}'))).toEqual([3]);
    expect(await ids(documents().or('tags.cs.{email},meta.cs.{"level":"advanced"}'))).toEqual([
      1, 2,
    ]);
    expect(await ids(documents().or('and(tags.ov.{security},span.sr."[1,5)"),id.eq.3'))).toEqual([
      2, 3,
    ]);
  });

  it('answers 400 for a value that is not of the column type', async () => {
    const { status, error } = await documents().contains('span', 'not a range');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
    const array = await documents().contains('scores', ['x']);
    expect(array.status).toBe(400);
  });

  it('leaves an operator the column type lacks to Postgres: 42883, as PostgREST does', async () => {
    const { status, error } = await documents().contains('title', ['x']);
    expect(error?.code).toBe('42883');
    expect(status).toBe(404); // PostgREST's status for 42883 (undefined function)
    const jsonOverlap = await documents().overlaps('meta', ['x']);
    expect(jsonOverlap.error?.code).toBe('42883');
  });
});

describe('full-text search', () => {
  it('matches with to_tsquery, optionally with a language', async () => {
    expect(await ids(documents().textSearch('search', 'password & manager'))).toEqual([2]);
    expect(await ids(documents().textSearch('search', 'cats', { config: 'english' }))).toEqual([3]);
    expect(await ids(documents().not('search', 'fts', 'security | fat'))).toEqual([1, 2]);
  });

  it('matches plain, phrase and websearch queries', async () => {
    const plain = documents().textSearch('search', 'fat cats', {
      type: 'plain',
      config: 'english',
    });
    expect(await ids(plain)).toEqual([3]);
    const phrase = documents().textSearch('search', 'cats fat', { type: 'phrase' });
    expect(await ids(phrase)).toEqual([]);
    const inOrder = documents().textSearch('search', 'fat cats', { type: 'phrase' });
    expect(await ids(inOrder)).toEqual([3]);
    const web = (query: string) =>
      ids(documents().textSearch('search', query, { type: 'websearch', config: 'english' }));
    expect(await web('"password manager" or phishing')).toEqual([1, 2]);
    expect(await web('"manager password" or cats -fat')).toEqual([]);
  });

  it('searches text columns too, and works inside or=()', async () => {
    expect(await ids(documents().textSearch('title', 'incident', { config: 'english' }))).toEqual([
      3,
    ]);
    expect(
      await ids(documents().or('search.wfts(english).cats,title.plfts."password managers"')),
    ).toEqual([2, 3]);
  });

  it('answers 400 for an unknown language or a malformed query', async () => {
    const language = await documents().textSearch('search', 'x', { config: 'klingon' });
    expect(language.status).toBe(400);
    expect(language.error).toMatchObject({
      code: '42704',
      message: 'text search configuration "klingon" does not exist',
    });
    const query = await documents().textSearch('search', 'fat & (');
    expect(query.status).toBe(400);
    expect(query.error?.code).toBe('42601');
  });

  it('refuses a language that is not a plain name before it reaches SQL (PGRST100)', async () => {
    for (const language of ["english'); drop table x; --", 'a.b', '']) {
      const response = await restFetch(
        backend,
        `/rest_test_documents?search=fts(${encodeURIComponent(language)}).x`,
      );
      expect(response.status, language).toBe(400);
      expect(((await response.json()) as { code: string }).code, language).toBe('PGRST100');
    }
  });
});
