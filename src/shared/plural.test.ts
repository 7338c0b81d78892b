import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'members')).toBe('1 member');
    expect(countOf(1, 'published videos')).toBe('1 published video');
    expect(countOf(1, 'templates')).toBe('1 template');
  });

  it('uses the plural for none and for many', () => {
    expect(countOf(0, 'videos')).toBe('0 videos');
    expect(countOf(12, 'templates')).toBe('12 templates');
    expect(countOf(14, 'checklists')).toBe('14 checklists');
    expect(countOf(2, 'courses')).toBe('2 courses');
  });
});
