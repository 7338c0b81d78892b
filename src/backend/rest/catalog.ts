import type { Queryable } from '../db/database';

/** What the REST layer knows about schema `public`: PostgREST's "schema cache". */
export interface Column {
  name: string;
  /** The type without modifiers (`numeric`, not `numeric(5,2)`), so casts never truncate. */
  type: string;
  /** The DEFAULT expression as Postgres prints it (catalog text, never client input). */
  default?: string;
}

export interface Table {
  name: string;
  columns: ReadonlyMap<string, Column>;
  primaryKey: readonly string[];
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
}

export type FunctionResult =
  | { kind: 'void' }
  | { kind: 'scalar'; set: boolean }
  | { kind: 'rows'; set: boolean; columns: ReadonlyMap<string, Column> };

export interface RpcFunction {
  name: string;
  /** Input parameters in declaration order; all named (others cannot be called by name). */
  params: readonly FunctionParam[];
  result: FunctionResult;
}

export interface Catalog {
  tables: ReadonlyMap<string, Table>;
  /** Overloads by name. */
  functions: ReadonlyMap<string, readonly RpcFunction[]>;
}

interface RawColumn {
  name: string;
  type: string;
  default?: string | null;
}

interface RawCatalog {
  tables: { name: string; columns: RawColumn[]; primaryKey: string[] }[];
  functions: {
    name: string;
    argNames: string[];
    argModes: string[];
    argTypes: string[];
    defaults: number;
    returnsSet: boolean;
    returnType: string;
    returnTypeKind: string;
    returnColumns: RawColumn[];
  }[];
}

// One statement returning JSON text, so PGlite and node-postgres hand back the same thing.
const CATALOG_SQL = `
select json_build_object(
  'tables', coalesce((
    select json_agg(json_build_object(
      'name', c.relname,
      'columns', (
        select coalesce(json_agg(json_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, null),
          'default', pg_get_expr(d.adbin, d.adrelid)) order by a.attnum), '[]')
        from pg_attribute a
        left join pg_attrdef d
          on d.adrelid = a.attrelid and d.adnum = a.attnum and a.attgenerated = ''
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
      'primaryKey', (
        select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]')
        from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary)))
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'f', 'p')), '[]'),
  'functions', coalesce((
    select json_agg(json_build_object(
      'name', p.proname,
      'argNames', coalesce(p.proargnames, '{}'),
      'argModes', coalesce(p.proargmodes::text[], '{}'),
      'argTypes', (
        select coalesce(json_agg(format_type(u.type_oid, null) order by u.position), '[]')
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
          with ordinality as u(type_oid, position)),
      'defaults', p.pronargdefaults,
      'returnsSet', p.proretset,
      'returnType', format_type(p.prorettype, null),
      'returnTypeKind', rt.typtype,
      'returnColumns', (
        select coalesce(json_agg(json_build_object(
          'name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum), '[]')
        from pg_attribute a
        where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped)))
    from pg_proc p
    join pg_type rt on rt.oid = p.prorettype
    where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'), '[]')
)::text as catalog`;

const columnMap = (columns: readonly RawColumn[]): ReadonlyMap<string, Column> =>
  new Map(
    columns.map(({ name, type, default: expression }) => [
      name,
      expression ? { name, type, default: expression } : { name, type },
    ]),
  );

function toFunction(raw: RawCatalog['functions'][number]): RpcFunction | undefined {
  // proargmodes is empty when every parameter is IN.
  const argument = (index: number) => ({
    name: raw.argNames[index] ?? '',
    mode: raw.argModes[index] ?? 'i',
    type: raw.argTypes[index] ?? '',
  });
  const all = raw.argTypes.map((_, index) => argument(index));
  const inputs = all.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const outputs = all.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
  // Unnamed or variadic parameters cannot be passed as named JSON keys.
  if (inputs.some((arg) => arg.name === '' || arg.mode === 'v')) return undefined;

  let result: FunctionResult;
  if (raw.returnType === 'void') result = { kind: 'void' };
  else if (raw.returnTypeKind === 'c') {
    result = { kind: 'rows', set: raw.returnsSet, columns: columnMap(raw.returnColumns) };
  } else if (raw.returnType === 'record' && outputs.length) {
    result = { kind: 'rows', set: raw.returnsSet, columns: columnMap(outputs) };
  } else if (raw.returnTypeKind === 'p') {
    return undefined; // trigger, anyelement, a bare record: nothing a client can call
  } else result = { kind: 'scalar', set: raw.returnsSet };

  const firstDefault = inputs.length - raw.defaults;
  return {
    name: raw.name,
    params: inputs.map((arg, index) => ({
      name: arg.name,
      type: arg.type,
      hasDefault: index >= firstDefault,
    })),
    result,
  };
}

/** Reads tables, columns, primary keys and callable functions of schema `public`. */
export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const { rows } = await db.query<{ catalog: string }>(CATALOG_SQL);
  const raw = JSON.parse(rows[0]?.catalog ?? '{"tables":[],"functions":[]}') as RawCatalog;
  const functions = new Map<string, RpcFunction[]>();
  for (const entry of raw.functions) {
    const fn = toFunction(entry);
    if (fn) functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  return {
    tables: new Map(
      raw.tables.map((table) => [
        table.name,
        { name: table.name, columns: columnMap(table.columns), primaryKey: table.primaryKey },
      ]),
    ),
    functions,
  };
}

/** Codes of the errors that mean "a name the catalog does not know". */
const UNKNOWN_NAME_CODES = new Set(['PGRST202', 'PGRST204', 'PGRST205', '42703']);

/**
 * The catalog, loaded once and reloaded when a request names something it does not know (a table
 * or function created after start-up). Concurrent reloads share one query.
 */
export class CatalogCache {
  private loaded: Catalog | undefined;
  private reloading: Promise<Catalog> | undefined;

  constructor(private readonly load: () => Promise<Catalog>) {}

  get(): Promise<Catalog> {
    return this.loaded ? Promise.resolve(this.loaded) : this.reload();
  }

  reload(): Promise<Catalog> {
    this.reloading ??= this.load()
      .then((catalog) => (this.loaded = catalog))
      .finally(() => {
        this.reloading = undefined;
      });
    return this.reloading;
  }

  /**
   * Runs `work` against the catalog; when it fails on an unknown name, reloads the catalog and
   * runs it once more, so objects created after start-up are found.
   */
  async use<T>(work: (catalog: Catalog) => T): Promise<T> {
    const catalog = await this.get();
    try {
      return work(catalog);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !UNKNOWN_NAME_CODES.has(code)) throw error;
      return work(await this.reload());
    }
  }
}
