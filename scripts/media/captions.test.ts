import { describe, expect, it } from 'vitest';
import { buildCues, splitForCaptions, wrapLines } from './captions';

describe('wrapLines', () => {
  it('keeps short text on one line', () => {
    expect(wrapLines('Check the sender.')).toEqual(['Check the sender.']);
  });

  it('balances two lines instead of filling the first', () => {
    const lines = wrapLines('Confirm any payment request through a channel you already trust.');
    expect(lines).toEqual(['Confirm any payment request through', 'a channel you already trust.']);
  });

  it('prefers a break after a comma when it is about as balanced', () => {
    expect(wrapLines('Look closely at the sender, and then at the domain name.')).toEqual([
      'Look closely at the sender,',
      'and then at the domain name.',
    ]);
  });

  it('chops a word longer than a line', () => {
    const lines = wrapLines('x'.repeat(50), 42);
    expect(lines).toEqual(['x'.repeat(42), 'x'.repeat(8)]);
  });
});

describe('splitForCaptions', () => {
  it('leaves a sentence that fits as one cue', () => {
    expect(splitForCaptions('Slow down when a message is urgent or secret.')).toEqual([
      'Slow down when a message is urgent or secret.',
    ]);
  });

  it('splits a long sentence at a comma near the middle', () => {
    const sentence =
      'Secrecy and urgency together are the classic signs of fraud, whoever the message claims to come from.';
    expect(splitForCaptions(sentence)).toEqual([
      'Secrecy and urgency together are the classic signs of fraud,',
      'whoever the message claims to come from.',
    ]);
  });

  it('splits before a conjunction when there is no punctuation', () => {
    const sentence =
      'The message asks you to wire money to a supplier nobody has heard of and tells you not to call anyone first';
    const pieces = splitForCaptions(sentence);
    expect(pieces).toHaveLength(2);
    expect(pieces[1]).toMatch(/^and /);
  });

  it('splits very long sentences into as many cues as needed, each fitting two lines', () => {
    const sentence = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const pieces = splitForCaptions(sentence);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join(' ')).toBe(sentence);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(84);
      expect(wrapLines(piece).length).toBeLessThanOrEqual(2);
    }
  });
});

describe('buildCues', () => {
  const scenes = [
    {
      heading: 'Welcome',
      start: 0,
      end: 5,
      sentences: [
        { text: 'Hello there.', start: 0.4, end: 1.4 },
        { text: 'Welcome to the course.', start: 1.75, end: 3.2 },
      ],
    },
    {
      heading: 'A long one',
      start: 5,
      end: 12,
      sentences: [
        {
          text: 'Secrecy and urgency together are the classic signs of fraud, whoever the message claims to come from.',
          start: 5.4,
          end: 10.4,
        },
      ],
    },
  ];

  it('times one cue per sentence, held through the pause but not past the scene', () => {
    const cues = buildCues(scenes);
    expect(cues[0]).toMatchObject({
      id: '1.1 Welcome',
      start: 0.4,
      end: 1.75,
      sceneHeading: 'Welcome',
    });
    expect(cues[1]).toMatchObject({ id: '1.2 Welcome', start: 1.75, end: 3.6 });
    expect(cues[1]!.sceneHeading).toBeUndefined();
  });

  it('shares a split sentence by length and keeps every cue inside its scene', () => {
    const cues = buildCues(scenes).filter((c) => c.id.startsWith('2.'));
    expect(cues).toHaveLength(2);
    expect(cues[0]!.start).toBe(5.4);
    expect(cues[1]!.start).toBeCloseTo(5.4 + (5 * 60) / 100, 5);
    expect(cues[1]!.end).toBeCloseTo(10.8, 5);
    for (const cue of cues) expect(cue.end).toBeLessThanOrEqual(12);
  });
});
