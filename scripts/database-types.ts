// The `Database` types of the API schema, read from a migrated database's catalogue in the shape
// `supabase gen types typescript` writes (docs/architecture.md, "Studio-style data access"), so
// supabase-js types every query and `src/shared/database.types.ts` never drifts from the
// migrations. Run through `npm run generate:types`; src/backend/database-types.test.ts compares.
import { format, resolveConfig } from 'prettier';
import type { Queryable } from '../src/backend/db/database';

/** The schema the API serves; the app's helper schemas (private, auth) are not reachable. */
const API_SCHEMA = 'public';

/** The PostgREST version supabase-js should assume (hosted Supabase and the embedded backend). */
const POSTGREST_VERSION = '12';

interface PgType {
  id: number;
  name: string;
  schema: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range. */
  kind: string;
  category: string;
  element: number;
  relation: number;
  base: number;
}

interface Relation {
  id: number;
  name: string;
  /** r table, p partitioned table, v view, m materialized view, f foreign table. */
  kind: string;
  /** Views only: PostgreSQL can insert into and update through it. */
  updatable: boolean;
}

interface Column {
  relation: number;
  name: string;
  type: number;
  nullable: boolean;
  hasDefault: boolean;
  identity: boolean;
  /** An identity or a computed column that no write may set. */
  generatedAlways: boolean;
  updatable: boolean;
}

interface ForeignKey {
  name: string;
  relation: number;
  columns: string[];
  referencedRelation: number;
  referencedColumns: string[];
  oneToOne: boolean;
}

interface FunctionArgument {
  name: string;
  type: number;
  /** i in, o out, b inout, v variadic, t a column of `returns table`. */
  mode: string;
  hasDefault: boolean;
}

interface SqlFunction {
  name: string;
  signature: string;
  returnType: number;
  returnsSet: boolean;
  estimatedRows: number;
  args: FunctionArgument[];
}

interface Enum {
  name: string;
  labels: string[];
}

interface Catalogue {
  types: Map<number, PgType>;
  relations: Relation[];
  columns: Column[];
  foreignKeys: ForeignKey[];
  functions: SqlFunction[];
  enums: Enum[];
}

