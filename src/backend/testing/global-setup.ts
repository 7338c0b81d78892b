// Vitest global setup of the backend tests: migrates one database for the whole run and tells the
// workers where it is (environment variables, which workers inherit). See database.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SNAPSHOT_ENV,
  TEMPLATE_ENV,
  migratedPgliteSnapshot,
  migratedTemplateDatabase,
} from './database';

export default async function setup(): Promise<() => Promise<void>> {
  const databaseUrl = process.env['DATABASE_URL'];
  if (databaseUrl) {
    const template = await migratedTemplateDatabase(databaseUrl);
    process.env[TEMPLATE_ENV] = template.name;
    return () => template.drop();
  }
  const folder = mkdtempSync(join(tmpdir(), 'complyready-test-db-'));
  const file = join(folder, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  process.env[SNAPSHOT_ENV] = file;
  return async () => rmSync(folder, { recursive: true, force: true });
}
