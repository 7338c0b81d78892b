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

const commandTag = (replies: readonly BackendMessage[]) =>
  replies.find(
    (reply): reply is messages.CommandCompleteMessage => reply.name === 'commandComplete',
  )?.text;

const TRANSACTION_ENDED = 'The transaction has ended';

interface Pending {
  sql: string;
  params: readonly (string | null)[];
  resolve: (result: QueryResult<never>) => void;
  reject: (error: unknown) => void;
}

/** One transaction's state: what it has not sent yet, and how it ended. */
interface Open {
  /** BEGIN while it has not been sent. */
  begin: string | undefined;
  queue: Pending[];
  /** A statement marked last has been queued: COMMIT goes right behind it. */
  last: boolean;
  /** The tag of the COMMIT sent with the last statement, or its error. */
  committed: Promise<string | undefined> | undefined;
}

/**
 * PGlite (Postgres compiled to WebAssembly), persisted in `dataDir`, or in memory without one.
 *
 * PGlite is one connection. A lock of our own orders every use of it, and a transaction holds the
 * lock from BEGIN to COMMIT, so nothing else runs inside it. A transaction's prepared statements
 * go to Postgres as wire-protocol messages (PGlite's `execProtocol`): those queued in one tick
 * in one call, with BEGIN before them and COMMIT after the last. Other queries use PGlite's
 * `query` and `exec`.
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
    return commandTag(replies);
  }

  function resultOf<Row>(replies: BackendMessage[]): QueryResult<Row> {
    const [result] = parse.parseResults(replies, pg.parsers);
    const rows = (result?.rows ?? []) as Row[];
    return { rows, rowCount: result?.affectedRows ?? rows.length };
  }

  /**
   * Sends the queued statements in one call, as one extended-protocol sequence ended by one Sync,
   * with BEGIN first when it is still due (inside the sequence: if it failed, nothing behind it
   * would run) and COMMIT after the Sync when the last statement is among them. The statements
   * run in order; once one fails, Postgres skips the rest.
   */
  async function flush(open: Open) {
    const batch = open.queue;
    open.queue = [];
    if (!batch.length) return;
    const parts: Uint8Array[] = [];
    const closing = toClose.splice(0);
    for (const name of closing) parts.push(serialize.close({ type: 'S', name }));
    const begin = open.begin;
    open.begin = undefined;
    if (begin) {
      parts.push(serialize.parse({ text: begin }), serialize.bind({}));
      parts.push(serialize.describe({ type: 'P' }), serialize.execute({}));
    }
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
    // COMMIT of a transaction a failed statement has aborted rolls it back.
    const committing = open.last;
    if (committing) parts.push(serialize.query('commit'));

    let replies: BackendMessage[];
    try {
      replies = await send(parts);
    } catch (error) {
      toClose.unshift(...closing);
      for (const pending of batch) pending.reject(error);
      if (committing) open.committed = Promise.reject(error);
      return;
    }
    const closed = replies.filter((reply) => reply.name === 'closeComplete').length;
    toClose.unshift(...closing.slice(closed));

    // Each statement's replies end with its CommandComplete; an error ends the sequence's.
    const sync = replies.findIndex((reply) => reply.name === 'readyForQuery');
    const sequence = replies.slice(0, sync < 0 ? replies.length : sync);
    let at = 0;
    const nextGroup = (): BackendMessage[] => {
      const group: BackendMessage[] = [];
      while (at < sequence.length) {
        const reply = sequence[at++] as BackendMessage;
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
    if (committing) {
      const toCommit = replies.slice(sync + 1);
      const error = toCommit.find(isError);
      open.committed = error ? Promise.reject(error) : Promise.resolve(commandTag(toCommit));
    }
  }

  // Outside transactions, and inside once BEGIN has gone: PGlite's own queries, which take
  // PGlite's locks (free while we hold ours).
  const direct: Queryable = {
    async query(sql, params = []) {
      const result = await pg.query<never>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
  };

  function transactionOn(open: Open): Transaction {
    /** Sends what is queued and BEGIN if still due, before a query of PGlite's own. */
    async function settle() {
      if (open.last) throw new Error(TRANSACTION_ENDED);
      await flush(open);
      const begin = open.begin;
      open.begin = undefined;
      if (begin) await simple(begin);
    }
    return {
      async query(sql, params) {
        await settle();
        return direct.query(sql, params);
      },
      async exec(sql) {
        await settle();
        return direct.exec(sql);
      },
      queryPrepared<Row>(
        sql: string,
        params: readonly (string | null)[],
        { last = false }: { last?: boolean } = {},
      ) {
        if (open.last) return Promise.reject(new Error(TRANSACTION_ENDED));
        open.last = last;
        return new Promise<QueryResult<Row>>((resolve, reject) => {
          open.queue.push({ sql, params, resolve: resolve as Pending['resolve'], reject });
          if (open.queue.length === 1) queueMicrotask(() => void flush(open));
        });
      },
    };
  }

  async function transaction<T>(
    work: (tx: Transaction) => Promise<T>,
    { readOnly = false }: TransactionOptions = {},
  ): Promise<T> {
    return lock.runExclusive(async () => {
      const open: Open = {
        begin: readOnly ? 'begin read only' : 'begin',
        queue: [],
        last: false,
        committed: undefined,
      };
      let ending = false;
      try {
        const result = await work(transactionOn(open));
        await flush(open);
        ending = true;
        // Nothing was sent: there is nothing to commit.
        if (open.begin) return result;
        const tag = await (open.committed ?? simple('commit'));
        // COMMIT of a transaction that an error had aborted rolls it back instead.
        if (tag === 'ROLLBACK') {
          throw new Error('The transaction was aborted by an earlier error and rolled back');
        }
        return result;
      } catch (error) {
        // Sent with the last statement, COMMIT has ended the transaction already. Otherwise roll
        // back; the error says what went wrong, and a failing ROLLBACK would only hide it.
        if (open.committed) await open.committed.catch(() => undefined);
        else if (!ending && !open.begin) await simple('rollback').catch(() => undefined);
        throw error;
      } finally {
        for (const pending of open.queue) pending.reject(new Error(TRANSACTION_ENDED));
        open.queue = [];
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
