import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clockDuration, seededVideoId, seedSql } from './seed-sql';

describe('supabase/seed.sql', () => {
  it('is what the catalogue and the media build generate (run npm run generate:content)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../supabase/seed.sql'), 'utf8');
    expect(file).toBe(seedSql());
  });

  it('refuses a catalogue course without a built video', () => {
    expect(() => seedSql({})).toThrow(/has no video yet: run npm run media/);
  });

  it('writes durations as m:ss and stable ids', () => {
    expect(clockDuration(271)).toBe('4:31');
    expect(clockDuration(412.5)).toBe('6:52');
    expect(clockDuration(59.4)).toBe('0:59');
    expect(seededVideoId(1)).toBe('6f0c2a1e-0b1a-4c55-9a11-100000000001');
    expect(seededVideoId(15)).toBe('6f0c2a1e-0b1a-4c55-9a11-100000000015');
  });
});
