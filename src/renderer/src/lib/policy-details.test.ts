import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, fillString, fillText, parseStoredDetails } from './policy-details';

const details = { ...EMPTY_DETAILS, companyName: 'Acme', version: '2.1' };

describe('fillText', () => {
  it('fills placeholders with values and keeps the rest marked', () => {
    expect(fillText('[Company Name] v[Version] by [Policy Owner].', details)).toEqual([
      { kind: 'text', text: 'Acme v2.1 by ' },
      { kind: 'placeholder', text: '[Policy Owner]' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('treats blank values as missing', () => {
    expect(fillString('[Company Name]', { ...details, companyName: '   ' })).toBe('[Company Name]');
  });
});

describe('parseStoredDetails', () => {
  it('reads back what was stored and ignores junk', () => {
    expect(parseStoredDetails(JSON.stringify(details))).toEqual(details);
    expect(parseStoredDetails('not json')).toEqual(EMPTY_DETAILS);
    expect(parseStoredDetails(JSON.stringify({ companyName: 42 }))).toEqual(EMPTY_DETAILS);
    expect(parseStoredDetails(null)).toEqual(EMPTY_DETAILS);
  });
});
