import { Mutex, PGlite, messages, parse, protocol, type PGliteOptions } from '@electric-sql/pglite';
import { LruMap } from '../lru';
import {
  PREPARED_STATEMENTS_PER_CONNECTION,
  type Database,
  type QueryResult,
  type Queryable,
  type Transaction,
} from './database';

export interface PgliteDatabase extends Database {
  /** The whole data folder as a gzipped tar, loadable with `loadDataDir`. */
  dump(): Promise<Blob>;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

const { serialize } = protocol;

/** Several protocol messages as one buffer: PGlite runs them all in one call. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite (Postgres compiled to WebAssembly), persisted in `dataDir`, or in memory without one.
 *
 * PGlite is one connection. A lock of our own orders every use of it, and a transaction holds the
 * lock from BEGIN to COMMIT, so nothing else runs inside it. BEGIN, COMMIT and prepared statements
 * go to Postgres as wire-protocol messages (PGlite's `execProtocol`): one call each, where
 * `query` takes six; other queries use PGlite's `query` and `exec`.
 */
export async function openPglite(
  dataDir?: string,
  options: PGliteOptions = {},
): Promise<PgliteDatabase> {
  const pg = await PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}) });
  const lock = new Mutex();
  /** Statement text → the name it is prepared under. */
  const prepared = new LruMap<string, string>(PREPARED_STATEMENTS_PER_CONNECTION);
  /** Names dropped from `prepared` whose statements Postgres still holds. */
  const toClose: string[] = [];
  let nextName = 1;

  /** Runs a batch of messages; its replies, and the first error, which stopped the batch. */
  async function send(parts: readonly Uint8Array[]) {
    const { messages: replies } = await pg.execProtocol(concat(parts), { throwOnError: false });
    const error = replies.find(
      (reply): reply is messages.DatabaseError => reply instanceof messages.DatabaseError,
    );
    return { replies, error };
  }

  /** One simple-protocol statement (BEGIN, COMMIT, ROLLBACK); its command tag. */
  async function simple(sql: string): Promise<string | undefined> {
    const { replies, error } = await send([serialize.query(sql)]);
    if (error) throw error;
    const done = replies.find(
      (reply): reply is messages.CommandCompleteMessage => reply.name === 'commandComplete',
    );
    return done?.text;
  }

  async function queryPrepared<Row>(
    sql: string,
    params: readonly (string | null)[],
  ): Promise<QueryResult<Row>> {
    let name = prepared.get(sql);
    const parts: Uint8Array[] = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    const closing = toClose.length;
    const isNew = name === undefined;
    if (name === undefined) {
      name = `complyready_${nextName++}`;
      parts.push(serialize.parse({ name, text: sql }));
    }
    parts.push(
      serialize.bind({ statement: name, values: [...params] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const { replies, error } = await send(parts);
    // Close messages come first; each one that completed has freed its statement.
    const closed = replies.filter((reply) => reply.name === 'closeComplete').length;
    toClose.splice(0, Math.min(closed, closing));
    if (isNew && replies.some((reply) => reply.name === 'parseComplete')) {
      const dropped = prepared.set(sql, name);
      if (dropped) toClose.push(dropped[1]);
    }
    if (error) throw error;
    return resultOf<Row>(replies);
  }

  function resultOf<Row>(replies: BackendMessage[]): QueryResult<Row> {
    const [result] = parse.parseResults(replies, pg.parsers);
    const rows = (result?.rows ?? []) as Row[];
    return { rows, rowCount: result?.affectedRows ?? rows.length };
  }

  // Inside the lock: PGlite's own queries, which take PGlite's locks (free while we hold ours).
  const inside: Queryable = {
    async query(sql, params = []) {
      const result = await pg.query<never>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
  };
  const tx: Transaction = { ...inside, queryPrepared };

  return {
    kind: 'pglite',
    query: (sql, params) => lock.runExclusive(() => inside.query(sql, params)),
    exec: (sql) => lock.runExclusive(() => inside.exec(sql)),
    transaction: (work, transactionOptions = {}) =>
      lock.runExclusive(async () => {
        await simple(transactionOptions.readOnly ? 'begin read only' : 'begin');
        let ended = false;
        try {
          const result = await work(tx);
          ended = true;
          // COMMIT of a transaction that an error had aborted rolls it back instead.
          if ((await simple('commit')) === 'ROLLBACK') {
            throw new Error('The transaction was aborted by an earlier error and rolled back');
          }
          return result;
        } catch (error) {
          // The error says what went wrong; a failing ROLLBACK would only hide it.
          if (!ended) await simple('rollback').catch(() => undefined);
          throw error;
        }
      }),
    close: () => lock.runExclusive(() => pg.close()),
    dump: () => lock.runExclusive(() => pg.dumpDataDir('gzip')),
  };
}
