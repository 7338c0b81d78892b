// Caption cues from the timed sentences: one cue per sentence, long sentences split at a sensible
// break with time shared by length, each cue at most two balanced lines. Pure functions.
import { CAPTIONS } from './config';

export interface CaptionLimits {
  maxCueChars: number;
  maxLineChars: number;
  maxLines: number;
}

export interface TimedSentence {
  text: string;
  /** Seconds. */
  start: number;
  end: number;
}

export interface CaptionScene {
  heading: string;
  start: number;
  end: number;
  sentences: TimedSentence[];
}

export interface Cue {
  id: string;
  start: number;
  end: number;
  lines: string[];
  /** Set on a scene's first cue: the scene heading, written as a NOTE before it. */
  sceneHeading?: string;
}

/** Wraps text into lines of at most `maxLineChars`; two lines are balanced rather than greedy. */
export function wrapLines(text: string, maxLineChars: number = CAPTIONS.maxLineChars): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => chop(w, maxLineChars));
  const joined = words.join(' ');
  if (joined.length <= maxLineChars) return joined ? [joined] : [];
  let best: [string, string] | undefined;
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (pair[0].length > maxLineChars || pair[1].length > maxLineChars) continue;
    if (!best || lineBalance(pair) < lineBalance(best)) best = pair;
  }
  if (best) return best;
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= maxLineChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** Lower is better: even lengths, with a small preference for breaking after punctuation. */
function lineBalance([first, second]: [string, string]): number {
  return Math.abs(first.length - second.length) - (/[,;:]$/.test(first) ? 6 : 0);
}

/** Splits a word longer than a line (a URL, say) into line-sized chunks. */
function chop(word: string, max: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < word.length; i += max) chunks.push(word.slice(i, i + max));
  return chunks;
}

function fits(text: string, limits: CaptionLimits): boolean {
  return (
    text.length <= limits.maxCueChars &&
    wrapLines(text, limits.maxLineChars).length <= limits.maxLines
  );
}

const CONJUNCTIONS =
  /^(and|but|or|so|because|which|who|that|when|while|if|before|after|until|unless|then)\b/i;

/** How good a break before word `i` is: after punctuation best, before a conjunction next. */
function breakRank(before: string, after: string): number {
  if (/[,;:]$|[.!?]["')]?$/.test(before)) return 2;
  if (CONJUNCTIONS.test(after)) return 1;
  return 0;
}

/** Splits a sentence into cue texts that each fit the limits, preferring natural breaks near the middle. */
export function splitForCaptions(sentence: string, limits: CaptionLimits = CAPTIONS): string[] {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (fits(text, limits)) return text ? [text] : [];
  const words = text.split(' ');
  if (words.length < 2) return [text];
  const candidates = words.slice(1).map((_, k) => {
    const i = k + 1;
    const left = words.slice(0, i).join(' ');
    const right = words.slice(i).join(' ');
    return {
      left,
      right,
      bothFit: fits(left, limits) && fits(right, limits),
      balanced: Math.min(left.length, right.length) >= text.length * 0.25,
      rank: breakRank(words[i - 1] ?? '', words[i] ?? ''),
      offCentre: Math.abs(left.length - right.length),
    };
  });
  const pick = (pool: typeof candidates, byRank: boolean) =>
    [...pool].sort((a, b) => (byRank ? b.rank - a.rank : 0) || a.offCentre - b.offCentre)[0];
  const natural = candidates.filter((c) => c.bothFit && c.balanced);
  const chosen =
    pick(natural, true) ??
    pick(
      candidates.filter((c) => c.bothFit),
      false,
    ) ??
    pick(candidates, false);
  if (!chosen) return [text];
  return [...splitForCaptions(chosen.left, limits), ...splitForCaptions(chosen.right, limits)];
}

/**
 * One cue per caption piece, timed within its sentence by character count. A cue stays up through
 * the pause after it (no flicker between sentences) but never past its scene's end.
 */
export function buildCues(scenes: CaptionScene[], limits: CaptionLimits = CAPTIONS): Cue[] {
  const cues: Cue[] = [];
  scenes.forEach((scene, sceneIndex) => {
    const sceneCues: Cue[] = [];
    for (const sentence of scene.sentences) {
      const pieces = splitForCaptions(sentence.text, limits);
      const total = pieces.reduce((sum, p) => sum + p.length, 0);
      let t = sentence.start;
      pieces.forEach((piece, i) => {
        const end =
          i === pieces.length - 1
            ? sentence.end
            : t + ((sentence.end - sentence.start) * piece.length) / total;
        sceneCues.push({ id: '', start: t, end, lines: wrapLines(piece, limits.maxLineChars) });
        t = end;
      });
    }
    sceneCues.forEach((cue, i) => {
      const next = sceneCues[i + 1];
      cue.end = next ? next.start : Math.min(cue.end + 0.4, scene.end);
      cue.id = `${sceneIndex + 1}.${i + 1} ${scene.heading}`;
    });
    if (sceneCues[0]) sceneCues[0].sceneHeading = scene.heading;
    cues.push(...sceneCues);
  });
  return cues;
}
