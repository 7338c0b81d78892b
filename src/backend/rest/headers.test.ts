import { describe, expect, it } from 'vitest';
import {
  checkContentType,
  checkPreferences,
  checkProfile,
  parseAccept,
  parsePrefer,
} from './headers';
import { contentRange, readStatus } from './responses';
import { restFailure } from '../testing/rest-failure';

describe('Prefer', () => {
  it('splits the comma-joined values supabase-js appends', () => {
    expect(
      parsePrefer(
        'resolution=merge-duplicates, count=exact, missing=default,return=representation',
      ),
    ).toEqual({
      return: 'representation',
      count: true,
      missingDefault: true,
      resolution: 'merge-duplicates',
      tx: undefined,
      handling: undefined,
      maxAffected: undefined,
      invalid: [],
    });
  });

  it('reads tx, handling and max-affected', () => {
    expect(parsePrefer('tx=rollback, handling=strict, max-affected=5')).toMatchObject({
      tx: 'rollback',
      handling: 'strict',
      maxAffected: 5,
      invalid: [],
    });
    expect(parsePrefer('tx=commit').tx).toBe('commit');
    expect(parsePrefer('max-affected=-1').maxAffected).toBe(-1);
    for (const value of ['x', '1.5', '', '99999999999999999999']) {
      expect(parsePrefer(`max-affected=${value}`).maxAffected, value).toBeUndefined();
    }
  });

  it('keeps the first valid value of each preference, as PostgREST does', () => {
    expect(parsePrefer('tx=commit, tx=rollback').tx).toBe('commit');
    expect(parsePrefer('return=everything, return=minimal, return=representation').return).toBe(
      'minimal',
    );
    expect(parsePrefer('max-affected=1, max-affected=2').maxAffected).toBe(1);
  });

  it('ignores unknown and malformed values, as PostgREST does without handling=strict', () => {
    const lenient = parsePrefer('tx=maybe, return=everything, count, =x, handling=lenient');
    expect(lenient).toEqual({
      return: undefined,
      count: false,
      missingDefault: false,
      resolution: undefined,
      tx: undefined,
      handling: 'lenient',
      maxAffected: undefined,
      invalid: ['tx=maybe', 'return=everything', 'count', '=x'],
    });
    expect(() => checkPreferences(lenient)).not.toThrow();
    expect(parsePrefer(undefined).return).toBeUndefined();
  });

  it('refuses what it cannot honour with handling=strict: 400 PGRST122', () => {
    const strict = parsePrefer('handling=strict, timezone=UTC, params=single-object');
    expect(restFailure(() => checkPreferences(strict))).toMatchObject({
      status: 400,
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: timezone=UTC, params=single-object',
    });
    const honoured = parsePrefer(
      'handling=strict, max-affected=x, tx=rollback, missing=null, count=planned, return=minimal',
    );
    expect(() => checkPreferences(honoured)).not.toThrow();
  });
});

describe('Accept', () => {
  const array = { singleObject: false, stripNulls: false, csv: false };

  it('serves arrays by default and one object for .single()', () => {
    expect(parseAccept(undefined)).toEqual(array);
    expect(parseAccept('*/*')).toEqual(array);
    expect(parseAccept('application/vnd.pgrst.object+json')).toEqual({
      ...array,
      singleObject: true,
    });
    expect(parseAccept('application/vnd.pgrst.array+json;nulls=stripped').stripNulls).toBe(true);
    expect(parseAccept('text/html, application/json;q=0.9')).toEqual(array);
  });

  it('serves CSV for text/csv when it comes first', () => {
    const csv = { ...array, csv: true };
    expect(parseAccept('text/csv')).toEqual(csv);
    expect(parseAccept('text/csv; version=1')).toEqual(csv);
    expect(parseAccept('text/unknown, text/csv, application/json')).toEqual(csv);
    expect(parseAccept('application/json, text/csv')).toEqual(array);
  });

  it('answers 406 PGRST107 for media types it does not serve (plans, GeoJSON)', () => {
    for (const accept of [
      'application/vnd.pgrst.plan+text; for="application/json"',
      'application/geo+json',
      'text/plain',
    ]) {
      expect(restFailure(() => parseAccept(accept))).toMatchObject({
        status: 406,
        code: 'PGRST107',
      });
    }
  });
});

describe('profiles and content types', () => {
  it('accepts schema public only', () => {
    expect(() => checkProfile(undefined)).not.toThrow();
    expect(() => checkProfile('public')).not.toThrow();
    expect(restFailure(() => checkProfile('auth'))).toMatchObject({
      status: 406,
      code: 'PGRST106',
      message: 'Invalid schema: auth',
    });
  });

  it('reads JSON bodies only', () => {
    expect(() => checkContentType(undefined)).not.toThrow();
    expect(() => checkContentType('application/json;charset=UTF-8')).not.toThrow();
    expect(restFailure(() => checkContentType('text/csv')).status).toBe(415);
  });
});

describe('Content-Range and read status', () => {
  it('writes ranges as PostgREST does', () => {
    expect(contentRange(0, 10, 57)).toBe('0-9/57');
    expect(contentRange(20, 5, undefined)).toBe('20-24/*');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(0, 0, undefined)).toBe('*/*');
    expect(contentRange(10, 0, 5)).toBe('*/5');
  });

  it('answers 206 for a partial counted page and 416 past the end', () => {
    expect(readStatus(0, 10, undefined)).toBe(200);
    expect(readStatus(0, 10, 10)).toBe(200);
    expect(readStatus(0, 10, 57)).toBe(206);
    expect(readStatus(5, 0, 5)).toBe(206);
    expect(restFailure(() => readStatus(6, 0, 5))).toMatchObject({
      status: 416,
      code: 'PGRST103',
      details: 'An offset of 6 was requested, but there are only 5 rows.',
    });
  });
});
