import { describe, expect, it } from 'vitest';
import { utcDay } from './utc-day';

describe('utcDay', () => {
  it('gives the UTC day of an instant, whatever its offset or form', () => {
    expect(utcDay('2026-12-01T23:30:00-02:00')).toBe('2026-12-02');
    expect(utcDay('2026-12-01T00:30:00+01:00')).toBe('2026-11-30');
    expect(utcDay(Date.UTC(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(utcDay(new Date(Date.UTC(2027, 0, 1)))).toBe('2027-01-01');
  });

  it('keeps a day as it is', () => {
    expect(utcDay('2026-02-28')).toBe('2026-02-28');
  });
});
