import { join } from 'node:path';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under the data folder. */
export function openDatabase(dataDir: string): Promise<Database> {
  const databaseUrl = process.env['DATABASE_URL'];
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(join(dataDir, 'pglite'));
}
