import { describe, expect, it } from 'vitest';
import type { Catalog, Column, RpcFunction, Table } from './catalog';
import type { ParsedQuery } from './query-ast';
import { parseQuery } from './query-parser';
import { buildCall, resolveFunction, resolveFunctionForQuery } from './rpc-sql';
import {
  MAX_ROWS,
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  tableSource,
} from './sql-builder';
import { quoteIdent } from './sql-fragments';
import { restFailure } from '../testing/rest-failure';

const columns = (...list: Column[]) => new Map(list.map((column) => [column.name, column]));

const videos: Table = {
  name: 'videos',
  columns: columns(
    { name: 'id', type: 'uuid', default: 'gen_random_uuid()' },
    { name: 'title', type: 'text' },
    { name: 'order_index', type: 'integer', default: '0' },
    { name: 'created_at', type: 'timestamp with time zone', default: 'now()' },
  ),
  primaryKey: ['id'],
};

/** A table whose names need quoting: they come from the catalog, so they are legitimate. */
const odd: Table = {
  name: 'odd "table"',
  columns: columns({ name: 'we"ird', type: 'text' }, { name: "it's", type: 'text' }),
  primaryKey: [],
};

const intParam = (name: string) => ({ name, type: 'integer', hasDefault: false });

const fn = (name: string, result: RpcFunction['result'], ...params: string[]): RpcFunction => ({
  name,
  params: params.map((param) => ({
    name: param.replace('?', ''),
    type: 'text',
    hasDefault: param.endsWith('?'),
  })),
  result,
});

const catalog: Catalog = {
  tables: new Map([
    ['videos', videos],
    [odd.name, odd],
  ]),
  functions: new Map([
    [
      'team_name_for_invite',
      [fn('team_name_for_invite', { kind: 'scalar', set: false }, 'invite_code')],
    ],
    ['record_last_seen', [fn('record_last_seen', { kind: 'void' })]],
    [
      'complete_signup',
      [
        fn(
          'complete_signup',
          { kind: 'rows', set: false, columns: videos.columns },
          'full_name?',
          'company_name?',
        ),
      ],
    ],
    [
      'overloaded',
      [
        fn('overloaded', { kind: 'scalar', set: false }, 'a', 'b'),
        fn('overloaded', { kind: 'scalar', set: false }, 'a'),
      ],
    ],
    [
      'ambiguous',
      [
        { ...fn('ambiguous', { kind: 'scalar', set: false }, 'a'), params: [intParam('a')] },
        fn('ambiguous', { kind: 'scalar', set: false }, 'a', 'b?'),
        fn('ambiguous', { kind: 'scalar', set: false }, 'c'),
      ],
    ],
  ]),
};

const query = (text: string): ParsedQuery => parseQuery(new URLSearchParams(text));
const readOptions = { singleObject: false, stripNulls: false, csv: false, count: false };
const writeOptions = { singleObject: false, stripNulls: false, csv: false, representation: true };

