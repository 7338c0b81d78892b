import { describe, expect, it } from 'vitest';
import { parseFilter, parseLogic, MAX_LOGIC_DEPTH } from './filter-parser';
import {
  argumentCandidates,
  parseCount,
  parseNameList,
  parseOrder,
  parseQuery,
  parseSelect,
} from './query-parser';
import { restFailure } from '../testing/rest-failure';

const query = (text: string) => parseQuery(new URLSearchParams(text));

describe('select', () => {
  it('reads columns, stars, aliases and quoted names', () => {
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('id,title')).toEqual([
      { kind: 'column', name: 'id' },
      { kind: 'column', name: 'title' },
    ]);
    expect(parseSelect('name:full_name,"odd, name",*')).toEqual([
      { kind: 'column', name: 'full_name', alias: 'name' },
      { kind: 'column', name: 'odd, name' },
      { kind: 'star' },
    ]);
  });

  it('returns no items for an empty select, like PostgREST', () => {
    expect(parseSelect('')).toEqual([]);
  });

  it.each([
    ['team(name)', 'embedded resources'],
    ['teams!inner(*)', 'embedded resources'],
    ['id::text', 'casts'],
    ['data->x', 'JSON paths'],
    ['...team(name)', 'spreads'],
    ['count()', 'aggregates'],
  ])('refuses %s with PGRST100 (%s)', (select, reason) => {
    const error = restFailure(() => parseSelect(select));
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST100');
    expect(error.details).toContain(reason.split(' ')[0]);
  });

  it.each(['id;drop table users', 'id)--', "id'", 'id,', ',id', 'id title;', '"unclosed'])(
    'refuses the injection-shaped select %j',
    (select) => {
      expect(restFailure(() => parseSelect(select)).code).toBe('PGRST100');
    },
  );
});

describe('filters', () => {
  it('splits operator and value at the first dot only', () => {
    expect(parseFilter('email', 'eq.a.b@example.com')).toEqual({
      kind: 'filter',
      column: 'email',
      negated: false,
      predicate: { operator: 'eq', value: 'a.b@example.com' },
    });
    expect(parseFilter('title', 'eq.')).toMatchObject({ predicate: { value: '' } });
  });

  it('reads every comparison operator and not.', () => {
    for (const operator of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'isdistinct', 'match']) {
      expect(parseFilter('a', `${operator}.5`).predicate).toEqual({ operator, value: '5' });
    }
    expect(parseFilter('a', 'not.eq.5')).toMatchObject({ negated: true });
  });

  it('turns * into % in like and ilike patterns only', () => {
    expect(parseFilter('t', 'like.*abc*').predicate).toEqual({ operator: 'like', value: '%abc%' });
    expect(parseFilter('t', 'ilike.A*').predicate).toEqual({ operator: 'ilike', value: 'A%' });
    expect(parseFilter('t', 'eq.a*b').predicate).toEqual({ operator: 'eq', value: 'a*b' });
  });

  it('reads is.null, is.not_null, is.true, is.false', () => {
    for (const value of ['null', 'not_null', 'true', 'false', 'unknown']) {
      expect(parseFilter('a', `is.${value}`).predicate).toEqual({ operator: 'is', value });
    }
    expect(parseFilter('a', 'is.NULL').predicate).toEqual({ operator: 'is', value: 'null' });
    expect(restFailure(() => parseFilter('a', 'is.maybe')).code).toBe('PGRST100');
  });

  it('reads in lists with quoted values, escapes and empty lists', () => {
    expect(parseFilter('id', 'in.(1,2,3)').predicate).toEqual({
      operator: 'in',
      values: ['1', '2', '3'],
    });
    expect(parseFilter('name', 'in.("Hebdon, John",x,"a(b)","say \\"hi\\"")').predicate).toEqual({
      operator: 'in',
      values: ['Hebdon, John', 'x', 'a(b)', 'say "hi"'],
    });
    expect(parseFilter('id', 'in.()').predicate).toEqual({ operator: 'in', values: [] });
    expect(parseFilter('id', 'not.in.(1)')).toMatchObject({ negated: true });
  });

  it('reads cs, cd, ov and the range operators with array, range and JSON values', () => {
    expect(parseFilter('tags', 'cs.{a,"b c"}').predicate).toEqual({
      operator: 'cs',
      value: '{a,"b c"}',
    });
    expect(parseFilter('tags', 'not.cd.{a,b}')).toMatchObject({
      negated: true,
      predicate: { operator: 'cd', value: '{a,b}' },
    });
    expect(parseFilter('during', 'ov.[2020-01-01,2021-01-01)').predicate).toEqual({
      operator: 'ov',
      value: '[2020-01-01,2021-01-01)',
    });
    expect(parseFilter('meta', 'cs.{"a":{"b":[1,2]}}').predicate).toEqual({
      operator: 'cs',
      value: '{"a":{"b":[1,2]}}',
    });
    for (const operator of ['sl', 'sr', 'nxr', 'nxl', 'adj']) {
      expect(parseFilter('r', `${operator}.(1,5)`).predicate).toEqual({ operator, value: '(1,5)' });
    }
  });

  it('reads fts, plfts, phfts and wfts, with an optional language', () => {
    expect(parseFilter('body', 'fts.fat & rat').predicate).toEqual({
      operator: 'fts',
      language: undefined,
      value: 'fat & rat',
    });
    expect(parseFilter('body', 'plfts(english).fat rats').predicate).toEqual({
      operator: 'plfts',
      language: 'english',
      value: 'fat rats',
    });
    expect(parseFilter('body', 'not.wfts(simple)."fat rat" -cat')).toMatchObject({
      negated: true,
      predicate: { operator: 'wfts', language: 'simple', value: '"fat rat" -cat' },
    });
    expect(parseFilter('body', 'phfts( english ).a.b').predicate).toMatchObject({
      language: 'english',
      value: 'a.b',
    });
  });

  it.each(['fts().x', 'fts(english.x', "fts(eng'lish).x", 'fts(a;b).x', 'fts(english)x', 'fts'])(
    'refuses the malformed language or value in %j with PGRST100',
    (value) => {
      expect(restFailure(() => parseFilter('body', value)).code).toBe('PGRST100');
    },
  );

  it.each([
    'in.(1,2',
    'in.1,2',
    'in.("a)',
    'in.(1)x',
    'cs(any).{a}',
    'like(any).{a,b}',
    'eq',
    'zz.1',
  ])('refuses %j with PGRST100', (value) => {
    expect(restFailure(() => parseFilter('a', value)).code).toBe('PGRST100');
  });

  it('refuses JSON paths, casts and embedded filters in the key', () => {
    for (const key of ['data->>x', 'id::text', 'team.name']) {
      expect(restFailure(() => parseFilter(key, 'eq.1')).code).toBe('PGRST100');
    }
  });
});

