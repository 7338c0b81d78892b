import { Mutex, PGlite, messages, parse, protocol, type PGliteOptions } from '@electric-sql/pglite';
import { LruMap } from '../lru';
import {
  PREPARED_STATEMENTS_PER_CONNECTION,
  type Database,
  type QueryResult,
  type Queryable,
  type Transaction,
  type TransactionOptions,
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

const isError = (reply: BackendMessage): reply is messages.DatabaseError =>
  reply instanceof messages.DatabaseError;

interface Pending {
  sql: string;
  params: readonly (string | null)[];
  resolve: (result: QueryResult<never>) => void;
  reject: (error: unknown) => void;
}

/**
 * PGlite (Postgres compiled to WebAssembly), persisted in `dataDir`, or in memory without one.
 *
 * PGlite is one connection. A lock of our own orders every use of it, and a transaction holds the
 * lock from BEGIN to COMMIT, so nothing else runs inside it. A transaction's BEGIN and its prepared
 * statements go to Postgres as wire-protocol messages (PGlite's `execProtocol`): BEGIN with the
 * first ones, and the statements queued in one tick together, in one call. Other queries use
 * PGlite's `query` and `exec`.
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

  /** The open transaction's BEGIN while it has not been sent yet. */
  let unsentBegin: string | undefined;
  let queue: Pending[] = [];

  /** Runs a batch of messages and returns the replies; errors are among them. */
  async function send(parts: readonly Uint8Array[]): Promise<BackendMessage[]> {
    const { messages: replies } = await pg.execProtocol(concat(parts), { throwOnError: false });
    return replies;
  }

  /** One simple-protocol statement (BEGIN, COMMIT, ROLLBACK); its command tag. */
  async function simple(sql: string): Promise<string | undefined> {
    const replies = await send([serialize.query(sql)]);
    const error = replies.find(isError);
    if (error) throw error;
    const done = replies.find(
      (reply): reply is messages.CommandCompleteMessage => reply.name === 'commandComplete',
    );
    return done?.text;
  }

  async function sendBegin() {
    const begin = unsentBegin;
    unsentBegin = undefined;
    if (begin) await simple(begin);
  }

  /**
   * Sends BEGIN when still due and every queued statement in one call, as one extended-protocol
   * sequence ended by one Sync: the statements run in order in one transaction, and once one fails
   * Postgres skips the rest, so a statement behind a failing check (or a failing BEGIN) never runs.
   */
  async function flush() {
    const batch = queue;
    queue = [];
    if (!batch.length) return;
    const parts: Uint8Array[] = [];
    const closing = toClose.splice(0);
    for (const name of closing) parts.push(serialize.close({ type: 'S', name }));
    const begin = unsentBegin;
    unsentBegin = undefined;
    if (begin) parts.push(serialize.parse({ text: begin }), serialize.bind({}));
    if (begin) parts.push(serialize.describe({ type: 'P' }), serialize.execute({}));
    const parsing = new Map<string, string>();
    for (const { sql, params } of batch) {
      let name = prepared.get(sql) ?? parsing.get(sql);
      if (name === undefined) {
        name = `complyready_${nextName++}`;
        parsing.set(sql, name);
        parts.push(serialize.parse({ name, text: sql }));
      }
      parts.push(
        serialize.bind({ statement: name, values: [...params] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      );
    }
    parts.push(serialize.sync());
    let replies: BackendMessage[];
    try {
      replies = await send(parts);
    } catch (error) {
      toClose.unshift(...closing);
      for (const pending of batch) pending.reject(error);
      return;
    }
    const closed = replies.filter((reply) => reply.name === 'closeComplete').length;
    toClose.unshift(...closing.slice(closed));
    // Each statement's replies end with its CommandComplete; an error ends the batch's.
    let at = 0;
    const nextGroup = (): BackendMessage[] => {
      const group: BackendMessage[] = [];
      while (at < replies.length) {
        const reply = replies[at++] as BackendMessage;
        if (reply.name === 'closeComplete') continue;
        group.push(reply);
        if (reply.name === 'commandComplete' || isError(reply)) break;
      }
      return group;
    };
    let stopped: unknown = begin ? nextGroup().find(isError) : undefined;
    for (const pending of batch) {
      if (stopped) {
        pending.reject(stopped);
        continue;
      }
      const group = nextGroup();
      const name = parsing.get(pending.sql);
      if (name !== undefined && group.some((reply) => reply.name === 'parseComplete')) {
        parsing.delete(pending.sql);
        const dropped = prepared.set(pending.sql, name);
        if (dropped) toClose.push(dropped[1]);
      }
      stopped = group.find(isError);
      if (!stopped && !group.some((reply) => reply.name === 'commandComplete')) {
        stopped = new Error('PGlite sent no reply to a statement');
      }
      if (stopped) pending.reject(stopped);
      else pending.resolve(resultOf(group));
    }
  }

  function resultOf<Row>(replies: BackendMessage[]): QueryResult<Row> {
    const [result] = parse.parseResults(replies, pg.parsers);
    const rows = (result?.rows ?? []) as Row[];
    return { rows, rowCount: result?.affectedRows ?? rows.length };
  }

  // Outside transactions, and inside after BEGIN: PGlite's own queries, which take PGlite's locks
  // (free while we hold ours).
  const direct: Queryable = {
    async query(sql, params = []) {
      const result = await pg.query<never>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
  };
  const tx: Transaction = {
    async query(sql, params) {
      await flush();
      await sendBegin();
      return direct.query(sql, params);
    },
    async exec(sql) {
      await flush();
      await sendBegin();
      return direct.exec(sql);
    },
    queryPrepared<Row>(sql: string, params: readonly (string | null)[]) {
      return new Promise<QueryResult<Row>>((resolve, reject) => {
        queue.push({ sql, params, resolve: resolve as Pending['resolve'], reject });
        if (queue.length === 1) queueMicrotask(() => void flush());
      });
    },
  };

  async function transaction<T>(
    work: (tx: Transaction) => Promise<T>,
    { readOnly = false }: TransactionOptions = {},
  ): Promise<T> {
    return lock.runExclusive(async () => {
      unsentBegin = readOnly ? 'begin read only' : 'begin';
      let committing = false;
      try {
        const result = await work(tx);
        await flush();
        committing = true;
        // Nothing was sent: there is nothing to commit.
        if (unsentBegin) return result;
        // COMMIT of a transaction that an error had aborted rolls it back instead.
        if ((await simple('commit')) === 'ROLLBACK') {
          throw new Error('The transaction was aborted by an earlier error and rolled back');
        }
        return result;
      } catch (error) {
        // The error says what went wrong; a failing ROLLBACK would only hide it.
        if (!committing && !unsentBegin) await simple('rollback').catch(() => undefined);
        throw error;
      } finally {
        unsentBegin = undefined;
        const unsent = queue;
        queue = [];
        for (const pending of unsent) pending.reject(new Error('The transaction has ended'));
      }
    });
  }

  return {
    kind: 'pglite',
    query: (sql, params) => lock.runExclusive(() => direct.query(sql, params)),
    exec: (sql) => lock.runExclusive(() => direct.exec(sql)),
    transaction,
    close: () => lock.runExclusive(() => pg.close()),
    dump: () => lock.runExclusive(() => pg.dumpDataDir('gzip')),
  };
}
