import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText', () => {
  it('shows a refusal’s own words', () => {
    expect(errorText(new Error('The name is taken.'))).toBe('The name is taken.');
    expect(errorText({ message: 'new row violates row-level security' })).toBe(
      'new row violates row-level security',
    );
  });

  it('says the general words, or the page’s own, for a failure without any', () => {
    expect(errorText('boom')).toBe('Something went wrong. Please try again.');
    expect(errorText(null, 'The change could not be made.')).toBe('The change could not be made.');
  });
});