describe('logic trees', () => {
  it('reads or=(a.eq.1,b.is.null)', () => {
    expect(parseLogic('or', '(a.eq.1,b.is.null)')).toEqual({
      kind: 'or',
      negated: false,
      conditions: [
        { kind: 'filter', column: 'a', negated: false, predicate: { operator: 'eq', value: '1' } },
        {
          kind: 'filter',
          column: 'b',
          negated: false,
          predicate: { operator: 'is', value: 'null' },
        },
      ],
    });
  });

  it('reads nested and/or, not., in lists and quoted values', () => {
    const tree = parseLogic(
      'not.and',
      '(a.in.(1,2),or(b.not.eq."x,y",not.and(c.gt.1,d.lt.2)),"e.f".like.*z)',
    );
    expect(tree.kind).toBe('and');
    expect(tree.negated).toBe(true);
    expect(tree.conditions[0]).toMatchObject({ predicate: { operator: 'in', values: ['1', '2'] } });
    const nested = tree.conditions[1];
    expect(nested).toMatchObject({ kind: 'or', negated: false });
    expect(nested?.kind === 'or' && nested.conditions[0]).toMatchObject({
      negated: true,
      predicate: { operator: 'eq', value: 'x,y' },
    });
    expect(nested?.kind === 'or' && nested.conditions[1]).toMatchObject({
      kind: 'and',
      negated: true,
    });
    expect(tree.conditions[2]).toMatchObject({
      column: 'e.f',
      predicate: { operator: 'like', value: '%z' },
    });
  });

  it('keeps array literals whole inside a tree', () => {
    expect(parseLogic('or', '(tags.eq.{a,b},id.eq.1)').conditions[0]).toMatchObject({
      predicate: { value: '{a,b}' },
    });
    expect(parseLogic('or', '(tags.cs.{a,b},tags.ov.{c})').conditions).toMatchObject([
      { predicate: { operator: 'cs', value: '{a,b}' } },
      { predicate: { operator: 'ov', value: '{c}' } },
    ]);
  });

  it('reads full-text search inside a tree, language and quoted values included', () => {
    expect(parseLogic('or', '(body.fts(english).cat,body.not.plfts."a, b")').conditions).toEqual([
      {
        kind: 'filter',
        column: 'body',
        negated: false,
        predicate: { operator: 'fts', language: 'english', value: 'cat' },
      },
      {
        kind: 'filter',
        column: 'body',
        negated: true,
        predicate: { operator: 'plfts', language: undefined, value: 'a, b' },
      },
    ]);
  });

  it('bounds the nesting depth', () => {
    // Depth 1 is (a.eq.1), depth 2 is (and(a.eq.1)), ...
    const tree = (depth: number) => `(${'and('.repeat(depth - 1)}a.eq.1${')'.repeat(depth)}`;
    expect(() => parseLogic('or', tree(MAX_LOGIC_DEPTH))).not.toThrow();
    expect(restFailure(() => parseLogic('or', tree(MAX_LOGIC_DEPTH + 1))).details).toContain(
      'deeper',
    );
    expect(restFailure(() => parseLogic('or', tree(5000))).code).toBe('PGRST100');
  });

  it.each(['a.eq.1', '()', '(a.eq.1', '(a.eq.1))', '(a.eq.1,)', '(a)', '(a.eq."x)'])(
    'refuses the malformed tree %j',
    (value) => {
      expect(restFailure(() => parseLogic('or', value)).code).toBe('PGRST100');
    },
  );
});

