import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSql, sqlLiteral } from './content-sql';

describe('supabase/content.sql', () => {
  it('is what src/content generates (run npm run generate:content)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../supabase/content.sql'), 'utf8');
    expect(file).toBe(contentSql());
  });

  it('quotes text safely', () => {
    expect(sqlLiteral("O'Brien; drop table x; --")).toBe("'O''Brien; drop table x; --'");
    expect(sqlLiteral(null)).toBe('null');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});
