import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { isPolicyDocument } from '../src/shared/policy-document';
import { POLICY_TEXT_LIMITS } from '../src/content/policies/document';
import { contentSql, policyTemplateRows, sqlLiteral } from './content-sql';

describe('supabase/content.sql', () => {
  it('is what src/content generates (run npm run generate:content)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../supabase/content.sql'), 'utf8');
    expect(file).toBe(contentSql());
  });

  it('carries every policy template to the database as structured text (docs/decisions.md PP1)', () => {
    const texts = readdirSync(resolve(import.meta.dirname, '../src/content/policies/texts'));
    const rows = policyTemplateRows();
    expect(rows.map((row) => `${row.id}.json`).sort()).toEqual(
      texts.filter((file) => file.endsWith('.json')).sort(),
    );
    for (const row of rows) {
      const content: unknown = JSON.parse(row.content);
      expect(isPolicyDocument(content), row.id).toBe(true);
      expect(row.content.length, row.id).toBeLessThanOrEqual(POLICY_TEXT_LIMITS.total);
      expect(row.content, row.id).not.toMatch(/<[a-z!?/]/i);
      expect([6, 12]).toContain(row.review_months);
    }
  });

  it('quotes text safely', () => {
    expect(sqlLiteral("O'Brien; drop table x; --")).toBe("'O''Brien; drop table x; --'");
    expect(sqlLiteral(null)).toBe('null');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});