describe('order, limit, offset, columns', () => {
  it('reads directions and nulls placement', () => {
    expect(parseOrder('order_index')).toEqual([{ column: 'order_index', descending: false }]);
    expect(parseOrder('a.desc.nullslast,b.asc,c.nullsfirst')).toEqual([
      { column: 'a', descending: true, nulls: 'last' },
      { column: 'b', descending: false },
      { column: 'c', descending: false, nulls: 'first' },
    ]);
  });

  it.each(['id;--', 'id.up', 'id.desc.desc', 'id desc;drop', 'id.asc,', ''])(
    'refuses the order %j',
    (value) => {
      expect(restFailure(() => parseOrder(value)).code).toBe('PGRST100');
    },
  );

  it('reads limit and offset as non-negative integers only', () => {
    expect(parseCount('0', 'limit')).toBe(0);
    expect(parseCount('25', 'offset')).toBe(25);
    for (const bad of ['-1', '1.5', 'abc', '1e3', ' 1', '9999999999999999999', '']) {
      expect(restFailure(() => parseCount(bad, 'limit')).code).toBe('PGRST100');
    }
  });

  it('reads the quoted columns list supabase-js sends and plain on_conflict lists', () => {
    expect(parseNameList('"title","order_index"', 'columns')).toEqual(['title', 'order_index']);
    expect(parseNameList('user_id,video_id', 'on_conflict')).toEqual(['user_id', 'video_id']);
    expect(restFailure(() => parseNameList('a;b', 'columns')).code).toBe('PGRST100');
  });
});

describe('parseQuery', () => {
  it('decodes form encoding: + is a space, %2B a plus', () => {
    const parsed = query('title=eq.Security+basics&code=eq.a%2Bb');
    expect(parsed.where.map((filter) => filter.kind === 'filter' && filter.predicate)).toEqual([
      { operator: 'eq', value: 'Security basics' },
      { operator: 'eq', value: 'a+b' },
    ]);
  });

  it('collects every filter, repeated keys included, and the reserved parameters', () => {
    const parsed = query(
      'select=id&id=gt.1&id=lt.9&or=(a.eq.1,b.eq.2)&order=id.desc&limit=5&offset=10&on_conflict=a,b&columns="a","b"',
    );
    expect(parsed.select).toEqual([{ kind: 'column', name: 'id' }]);
    expect(parsed.where).toHaveLength(3);
    expect(parsed.order).toEqual([{ column: 'id', descending: true }]);
    expect(parsed).toMatchObject({
      limit: 5,
      offset: 10,
      onConflict: ['a', 'b'],
      columns: ['a', 'b'],
    });
  });

  it('leaves select undefined when absent (PostgREST default *)', () => {
    expect(query('').select).toBeUndefined();
    expect(query('').offset).toBeUndefined();
  });

  it('treats the keys of a GET /rpc call that name parameters as arguments', () => {
    const params = new URLSearchParams('invite_code=abc&name=eq.x&limit=1&or=(a.eq.1)');
    expect(argumentCandidates(params)).toEqual(['invite_code', 'name']);
    const parsed = parseQuery(params, { argNames: new Set(['invite_code']) });
    expect([...parsed.args]).toEqual([['invite_code', 'abc']]);
    expect(parsed.where).toHaveLength(2);
  });

  it('keeps injection attempts in values as plain strings', () => {
    const parsed = query(`title=eq.${encodeURIComponent("'; drop table users; --")}`);
    expect(parsed.where[0]).toMatchObject({
      predicate: { operator: 'eq', value: "'; drop table users; --" },
    });
  });
});