describe('identifiers', () => {
  it('double-quotes and doubles embedded quotes', () => {
    expect(quoteIdent('videos')).toBe('"videos"');
    expect(quoteIdent('we"ird')).toBe('"we""ird"');
    expect(() => quoteIdent('a\0b')).toThrow();
  });

  it('quotes catalog names with quotes safely in every position', () => {
    const { sql, params } = buildRead(
      tableSource(odd),
      query(`select=${encodeURIComponent(`"we\\"ird",alias:"it's"`)}&it's=eq.x`),
      readOptions,
    );
    expect(sql).toContain('from "public"."odd ""table"""');
    expect(sql).toContain('"odd ""table"""."we""ird"');
    expect(sql).toContain(`"odd ""table"""."it's" as "alias"`);
    expect(params).toContain('x');
  });

  it.each([
    ['select=id;drop table users', 'PGRST100'],
    ['order=id;--', 'PGRST100'],
    ['select=nope', '42703'],
    ['order=nope.desc', '42703'],
    ['nope=eq.1', '42703'],
    [`${encodeURIComponent('id"; drop table videos; --')}=eq.1`, '42703'],
    ['or=(nope.eq.1)', '42703'],
  ])('refuses %s with %s before any SQL is built', (text, code) => {
    const error = restFailure(() => buildRead(tableSource(videos), query(text), readOptions));
    expect(error.code).toBe(code);
    expect(error.status).toBe(400);
  });

  it('names the column and table in the 42703 message, as Postgres does', () => {
    expect(
      restFailure(() => buildRead(tableSource(videos), query('select=nope'), readOptions)).message,
    ).toBe('column videos.nope does not exist');
  });
});

describe('reads', () => {
  it('binds every value as a parameter cast to the column type', () => {
    const injection = "x' or '1'='1";
    const { sql, params } = buildRead(
      tableSource(videos),
      query(`select=id,title&title=eq.${encodeURIComponent(injection)}&order_index=gte.2`),
      readOptions,
    );
    expect(sql).not.toContain(injection);
    expect(sql).toContain('"videos"."title" = cast($1::text as text)');
    expect(sql).toContain('"videos"."order_index" >= cast($2::text as integer)');
    expect(params.slice(0, 2)).toEqual([injection, '2']);
  });

  it('renders like, ilike, is, in, not and or', () => {
    const { sql, params } = buildRead(
      tableSource(videos),
      query(
        'title=ilike.*sec*&id=in.(a,"b,c")&created_at=is.null&order_index=not.eq.3&or=(title.like.A*,and(order_index.gt.1,order_index.lt.5))&title=in.()',
      ),
      readOptions,
    );
    expect(sql).toContain('"videos"."title"::text ilike $1::text');
    expect(sql).toContain('"videos"."id" in (cast($2::text as uuid), cast($3::text as uuid))');
    expect(sql).toContain('"videos"."created_at" is null');
    expect(sql).toContain('not ("videos"."order_index" = cast($4::text as integer))');
    expect(sql).toContain(
      '("videos"."title"::text like $5::text or ("videos"."order_index" > cast($6::text as integer) and "videos"."order_index" < cast($7::text as integer)))',
    );
    expect(sql).toContain('and false');
    expect(params.slice(0, 7)).toEqual(['%sec%', 'a', 'b,c', '3', 'A%', '1', '5']);
  });

  it('renders cs, cd, ov and the range operators against a value of the column type', () => {
    const { sql, params } = buildRead(
      tableSource(videos),
      query('title=cs.{a,b}&id=not.cd.{x}&order_index=ov.{1}&created_at=adj.x&title=sl.y'),
      readOptions,
    );
    expect(sql).toContain('"videos"."title" @> cast($1::text as text)');
    expect(sql).toContain('not ("videos"."id" <@ cast($2::text as uuid))');
    expect(sql).toContain('"videos"."order_index" && cast($3::text as integer)');
    expect(sql).toContain('"videos"."created_at" -|- cast($4::text as timestamp with time zone)');
    expect(sql).toContain('"videos"."title" << cast($5::text as text)');
    expect(params.slice(0, 5)).toEqual(['{a,b}', '{x}', '{1}', 'x', 'y']);
  });

  it('renders full-text search with the language bound and cast to regconfig', () => {
    const language = "english'); drop table videos; --";
    const { sql, params } = buildRead(
      tableSource(videos),
      query(`title=fts.a&title=plfts(english).b&or=(title.phfts.c,title.not.wfts(simple).d)`),
      readOptions,
    );
    expect(sql).toContain('"videos"."title" @@ to_tsquery($1::text)');
    expect(sql).toContain(
      '"videos"."title" @@ plainto_tsquery(cast($2::text as regconfig), $3::text)',
    );
    expect(sql).toContain(
      '("videos"."title" @@ phraseto_tsquery($4::text) or not ("videos"."title" @@ websearch_to_tsquery(cast($5::text as regconfig), $6::text)))',
    );
    expect(params.slice(0, 6)).toEqual(['a', 'english', 'b', 'c', 'simple', 'd']);
    // The parser refuses anything but identifier characters before any SQL is built.
    const refused = restFailure(() =>
      buildRead(
        tableSource(videos),
        query(`title=fts(${encodeURIComponent(language)}).x`),
        readOptions,
      ),
    );
    expect(refused.code).toBe('PGRST100');
  });

  it('renders CSV as PostgREST does: first row keys, then each record without parentheses', () => {
    const { sql } = buildRead(tableSource(videos), query('select=title'), {
      ...readOptions,
      csv: true,
    });
    expect(sql).toContain(
      `coalesce((select string_agg(pgrst_key, ',') from json_object_keys(json_agg(pgrst_row.*) -> 0) pgrst_key), '')`,
    );
    expect(sql).toContain(
      `string_agg(substring(row(pgrst_row.*)::text, 2, length(row(pgrst_row.*)::text) - 2), E'\\n')`,
    );
  });

  it('orders with nulls placement', () => {
    const { sql } = buildRead(
      tableSource(videos),
      query('order=order_index.desc.nullslast,title'),
      readOptions,
    );
    expect(sql).toContain('order by "videos"."order_index" desc nulls last, "videos"."title" asc');
  });

  it(`caps every page at MAX_ROWS (${MAX_ROWS})`, () => {
    expect(buildRead(tableSource(videos), query(''), readOptions).params).toContain(
      String(MAX_ROWS),
    );
    const capped = buildRead(tableSource(videos), query('limit=5000&offset=20'), readOptions);
    expect(capped.params).toEqual([String(MAX_ROWS), '20']);
    expect(buildRead(tableSource(videos), query('limit=3'), readOptions).params).toEqual(['3']);
  });

  it('counts with the same filters only when asked', () => {
    const plain = buildRead(tableSource(videos), query('title=eq.a'), readOptions);
    expect(plain.sql).toContain('null::text as total');
    const counted = buildRead(tableSource(videos), query('title=eq.a'), {
      ...readOptions,
      count: true,
    });
    expect(counted.sql).toContain(
      '(select count(*) from "public"."videos" where "videos"."title" = cast($1::text as text))::text as total',
    );
  });

  it('renders one object for .single() and strips nulls on request', () => {
    const single = buildRead(tableSource(videos), query(''), {
      ...readOptions,
      singleObject: true,
    });
    expect(single.sql).toContain(`coalesce((json_agg(pgrst_row.*) -> 0)::text, 'null')`);
    const stripped = buildRead(tableSource(videos), query(''), {
      ...readOptions,
      stripNulls: true,
    });
    expect(stripped.sql).toContain('json_strip_nulls(json_agg(pgrst_row.*))');
  });
});

describe('writes', () => {
  const body = '[{"title":"A","order_index":1}]';

  it('inserts from the JSON body with typed columns, returning what the response needs', () => {
    const { sql, params } = buildInsert(
      videos,
      { bodyText: body, isArray: true, fields: ['title', 'order_index'], missingDefault: false },
      query('select=id'),
      writeOptions,
    );
    expect(params).toEqual([body]);
    expect(sql).toContain('insert into "public"."videos" ("title", "order_index") select');
    expect(sql).toContain(
      'json_to_recordset(pgrst_payload.json_data) as pgrst_body("title" text, "order_index" integer)',
    );
    expect(sql).toContain('returning "videos"."id")');
  });

  it('returns nothing but a count for return=minimal (no SELECT policy involved)', () => {
    const { sql } = buildInsert(
      videos,
      { bodyText: '{"title":"A"}', isArray: false, fields: ['title'], missingDefault: false },
      query(''),
      { ...writeOptions, representation: false },
    );
    expect(sql).toContain('json_build_array(pgrst_payload.json_data)');
    expect(sql).toContain('returning 1)');
    expect(sql).toContain('null::text as body from pgrst_source');
  });

  it('merges catalog defaults under the body for missing=default', () => {
    const { sql } = buildInsert(
      videos,
      { bodyText: body, isArray: true, fields: ['title', 'order_index'], missingDefault: true },
      query(''),
      writeOptions,
    );
    expect(sql).toContain(
      `jsonb_build_object('order_index', case when element ? 'order_index' then null else 0 end) || element`,
    );
    expect(sql).toContain('jsonb_to_recordset(pgrst_defaults.val)');
  });

  it('upserts on the conflict columns, updating only the sent columns', () => {
    const input = {
      bodyText: body,
      isArray: true,
      fields: ['title', 'order_index'],
      missingDefault: false,
    };
    const merge = buildInsert(
      videos,
      { ...input, upsert: { conflictColumns: ['id'], ignoreDuplicates: false } },
      query(''),
      writeOptions,
    );
    expect(merge.sql).toContain(
      'on conflict ("id") do update set "title" = excluded."title", "order_index" = excluded."order_index" where set_config(\'pgrst.upsert_updates\'',
    );
    // Rows written minus rows updated: what tells 201 (inserted) from 200 (only updated).
    expect(merge.sql).toContain(
      `(count(*) - coalesce(nullif(current_setting('pgrst.upsert_updates', true), '')::bigint, 0))::text as inserted`,
    );
    const ignore = buildInsert(
      videos,
      { ...input, upsert: { conflictColumns: ['id'], ignoreDuplicates: true } },
      query(''),
      writeOptions,
    );
    expect(ignore.sql).toContain('on conflict ("id") do nothing');
    expect(ignore.sql).not.toContain('as inserted');
  });

  it('updates from the body with filters qualified by the table', () => {
    const { sql, params } = buildUpdate(
      videos,
      { bodyText: '{"title":"B"}', fields: ['title'] },
      query('id=eq.abc'),
      writeOptions,
    );
    expect(sql).toContain('update "public"."videos" set "title" = pgrst_body."title" from');
    expect(sql).toContain('where "videos"."id" = cast($2::text as uuid)');
    expect(params).toEqual(['{"title":"B"}', 'abc']);
  });

  it('treats an empty PATCH as a no-op', () => {
    const { sql, params } = buildUpdate(
      videos,
      { bodyText: '{}', fields: [] },
      query('id=eq.1'),
      writeOptions,
    );
    expect(sql).not.toContain('update');
    expect(params).toEqual([]);
  });

  it('deletes with filters, and refuses limit/offset on writes', () => {
    expect(buildDelete(videos, query('id=eq.1'), writeOptions).sql).toContain(
      'delete from "public"."videos" where "videos"."id" = cast($1::text as uuid)',
    );
    expect(
      restFailure(() => buildDelete(videos, query('id=eq.1&limit=1'), writeOptions)).code,
    ).toBe('PGRST100');
  });
});

describe('functions', () => {
  it('resolves a function by its argument names, with defaults optional', () => {
    expect(resolveFunction(catalog, 'team_name_for_invite', ['invite_code']).name).toBe(
      'team_name_for_invite',
    );
    expect(resolveFunction(catalog, 'complete_signup', []).name).toBe('complete_signup');
    expect(resolveFunction(catalog, 'overloaded', ['a']).params).toHaveLength(1);
    expect(resolveFunction(catalog, 'overloaded', ['a', 'b']).params).toHaveLength(2);
  });

  it('answers 300 PGRST203 when several overloads take the argument names, as PostgREST does', () => {
    const ambiguous = restFailure(() => resolveFunction(catalog, 'ambiguous', ['a']));
    expect(ambiguous).toMatchObject({
      status: 300,
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.ambiguous(a => integer), public.ambiguous(a => text, b => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect(resolveFunction(catalog, 'ambiguous', ['a', 'b']).params).toHaveLength(2);
    expect(resolveFunction(catalog, 'ambiguous', ['c']).params[0]?.name).toBe('c');
    // GET: the overloads that use the most query keys compete; the other keys are filters.
    expect(restFailure(() => resolveFunctionForQuery(catalog, 'ambiguous', ['a', 'x'])).code).toBe(
      'PGRST203',
    );
    expect(resolveFunctionForQuery(catalog, 'ambiguous', ['a', 'b']).params).toHaveLength(2);
    expect(
      restFailure(() => resolveFunctionForQuery(catalog, 'ambiguous', ['a', 'c'])).status,
    ).toBe(300);
  });

  it('answers 404 PGRST202 for unknown names or arguments', () => {
    const unknown = restFailure(() => resolveFunction(catalog, 'nope', []));
    expect(unknown).toMatchObject({ status: 404, code: 'PGRST202' });
    expect(unknown.message).toBe(
      'Could not find the function public.nope without parameters in the schema cache',
    );
    const wrongArgs = restFailure(() => resolveFunction(catalog, 'team_name_for_invite', ['code']));
    expect(wrongArgs.message).toBe(
      'Could not find the function public.team_name_for_invite(code) in the schema cache',
    );
    expect(restFailure(() => resolveFunction(catalog, 'team_name_for_invite', [])).code).toBe(
      'PGRST202',
    );
  });

  it('splits a GET call’s query keys into arguments and filters', () => {
    expect(resolveFunctionForQuery(catalog, 'overloaded', ['a', 'b', 'c']).params).toHaveLength(2);
    expect(resolveFunctionForQuery(catalog, 'complete_signup', ['title']).name).toBe(
      'complete_signup',
    );
  });

  it('calls with named arguments typed through json_to_record', () => {
    const target = resolveFunction(catalog, 'team_name_for_invite', ['invite_code']);
    const { sql, params } = buildCall(
      target,
      '{"invite_code":"x"}',
      ['invite_code'],
      query(''),
      readOptions,
    );
    expect(params).toEqual(['{"invite_code":"x"}']);
    expect(sql).toContain(
      '"public"."team_name_for_invite"("invite_code" => pgrst_args."invite_code")',
    );
    expect(sql).toContain(
      'json_to_record(pgrst_payload.json_data) as pgrst_args("invite_code" text)',
    );
    expect(sql).toContain(`coalesce((json_agg(pgrst_call.pgrst_scalar) -> 0)::text, 'null')`);
  });

  it('builds void and row calls, and refuses row operations on scalars', () => {
    const voidCall = buildCall(
      resolveFunction(catalog, 'record_last_seen', []),
      '{}',
      [],
      query(''),
      readOptions,
    );
    expect(voidCall.sql).toContain('"public"."record_last_seen"() as pgrst_scalar');
    expect(voidCall.params).toEqual([]);
    const rows = buildCall(
      resolveFunction(catalog, 'complete_signup', ['full_name']),
      '{"full_name":"A"}',
      ['full_name'],
      query('select=id,title'),
      readOptions,
    );
    expect(rows.sql).toContain(
      'lateral "public"."complete_signup"("full_name" => pgrst_args."full_name") as pgrst_result',
    );
    expect(rows.sql).toContain('select pgrst_call."id", pgrst_call."title" from pgrst_call');
    expect(rows.params[0]).toBe('{"full_name":"A"}');
    const scalar = resolveFunction(catalog, 'team_name_for_invite', ['invite_code']);
    expect(
      restFailure(() => buildCall(scalar, '{}', ['invite_code'], query('order=x'), readOptions))
        .code,
    ).toBe('PGRST100');
  });
});
