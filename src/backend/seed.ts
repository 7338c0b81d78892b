import { readFile } from 'node:fs/promises';
import type { Database } from './db/database';
import { SEED_FILE } from './server';

/** Loads supabase/seed.sql (the published training catalog) into a database with no videos. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    'select not exists (select 1 from public.videos) as empty',
  );
  if (!rows[0]?.empty) return false;
  await seed(db);
  return true;
}

export async function seed(db: Database): Promise<void> {
  const sql = await readFile(SEED_FILE, 'utf8');
  await db.transaction((tx) => tx.exec(sql));
}
