import { describe, expect, it } from 'vitest';
import { toggled } from './toggled';

describe('toggled', () => {
  it('adds a checked item at the end', () => {
    expect(toggled(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
  });

  it('removes an unchecked item wherever it stands', () => {
    expect(toggled(['a', 'b', 'c'], 'b', false)).toEqual(['a', 'c']);
  });

  it('leaves the given list as it was', () => {
    const list = ['a'];
    toggled(list, 'b', true);
    toggled(list, 'a', false);
    expect(list).toEqual(['a']);
  });
});
