import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** PGlite allows one process per data folder; this file names the server that has it. */
export const SERVER_LOCK_FILE = 'server.pid';

export function holdServerLock(dataDir: string): () => void {
  const file = join(dataDir, SERVER_LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
