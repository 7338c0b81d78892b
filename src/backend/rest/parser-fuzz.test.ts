// Random query strings must parse or fail with a 4xx RestError: never another exception, which
// would become a 500.
import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { random, randomQuery } from '../testing';
import { parseQuery } from './query-parser';
import { buildRead, tableSource } from './sql-builder';
import type { Table } from './catalog';

const table: Table = {
  name: 'videos',
  columns: new Map([
    ['id', { name: 'id', type: 'uuid' }],
    ['title', { name: 'title', type: 'text' }],
  ]),
  primaryKey: ['id'],
};

/** CPU-bound loops: generous limits, so a busy machine does not fail them. */
const FUZZ_TIMEOUT = 120_000;

function expectClientError(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    const { status } = error as RestError;
    expect(status >= 400 && status < 500).toBe(true);
  }
}

describe('parser fuzz', () => {
  it('turns 20,000 random query strings into a parse or a 4xx', { timeout: FUZZ_TIMEOUT }, () => {
    const next = random(20261121);
    for (let i = 0; i < 20_000; i++) {
      const text = randomQuery(next);
      let params: URLSearchParams;
      try {
        params = new URLSearchParams(text);
      } catch {
        continue; // not a query string at all; the HTTP layer never hands us one
      }
      expectClientError(() =>
        buildRead(tableSource(table), parseQuery(params), {
          singleObject: false,
          stripNulls: false,
          csv: false,
          count: true,
        }),
      );
    }
  });

  it('survives structured filters with random values', { timeout: FUZZ_TIMEOUT }, () => {
    const next = random(7);
    for (let i = 0; i < 5_000; i++) {
      const value = randomQuery(next, 8);
      for (const prefix of ['eq.', 'in.(', 'not.like.', 'is.', 'cs.', 'fts(', 'not.wfts(a).']) {
        expectClientError(() => parseQuery(new URLSearchParams([['title', prefix + value]])));
      }
      expectClientError(() => parseQuery(new URLSearchParams([['or', `(title.eq.${value})`]])));
      expectClientError(() => parseQuery(new URLSearchParams([['select', value]])));
      expectClientError(() => parseQuery(new URLSearchParams([['order', value]])));
    }
  });

  it('refuses a NUL inside a quoted alias, the one name not checked against the catalog', () => {
    expectClientError(() => parseQuery(new URLSearchParams([['select', '"a\0b":title']])));
    expect(() => parseQuery(new URLSearchParams([['select', '"a\0b":title']]))).toThrow(RestError);
  });
});
