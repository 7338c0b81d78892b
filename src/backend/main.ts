// `npm start`: the embedded backend and the built website on one local URL.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from './db/open';
import { loadOrCreateKeys } from './keys';
import { scaledRateLimits } from './rate-limit';
import { seedIfEmpty } from './seed';
import { holdServerLock } from './server-lock';
import { PROJECT_ROOT, startBackend } from './server';

const port = Number(process.env['PORT'] ?? 8080);
const dataDir = resolve(process.env['DATA_DIR'] ?? '.data');
const webRoot = resolve(process.env['WEB_ROOT'] ?? join(PROJECT_ROOT, 'dist/web'));

mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const releaseLock = holdServerLock(dataDir);
const db = await openDatabase(dataDir);
const backend = await startBackend({
  db,
  keys: await loadOrCreateKeys(dataDir),
  port,
  rateLimits: scaledRateLimits(Number(process.env['RATE_LIMIT_MULTIPLIER'] ?? 1)),
  ...(process.env['PUBLIC_URL'] ? { apiUrl: process.env['PUBLIC_URL'] } : {}),
  webRoot,
});
await seedIfEmpty(db);

console.log(`ComplyReady is running at ${backend.url}/`);
console.log(
  `  database: ${db.kind === 'pglite' ? `PGlite in ${join(dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
);
console.log(`  local mailbox: ${backend.url}/_mail`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void backend
      .close()
      .then(() => db.close())
      .finally(() => {
        releaseLock();
        process.exit(0);
      });
  });
}
