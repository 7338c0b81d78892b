// `npm run generate:content`: writes supabase/content.sql from src/content, and supabase/seed.sql
// from the course catalogue and the built course media.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentSql } from './content-sql';
import { seedSql } from './seed-sql';

for (const [name, sql] of [
  ['content.sql', contentSql()],
  ['seed.sql', seedSql()],
] as const) {
  const file = resolve(import.meta.dirname, '../supabase', name);
  writeFileSync(file, sql);
  console.log(`Wrote ${file}`);
}
