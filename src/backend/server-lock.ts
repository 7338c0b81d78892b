import { mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite allows one process per data folder: a second one (another server, or `npm run admin`)
 * corrupts it. This lock file is created exclusively (`wx`), so of two processes starting at once
 * exactly one gets it; it names its holder so the other can say who has the folder.
 */
export const SERVER_LOCK_FILE = 'server.lock';
/** Held for a moment while a lock left by a dead process is removed, so two takers never race. */
const TAKEOVER_DIR = 'server.lock.takeover';
/** A takeover marker older than this was left by a process killed in the middle of one. */
const STALE_TAKEOVER_MS = 10_000;

export interface LockHolder {
  pid: number;
  hostname: string;
  /** What the holder is: `server on http://localhost:8080` or `npm run admin`. */
  purpose: string;
  since: string;
}

export class DataDirectoryInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid} (${holder.purpose}, since ` +
        `${holder.since}). Stop it first, or use another DATA_DIR.`,
    );
  }
}

export interface LockOptions {
  purpose: string;
  /** Whether a process still runs (injected in tests). */
  isAlive?: (pid: number) => boolean;
  now?: () => number;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid !== 'number' || typeof holder.hostname !== 'string') return undefined;
    return {
      pid: holder.pid,
      hostname: holder.hostname,
      purpose: String(holder.purpose ?? 'unknown'),
      since: String(holder.since ?? 'unknown'),
    };
  } catch {
    return undefined;
  }
}

/**
 * Takes the data folder's lock or throws DataDirectoryInUse naming the running holder. A lock
 * whose holder died (kill -9, power loss) is taken over; one held by a process on another host
 * (a shared folder) is never assumed dead. Returns the release function.
 */
export function holdServerLock(dataDir: string, options: LockOptions): () => void {
  const isAlive = options.isAlive ?? processIsAlive;
  const now = options.now ?? Date.now;
  const file = join(dataDir, SERVER_LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    purpose: options.purpose,
    since: new Date(now()).toISOString(),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return () => {
        if (readHolder(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // Unreadable: its writer is between creating and writing it. Look again shortly.
    if (!holder) {
      pause(20);
      continue;
    }
    if (holder.hostname !== me.hostname || isAlive(holder.pid)) {
      throw new DataDirectoryInUse(dataDir, holder);
    }
    removeDeadLock(dataDir, file, holder, now);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing.`);
}

/** Start-up is synchronous; a short blocking wait keeps it so. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Removes the lock of a dead holder, under the takeover marker, only if it is still that lock. */
function removeDeadLock(dataDir: string, file: string, dead: LockHolder, now: () => number) {
  const marker = join(dataDir, TAKEOVER_DIR);
  try {
    mkdirSync(marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process is taking over; its marker is removed at once unless it died doing so.
    if (now() - statSync(marker).mtimeMs > STALE_TAKEOVER_MS) rmdirSync(marker);
    else pause(20);
    return;
  }
  try {
    const current = readHolder(file);
    if (current?.pid === dead.pid && current.since === dead.since) unlinkSync(file);
  } finally {
    rmdirSync(marker);
  }
}
