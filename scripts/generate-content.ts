// `npm run generate:content`: writes supabase/content.sql from src/content.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentSql } from './content-sql';

const file = resolve(import.meta.dirname, '../supabase/content.sql');
writeFileSync(file, contentSql());
console.log(`Wrote ${file}`);
