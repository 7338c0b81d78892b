import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'members')).toBe('1 member');
    expect(countOf(1, 'templates')).toBe('1 template');
    expect(countOf(1, 'policies')).toBe('1 policy');
    expect(countOf(1, 'videos')).toBe('1 video');
  });

  it('uses the plural for none and for many', () => {
    expect(countOf(0, 'videos')).toBe('0 videos');
    expect(countOf(12, 'templates')).toBe('12 templates');
    expect(countOf(14, 'checklists')).toBe('14 checklists');
    expect(countOf(2, 'courses')).toBe('2 courses');
    expect(countOf(12, 'frameworks')).toBe('12 frameworks');
  });

  it('puts the words that describe the noun before it', () => {
    expect(countOf(1, 'videos', 'published')).toBe('1 published video');
    expect(countOf(5, 'videos', 'published')).toBe('5 published videos');
    expect(countOf(27, 'policies', 'ready-made security')).toBe('27 ready-made security policies');
    expect(countOf(1, 'checklists', 'practical')).toBe('1 practical checklist');
  });
});
