import { describe, expect, it } from 'vitest';
import { samplePolicyDocument } from '../../tests/support/policy-document';
import { changedWords, diffDocuments, diffLines, wordChangesOf } from './policy-diff';

const document = samplePolicyDocument;

describe('diffLines', () => {
  it('keeps common lines and marks what was removed and added, in order', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(diffLines([], ['a'])).toEqual([{ kind: 'added', text: 'a' }]);
    expect(diffLines(['a'], [])).toEqual([{ kind: 'removed', text: 'a' }]);
  });

  it('compares two versions section by section, block by block', () => {
    const changed = structuredClone(document);
    changed.sections[0]!.blocks[2] = { type: 'bullets', items: ['Laptops', 'Phones'] };
    expect(diffDocuments(document, changed).filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: '• [Policy Owner] decides' },
      { kind: 'added', text: '• Phones' },
    ]);
  });
});

describe('the changed words within a line', () => {
  it('marks only the words that differ between a removed line and the added one', () => {
    expect(
      changedWords(
        'Passwords are changed every 90 days by IT.',
        'Passwords are changed every 180 days by IT.',
      ),
    ).toEqual({
      removed: [
        { text: 'Passwords are changed every ', changed: false },
        { text: '90', changed: true },
        { text: ' days by IT.', changed: false },
      ],
      added: [
        { text: 'Passwords are changed every ', changed: false },
        { text: '180', changed: true },
        { text: ' days by IT.', changed: false },
      ],
    });
  });

  it('pairs removed and added lines in order; an unpaired line is changed as a whole', () => {
    const lines = diffLines(
      ['a', 'Keep logs for 1 year', 'b'],
      ['a', 'Keep logs for 2 years', 'c', 'b'],
    );
    const words = wordChangesOf(lines);
    const removed = lines.find((line) => line.kind === 'removed')!;
    const [replacing, extra] = lines.filter((line) => line.kind === 'added');
    expect(
      words
        .get(removed)!
        .filter((piece) => piece.changed)
        .map((piece) => piece.text),
    ).toEqual(['1', 'year']);
    expect(
      words
        .get(replacing!)!
        .filter((piece) => piece.changed)
        .map((piece) => piece.text),
    ).toEqual(['2', 'years']);
    expect(words.has(extra!)).toBe(false);
    expect(words.size).toBe(2);
  });
});
