import { readFile } from 'node:fs/promises';
import type { Database } from './db/database';
import { SEED_FILE } from './server';

/**
 * Loads supabase/seed.sql (the published training catalogue) into a database with no videos, or
 * with the retired 30-second samples still published (once, when upgrading; docs/decisions.md V3).
 */
export async function seedIfNeeded(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ needed: boolean }>(
    `select not exists (select 1 from public.videos)
         or exists (select 1 from public.videos where is_published and url like '/media/training/%')
       as needed`,
  );
  if (!rows[0]?.needed) return false;
  await seed(db);
  return true;
}

export async function seed(db: Database): Promise<void> {
  const sql = await readFile(SEED_FILE, 'utf8');
  await db.transaction((tx) => tx.exec(sql));
}
