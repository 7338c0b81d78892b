import { describe, expect, it } from 'vitest';
import { wholeDaysLeft } from './trial-days';

const END = '2031-03-21T09:00:00.000Z';
const before = (ms: number) => new Date(Date.parse(END) - ms);
const DAY = 24 * 60 * 60 * 1000;

describe('wholeDaysLeft (docs/decisions.md P1: whole days, rounded up)', () => {
  it('counts a part of a day as a whole one', () => {
    expect(wholeDaysLeft(END, before(14 * DAY))).toBe(14);
    expect(wholeDaysLeft(END, before(7 * DAY + 1))).toBe(8);
    expect(wholeDaysLeft(END, before(7 * DAY))).toBe(7);
    expect(wholeDaysLeft(END, before(6 * DAY + 1))).toBe(7);
    expect(wholeDaysLeft(END, before(DAY))).toBe(1);
    expect(wholeDaysLeft(END, before(1))).toBe(1);
  });

  it('is zero or less once the end has come', () => {
    expect(wholeDaysLeft(END, END)).toBe(0);
    expect(wholeDaysLeft(END, before(-DAY))).toBe(-1);
  });
});
