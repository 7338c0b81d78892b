// Deterministic random input for the fuzz tests (not a test file itself).

const PIECES = [
  ...'abcdefgilnoqrstuvxyz_0123456789',
  ...'.,()"\\*:;!-> =&%+{}\'$\0\u00e9\ud83d\ude00\ud800',
  'eq.',
  'not.',
  'in.(',
  'cs.',
  'cd.{',
  'ov.',
  'adj.[',
  'fts.',
  'plfts(',
  'phfts(english).',
  'wfts.',
  '[1,5)',
  'is.null',
  'or=(',
  'and(',
  'select=',
  'order=',
  'limit=',
  'offset=',
  '.desc',
  '.nullsfirst',
  'id',
  'title',
  '"',
  '::',
  '->>',
];

/** mulberry32: a tiny seeded generator, so a failing input can be reproduced. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `maxParts` pieces of query-string syntax, operators, quotes and odd characters. */
export function randomQuery(next: () => number, maxParts = 12): string {
  let text = '';
  const parts = Math.floor(next() * maxParts);
  for (let i = 0; i < parts; i++) text += PIECES[Math.floor(next() * PIECES.length)];
  return text;
}
