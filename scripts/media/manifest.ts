// manifest.json beside the videos: for each course id, the hash it was built from (to skip
// unchanged courses), its length, its scenes' and pictures' times (chapters), the video's size
// and its measured loudness.
import { readFile } from 'node:fs/promises';

export interface SceneMarker {
  heading: string;
  /** Seconds. */
  start: number;
  end: number;
  /** Seconds at which each of the scene's pictures starts (the scene's start, then each cue). */
  pictures: number[];
}

export interface CourseMedia {
  hash: string;
  durationSeconds: number;
  scenes: SceneMarker[];
  /** Size of `<id>.webm`. */
  bytes: number;
  /** The video's voice as ffmpeg's EBU R128 meter measured it after encoding (LUFS, dBTP). */
  loudness: { integrated: number; truePeak: number };
}

export type MediaManifest = Record<string, CourseMedia>;

/** The manifest and its text as on disk (undefined when there is none yet). */
export async function readManifest(
  path: string,
): Promise<{ manifest: MediaManifest; text?: string }> {
  try {
    const text = await readFile(path, 'utf8');
    return { manifest: JSON.parse(text) as MediaManifest, text };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { manifest: {} };
    throw error;
  }
}

/** Stable text: ids sorted, two-space indent as Prettier leaves it, final newline. */
export function serializeManifest(manifest: MediaManifest): string {
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Seconds rounded to the millisecond, as in the captions. */
export const roundSeconds = (seconds: number): number => Math.round(seconds * 1000) / 1000;
