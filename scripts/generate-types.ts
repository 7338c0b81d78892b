// `npm run generate:types`: applies supabase/migrations to an in-memory PGlite database and writes
// the API schema's `Database` types to src/shared/database.types.ts (docs/architecture.md,
// "Studio-style data access"). The file is checked in; a backend test fails when it is stale.
import { writeFile } from 'node:fs/promises';
import { migrate } from '../src/backend/db/database';
import { openPglite } from '../src/backend/db/pglite';
import { MIGRATIONS_DIR } from '../src/backend/server';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './database-types';

const db = await openPglite();
try {
  await migrate(db, MIGRATIONS_DIR);
  await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes(db));
  console.log(`Wrote ${DATABASE_TYPES_FILE.pathname}`);
} finally {
  await db.close();
}
