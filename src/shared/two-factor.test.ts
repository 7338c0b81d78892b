import { describe, expect, it } from 'vitest';
import { codeFrom, secondsLeftOfCode } from './two-factor';

describe('secondsLeftOfCode', () => {
  it('counts down from 30 to 1 within each 30-second step', () => {
    expect(secondsLeftOfCode(Date.UTC(2026, 10, 30, 12, 0, 0))).toBe(30);
    expect(secondsLeftOfCode(Date.UTC(2026, 10, 30, 12, 0, 0, 999))).toBe(30);
    expect(secondsLeftOfCode(Date.UTC(2026, 10, 30, 12, 0, 13))).toBe(17);
    expect(secondsLeftOfCode(Date.UTC(2026, 10, 30, 12, 0, 29, 500))).toBe(1);
    expect(secondsLeftOfCode(Date.UTC(2026, 10, 30, 12, 0, 30))).toBe(30);
  });
});

describe('codeFrom', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['12345', undefined],
    ['1234567', undefined],
    ['12345a', undefined],
    ['', undefined],
  ])('%j gives %j', (text, code) => {
    expect(codeFrom(text)).toBe(code);
  });
});
