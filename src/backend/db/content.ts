import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Database } from './database';

/**
 * Applies supabase/content.sql (the content the database needs, generated from src/content) in
 * one transaction, unless this exact content was applied already: a start with unchanged content
 * costs one query.
 */
export async function applyContent(db: Database, contentFile: string): Promise<boolean> {
  const sql = await readFile(contentFile, 'utf8');
  const checksum = createHash('sha256').update(sql).digest('hex');
  const { rows } = await db.query<{ checksum: string }>(
    'select checksum from supabase_migrations.content_version where id = 1',
  );
  if (rows[0]?.checksum === checksum) return false;
  await db.transaction(async (tx) => {
    await tx.exec(sql);
    await tx.query(
      `insert into supabase_migrations.content_version (id, checksum) values (1, $1)
       on conflict (id) do update set checksum = excluded.checksum, applied_at = now()`,
      [checksum],
    );
  });
  return true;
}
