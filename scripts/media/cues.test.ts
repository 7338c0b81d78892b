import { describe, expect, it } from 'vitest';
import type { CourseScript } from '../../src/content/courses/types';
import { courseOutline, cuePositions, cueProblems, pictureAt, revealableCount } from './cues';
import sample from './fixtures/sample-course';

const withCues = (): CourseScript => {
  const course = structuredClone(sample);
  course.scenes[1]!.cues = [
    { at: 'Look closely at the sender', mark: 1 },
    { at: 'tells you not to call', mark: 2 },
    { at: 'Secrecy and urgency', mark: 3 },
    { at: 'whoever the message claims', mark: 0 },
  ];
  return course;
};

describe('cuePositions', () => {
  it('places each cue in its sentence by characters', () => {
    const narration = 'One two. Three four five six. Seven.';
    expect(cuePositions(narration, [{ at: 'Three' }, { at: 'five' }, { at: 'Seven' }])).toEqual([
      { sentence: 1, fraction: 0 },
      { sentence: 1, fraction: 11 / 20 },
      { sentence: 2, fraction: 0 },
    ]);
  });

  it('refuses words that are not in the narration, or out of order', () => {
    expect(() => cuePositions('One two. Three.', [{ at: 'Four' }])).toThrow(/"Four" is not quoted/);
    expect(() => cuePositions('One two. Three.', [{ at: 'Three' }, { at: 'One' }])).toThrow(
      /"One" is not quoted/,
    );
  });
});

describe('pictureAt', () => {
  it('shows nothing before the first cue, then up to the highest mark, pointing at the cue', () => {
    const course = withCues();
    const scene = course.scenes[1]!;
    expect([0, 1, 2, 3, 4].map((step) => pictureAt(course, scene, step))).toEqual([
      { shown: 0 },
      { shown: 1, focus: 0 },
      { shown: 2, focus: 1 },
      { shown: 3, focus: 2 },
      { shown: 3 },
    ]);
  });

  it('shows everything without cues, and on a title slide the subtitle but not the outline', () => {
    expect(pictureAt(sample, { ...sample.scenes[1]!, cues: [] }, 0)).toEqual({ shown: 3 });
    expect(pictureAt(sample, sample.scenes[0]!, 0)).toEqual({ shown: 1 });
    expect(courseOutline(sample)).toEqual(['An email from the “CEO”', 'The same trick in chat']);
    expect(revealableCount(sample, sample.scenes[0]!)).toBe(3);
  });
});

describe('cueProblems', () => {
  it('refuses a cue that leaves the picture as it was', () => {
    const course = withCues();
    course.scenes[1]!.cues!.splice(1, 0, { at: 'the domain spells', mark: 1 });
    expect(cueProblems(course, course.scenes[1]!)).toEqual([
      'cue "the domain spells" leaves the picture as it was',
    ]);
  });

  it('accepts good cues and names bad ones', () => {
    const course = withCues();
    expect(cueProblems(course, course.scenes[1]!)).toEqual([]);
    course.scenes[1]!.cues = [
      { at: 'Look closely at the sender', mark: 4 },
      { at: 'not in it', mark: 1 },
    ];
    expect(cueProblems(course, { ...course.scenes[1]!, cues: [{ at: 'Look', mark: 2 }] })).toEqual([
      'the cues never show element 3',
    ]);
    expect(cueProblems(course, course.scenes[1]!)).toEqual([
      'cue "Look closely at the sender" marks element 4 of 3',
      'the cues never show element 3',
      'cue "not in it" is not quoted from the narration after the cue before it',
    ]);
  });
});
