import { describe, expect, it } from 'vitest';
import { speakable, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at full stops, question and exclamation marks', () => {
    expect(splitSentences('Stop. Is it real? Call them!  Then report it.')).toEqual([
      'Stop.',
      'Is it real?',
      'Call them!',
      'Then report it.',
    ]);
  });

  it('keeps closing quotes with their sentence and joins wrapped lines', () => {
    expect(splitSentences('She wrote "Pay now." Then she\nwaited.')).toEqual([
      'She wrote "Pay now."',
      'Then she waited.',
    ]);
  });

  it('does not split after abbreviations, initials, decimals or before lower case', () => {
    expect(
      splitSentences(
        'Use a manager, e.g. Dana. Ask J. Smith about version 2.5 today. Wait... then go.',
      ),
    ).toEqual([
      'Use a manager, e.g. Dana.',
      'Ask J. Smith about version 2.5 today.',
      'Wait... then go.',
    ]);
  });

  it('returns nothing for blank text and the text itself without a full stop', () => {
    expect(splitSentences('  \n ')).toEqual([]);
    expect(splitSentences('No full stop')).toEqual(['No full stop']);
  });
});

describe('speakable', () => {
  it('turns typographic punctuation and accents into plain ASCII', () => {
    expect(speakable('It\u2019s \u201curgent\u201d \u2014 caf\u00e9 at 50% & more\u2026')).toBe(
      'It\'s "urgent", cafe at 50 percent and more...',
    );
  });

  it('drops characters Festival cannot read', () => {
    expect(speakable('Check \u{1F6A9} the\tsender')).toBe('Check the sender');
  });
});
