// Cue points (docs: scripts/media/README.md): a scene's elements appear one by one as the
// narration reaches the words its script quotes in `cues`. Pure functions.
import type { CourseScene, CourseScript } from '../../src/content/courses/types';
import { splitSentences } from './sentences';

/** Headings of the teaching scenes: the outline the title slide shows after its subtitle. */
export function courseOutline(course: CourseScript): string[] {
  return course.scenes
    .filter((scene) => scene.kind !== 'title' && scene.kind !== 'summary')
    .map((scene) => scene.heading);
}

/** How many elements a scene can reveal one cue at a time. */
export function revealableCount(course: CourseScript, scene: CourseScene): number {
  switch (scene.kind) {
    case 'title':
      return (scene.points?.[0] ? 1 : 0) + courseOutline(course).length;
    case 'points':
    case 'summary':
      return scene.points?.length ?? 0;
    case 'example':
      return scene.example?.redFlags?.length ?? 0;
  }
}

export interface PictureState {
  /** How many elements show (in order). */
  shown: number;
  /** The element pointed at (0-based), if any. */
  focus?: number;
}

/**
 * What picture `step` of a scene shows: nothing before the first cue; at each cue, every element
 * up to the highest mark so far, pointing at the cue's own. Without cues, all at once, except that
 * a title slide then shows its subtitle but not the outline.
 */
export function pictureAt(course: CourseScript, scene: CourseScene, step: number): PictureState {
  const cues = scene.cues ?? [];
  if (cues.length === 0) {
    return {
      shown: scene.kind === 'title' ? (scene.points?.[0] ? 1 : 0) : revealableCount(course, scene),
    };
  }
  const upTo = cues.slice(0, Math.min(step, cues.length));
  const shown = Math.max(0, ...upTo.map((cue) => cue.mark));
  const mark = upTo.at(-1)?.mark ?? 0;
  return mark > 0 ? { shown, focus: mark - 1 } : { shown };
}

export interface CuePosition {
  /** Index of the narration sentence the cue's words start in. */
  sentence: number;
  /** How far into that sentence they start, as a share of its characters (0 at its start). */
  fraction: number;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Where each cue falls in the narration; throws when one is not quoted from it in order. */
export function cuePositions(narration: string, cues: readonly { at: string }[]): CuePosition[] {
  const sentences = splitSentences(narration);
  const text = sentences.join(' ');
  const starts: number[] = [];
  let offset = 0;
  for (const sentence of sentences) {
    starts.push(offset);
    offset += sentence.length + 1;
  }
  let from = 0;
  return cues.map((cue) => {
    const at = text.indexOf(squash(cue.at), from);
    if (!cue.at.trim() || at < 0) {
      throw new Error(`cue "${cue.at}" is not quoted from the narration after the cue before it`);
    }
    from = at + 1;
    let sentence = 0;
    while (sentence + 1 < starts.length && (starts[sentence + 1] ?? Infinity) <= at) sentence++;
    const length = sentences[sentence]?.length ?? 1;
    return { sentence, fraction: (at - (starts[sentence] ?? 0)) / length };
  });
}

/** What is wrong with a scene's cues; empty when they are fine. */
export function cueProblems(course: CourseScript, scene: CourseScene): string[] {
  const cues = scene.cues ?? [];
  const problems: string[] = [];
  const count = revealableCount(course, scene);
  for (const cue of cues) {
    if (!Number.isInteger(cue.mark) || cue.mark < 0 || cue.mark > count)
      problems.push(`cue "${cue.at}" marks element ${cue.mark} of ${count}`);
  }
  if (cues.length > 0 && Math.max(...cues.map((cue) => cue.mark)) !== count)
    problems.push(`the cues never show element ${count}`);
  // Each cue must change the picture, or the one before it is held on.
  cues.forEach((cue, i) => {
    const before = pictureAt(course, scene, i);
    const after = pictureAt(course, scene, i + 1);
    if (before.shown === after.shown && before.focus === after.focus)
      problems.push(`cue "${cue.at}" leaves the picture as it was`);
  });
  try {
    cuePositions(scene.narration, cues);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}