/** Reads what the types need from pg_catalog: one query per kind of object. */
async function readCatalogue(db: Queryable): Promise<Catalogue> {
  const types = await db.query<PgType>(
    `select t.oid::int as id, t.typname::text as name, n.nspname::text as schema,
       t.typtype::text as kind, t.typcategory::text as category, t.typelem::int as element,
       t.typrelid::int as relation, t.typbasetype::int as base
     from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  const relations = await db.query<Relation>(
    `select c.oid::int as id, c.relname::text as name, c.relkind::text as kind,
       c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 12) = 12 as updatable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [API_SCHEMA],
  );
  const columns = await db.query<Column>(
    `select a.attrelid::int as relation, a.attname::text as name, a.atttypid::int as type,
       not a.attnotnull as nullable,
       a.atthasdef and a.attgenerated not in ('s', 'v') as "hasDefault",
       a.attidentity in ('a', 'd') as identity,
       a.attidentity = 'a' or a.attgenerated in ('s', 'v') as "generatedAlways",
       c.relkind not in ('v', 'f') or pg_column_is_updatable(c.oid, a.attnum, false) as updatable
     from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
       and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attnum`,
    [API_SCHEMA],
  );
  const foreignKeys = await db.query<ForeignKey>(
    `select k.conname::text as name, k.conrelid::int as relation,
       array(select a.attname::text from unnest(k.conkey) with ordinality as u(attnum, position)
             join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
             order by u.position) as columns,
       k.confrelid::int as "referencedRelation",
       array(select a.attname::text from unnest(k.confkey) with ordinality as u(attnum, position)
             join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum
             order by u.position) as "referencedColumns",
       exists (select 1 from pg_constraint u
               where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                 and u.conkey @> k.conkey and u.conkey <@ k.conkey) as "oneToOne"
     from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
     where k.contype = 'f' and k.conparentid = 0
       and c.relnamespace = $1::regnamespace and r.relnamespace = $1::regnamespace`,
    [API_SCHEMA],
  );
  const functions = await db.query<Omit<SqlFunction, 'args'> & RawArguments>(
    `select p.proname::text as name, pg_get_function_identity_arguments(p.oid) as signature,
       p.prorettype::int as "returnType", p.proretset as "returnsSet",
       p.prorows::int as "estimatedRows", p.pronargdefaults::int as "defaultCount",
       coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as "argTypes",
       coalesce(p.proargmodes::text[], array[]::text[]) as "argModes",
       coalesce(p.proargnames, array[]::text[]) as "argNames"
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [API_SCHEMA],
  );
  const enums = await db.query<Enum>(
    `select t.typname::text as name,
       array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid
             order by e.enumsortorder) as labels
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = $1 and t.typtype = 'e'`,
    [API_SCHEMA],
  );
  return {
    types: new Map(types.rows.map((type) => [type.id, type])),
    relations: relations.rows,
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    functions: functions.rows.map(withArguments),
    enums: enums.rows,
  };
}

interface RawArguments {
  defaultCount: number;
  argTypes: number[];
  argModes: string[];
  argNames: string[];
}

/** pg_proc keeps arguments as parallel arrays; modes and names are empty when all are plain. */
function withArguments({
  defaultCount,
  argTypes,
  argModes,
  argNames,
  ...fn
}: Omit<SqlFunction, 'args'> & RawArguments): SqlFunction {
  const args = argTypes.map((type, index) => ({
    type,
    name: argNames[index] ?? '',
    mode: argModes[index] ?? 'i',
    hasDefault: false,
  }));
  // The defaults belong to the last input arguments.
  const inputs = args.filter(isInput);
  for (const arg of inputs.slice(inputs.length - defaultCount)) arg.hasDefault = true;
  return { ...fn, args };
}

const isInput = (arg: FunctionArgument) => ['i', 'b', 'v'].includes(arg.mode);
const isOutput = (arg: FunctionArgument) => ['o', 'b', 't'].includes(arg.mode);

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

const TS_TYPES: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
  ...Object.fromEntries(
    [
      'bytea',
      'bpchar',
      'varchar',
      'date',
      'text',
      'citext',
      'time',
      'timetz',
      'timestamp',
      'timestamptz',
      'uuid',
      'vector',
      'interval',
    ].map((name) => [name, 'string']),
  ),
};

const property = (name: string, type: string, optional = false) =>
  `${JSON.stringify(name)}${optional ? '?' : ''}: ${type}`;

const objectType = (members: string[]) => `{ ${members.join('; ')} }`;

const orNull = (type: string, nullable: boolean) =>
  nullable && type !== 'unknown' ? `${type} | null` : type;

const NOTHING = '{ [_ in never]: never }';

/** Renders the catalogue as TypeScript (unformatted). */
class Renderer {
  constructor(private readonly catalogue: Catalogue) {}

  private readonly schemaRef = `Database[${JSON.stringify(API_SCHEMA)}]`;

  /** The TypeScript of a PostgreSQL type, as supabase's generator maps it. */
  tsType(typeId: number): string {
    const type = this.catalogue.types.get(typeId);
    if (!type) return 'unknown';
    if (type.kind === 'd') return this.tsType(type.base);
    if (type.category === 'A') return `(${this.tsType(type.element)})[]`;
    const known = TS_TYPES[type.name];
    if (known) return known;
    const inApi = type.schema === API_SCHEMA;
    if (type.kind === 'e') {
      if (inApi) return `${this.schemaRef}["Enums"][${JSON.stringify(type.name)}]`;
      const labels = this.catalogue.enums.find((e) => e.name === type.name)?.labels ?? [];
      return labels.length ? labels.map((label) => JSON.stringify(label)).join(' | ') : 'string';
    }
    if (type.kind === 'c' && inApi) {
      const relation = this.relation(type.relation);
      if (!relation) return `${this.schemaRef}["CompositeTypes"][${JSON.stringify(type.name)}]`;
      const group = relation.kind === 'v' || relation.kind === 'm' ? 'Views' : 'Tables';
      return `${this.schemaRef}[${JSON.stringify(group)}][${JSON.stringify(relation.name)}]["Row"]`;
    }
    return 'unknown';
  }

  private relation(id: number): Relation | undefined {
    return this.catalogue.relations.find((relation) => relation.id === id);
  }

  private columnsOf(relation: Relation): Column[] {
    return this.catalogue.columns.filter((column) => column.relation === relation.id).sort(byName);
  }

  private row(relation: Relation): string {
    return objectType(
      this.columnsOf(relation).map((column) =>
        property(column.name, orNull(this.tsType(column.type), column.nullable)),
      ),
    );
  }

  /** Insert: what has no default (or may be null) is optional; generated-always is never set. */
  private insert(relation: Relation, isView: boolean): string {
    return objectType(
      this.columnsOf(relation).map((column) => {
        if (column.generatedAlways || !column.updatable)
          return property(column.name, 'never', true);
        const nullable = column.nullable || isView;
        const optional = nullable || column.hasDefault || column.identity || isView;
        return property(column.name, orNull(this.tsType(column.type), nullable), optional);
      }),
    );
  }

  private update(relation: Relation, isView: boolean): string {
    return objectType(
      this.columnsOf(relation).map((column) =>
        column.generatedAlways || !column.updatable
          ? property(column.name, 'never', true)
          : property(
              column.name,
              orNull(this.tsType(column.type), column.nullable || isView),
              true,
            ),
      ),
    );
  }

  private relationships(relation: Relation): string {
    const keys = this.catalogue.foreignKeys
      .filter((key) => key.relation === relation.id)
      .sort(
        (a, b) =>
          byName(a, b) ||
          byName(
            { name: this.relation(a.referencedRelation)?.name ?? '' },
            { name: this.relation(b.referencedRelation)?.name ?? '' },
          ),
      );
    return `[${keys
      .map((key) =>
        objectType([
          property('foreignKeyName', JSON.stringify(key.name)),
          property('columns', JSON.stringify(key.columns)),
          property('isOneToOne', String(key.oneToOne)),
          property(
            'referencedRelation',
            JSON.stringify(this.relation(key.referencedRelation)?.name ?? ''),
          ),
          property('referencedColumns', JSON.stringify(key.referencedColumns)),
        ]),
      )
      .join(', ')}]`;
  }

  tables(): string {
    const tables = this.catalogue.relations
      .filter((relation) => ['r', 'p', 'f'].includes(relation.kind))
      .sort(byName);
    if (tables.length === 0) return NOTHING;
    return objectType(
      tables.map((table) =>
        property(
          table.name,
          objectType([
            property('Row', this.row(table)),
            property('Insert', this.insert(table, false)),
            property('Update', this.update(table, false)),
            property('Relationships', this.relationships(table)),
          ]),
        ),
      ),
    );
  }

  views(): string {
    const views = this.catalogue.relations
      .filter((relation) => ['v', 'm'].includes(relation.kind))
      .sort(byName);
    if (views.length === 0) return NOTHING;
    return objectType(
      views.map((view) =>
        property(
          view.name,
          objectType([
            property('Row', this.row(view)),
            ...(view.updatable
              ? [
                  property('Insert', this.insert(view, true)),
                  property('Update', this.update(view, true)),
                ]
              : []),
            property('Relationships', this.relationships(view)),
          ]),
        ),
      ),
    );
  }

  /**
   * PostgREST calls a function with named arguments, or with one unnamed json, jsonb or text
   * argument (the request body); other functions cannot be called through the API.
   */
  private callable(fn: SqlFunction): boolean {
    const inputs = fn.args.filter(isInput);
    if (inputs.every((arg) => arg.name !== '')) return true;
    const [only] = inputs;
    const typeName = only && this.catalogue.types.get(only.type)?.name;
    return inputs.length === 1 && ['json', 'jsonb', 'text'].includes(typeName ?? '');
  }

  private args(fn: SqlFunction): string {
    const inputs = fn.args.filter(isInput);
    if (inputs.length === 0) return 'never';
    return objectType(
      [...inputs]
        .sort(byName)
        .map((arg) => property(arg.name, this.tsType(arg.type), arg.hasDefault)),
    );
  }

  /** The row a function returns when it returns a table's or view's row type. */
  private returnedRelation(fn: SqlFunction): Relation | undefined {
    const type = this.catalogue.types.get(fn.returnType);
    return type?.relation ? this.relation(type.relation) : undefined;
  }

  private returns(fn: SqlFunction): string {
    const outputs = fn.args.filter(isOutput);
    const relation = this.returnedRelation(fn);
    let single: string;
    if (outputs.length > 0) {
      single = objectType(outputs.map((arg) => property(arg.name, this.tsType(arg.type))));
    } else if (relation) {
      single = this.row(relation);
    } else {
      single = this.tsType(fn.returnType);
    }
    // A set of rows estimated at one row is one row when selected from (see SetofOptions).
    const many = fn.returnsSet && !(relation && fn.estimatedRows <= 1);
    return many ? `(${single})[]` : single;
  }

  /** A function returning rows of a table or view can be selected from like that relation. */
  private setofOptions(fn: SqlFunction): string[] {
    const relation = this.returnedRelation(fn);
    if (!relation) return [];
    const oneToOne = !fn.returnsSet || fn.estimatedRows <= 1;
    return [
      property(
        'SetofOptions',
        objectType([
          property('from', '"*"'),
          property('to', JSON.stringify(relation.name)),
          property('isOneToOne', String(oneToOne)),
          property('isSetofReturn', String(fn.returnsSet)),
        ]),
      ),
    ];
  }

  functions(): string {
    const functions = this.catalogue.functions
      .filter((fn) => this.callable(fn))
      .sort((a, b) => byName(a, b) || (a.signature < b.signature ? -1 : 1));
    if (functions.length === 0) return NOTHING;
    const names = [...new Set(functions.map((fn) => fn.name))];
    return objectType(
      names.map((name) =>
        property(
          name,
          functions
            .filter((fn) => fn.name === name)
            .map((fn) =>
              objectType([
                property('Args', this.args(fn)),
                property('Returns', this.returns(fn)),
                ...this.setofOptions(fn),
              ]),
            )
            .join(' | '),
        ),
      ),
    );
  }

  enums(): string {
    const enums = [...this.catalogue.enums].sort(byName);
    if (enums.length === 0) return NOTHING;
    return objectType(
      enums.map((e) =>
        property(e.name, e.labels.map((label) => JSON.stringify(label)).join(' | ')),
      ),
    );
  }

  compositeTypes(): string {
    const composites = [...this.catalogue.types.values()]
      .filter(
        (type) => type.schema === API_SCHEMA && type.kind === 'c' && !this.relation(type.relation),
      )
      .sort(byName);
    if (composites.length === 0) return NOTHING;
    return objectType(
      composites.map((type) =>
        property(
          type.name,
          objectType(
            this.catalogue.columns
              .filter((column) => column.relation === type.relation)
              .map((column) => property(column.name, orNull(this.tsType(column.type), true))),
          ),
        ),
      ),
    );
  }

  /** The enums' labels as values, for pickers and checks. */
  constants(): string {
    const enums = [...this.catalogue.enums]
      .sort(byName)
      .map((e) => `${JSON.stringify(e.name)}: ${JSON.stringify(e.labels)}`);
    return `{ ${JSON.stringify(API_SCHEMA)}: { Enums: { ${enums.join(', ')} } } }`;
  }
}

/** The helper types supabase's generator writes after `Database`, for the API schema. */
const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, '${API_SCHEMA}'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { Insert: infer I }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { Update: infer U }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;
`;

/** Where the types live, checked in; formatted with the project's Prettier settings. */
export const DATABASE_TYPES_FILE = new URL('../src/shared/database.types.ts', import.meta.url);

/** The contents of src/shared/database.types.ts for the database `db` (migrated). */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const render = new Renderer(await readCatalogue(db));
  const source = `
// Generated by scripts/generate-types.ts from supabase/migrations: do not edit.
// Run \`npm run generate:types\` after changing a migration (docs/architecture.md).

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: { PostgrestVersion: '${POSTGREST_VERSION}' };
  ${JSON.stringify(API_SCHEMA)}: {
    Tables: ${render.tables()};
    Views: ${render.views()};
    Functions: ${render.functions()};
    Enums: ${render.enums()};
    CompositeTypes: ${render.compositeTypes()};
  };
};
${HELPERS}
export const Constants = ${render.constants()} as const;
`;
  const filepath = DATABASE_TYPES_FILE.pathname;
  const options = (await resolveConfig(filepath)) ?? {};
  return format(source, { ...options, filepath });
}
