import { describe, expect, it } from 'vitest';
import { addCalendarMonths, utcDay } from './utc-day';

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

describe('addCalendarMonths', () => {
  it('keeps the day of the month, or takes the month’s last day when it has none', () => {
    expect(addCalendarMonths('2027-05-15', 3)).toBe('2027-08-15');
    expect(addCalendarMonths('2026-11-29', 3)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addCalendarMonths('2027-01-31', 3)).toBe('2027-04-30');
    expect(addCalendarMonths('2027-12-31', 3)).toBe('2028-03-31');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('goes back as well', () => {
    expect(addCalendarMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-01-15', -2)).toBe('2026-11-15');
  });
});
