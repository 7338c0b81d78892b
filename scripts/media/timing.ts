// Lays out the narration on a timeline in audio samples, so every sentence and scene boundary is
// exact. Scene boundaries fall on video frame boundaries: slides change exactly when their scene
// starts. Pure functions.

export interface TimingOptions {
  sampleRate: number;
  fps: number;
  /** Seconds; see PAUSES in config.ts. */
  sentencePause: number;
  sceneLead: number;
  sceneHang: number;
  tail: number;
}

/** Sample offsets, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export interface SceneTiming extends Span {
  sentences: Span[];
}

export interface Timeline {
  scenes: SceneTiming[];
  totalSamples: number;
}

/** Places sentences (given as lengths in samples, per scene) with pauses between them. */
export function layoutTimeline(sceneSentenceSamples: number[][], options: TimingOptions): Timeline {
  const seconds = (s: number): number => Math.round(s * options.sampleRate);
  const toFrameBoundary = (sample: number): number => {
    const frame = Math.ceil((sample * options.fps) / options.sampleRate - 1e-9);
    return Math.round((frame * options.sampleRate) / options.fps);
  };
  const scenes: SceneTiming[] = [];
  let cursor = 0;
  sceneSentenceSamples.forEach((lengths, index) => {
    const start = cursor;
    let t = start + seconds(options.sceneLead);
    const sentences = lengths.map((length, i) => {
      if (i > 0) t += seconds(options.sentencePause);
      const span = { start: t, end: t + length };
      t = span.end;
      return span;
    });
    const isLast = index === sceneSentenceSamples.length - 1;
    const end = toFrameBoundary(t + seconds(isLast ? options.tail : options.sceneHang));
    scenes.push({ start, end, sentences });
    cursor = end;
  });
  return { scenes, totalSamples: cursor };
}

/**
 * The sample at which each picture of a scene starts: the scene's start, then each cue at its
 * place in its sentence (by characters, within the sentence's synthesised audio), on the nearest
 * frame boundary and at least a frame after the picture before.
 */
export function pictureStarts(
  scene: SceneTiming,
  cues: readonly { sentence: number; fraction: number }[],
  options: Pick<TimingOptions, 'sampleRate' | 'fps'>,
): number[] {
  const frame = options.sampleRate / options.fps;
  const starts = [scene.start];
  for (const cue of cues) {
    const span = scene.sentences[cue.sentence];
    if (!span) throw new Error(`No sentence ${cue.sentence + 1} in the scene`);
    const at = span.start + cue.fraction * (span.end - span.start);
    const previous = starts[starts.length - 1] ?? scene.start;
    const snapped = Math.round(scene.start + Math.round((at - scene.start) / frame) * frame);
    const start = Math.max(snapped, Math.round(previous + frame));
    if (start >= scene.end) throw new Error('A cue falls at the end of its scene');
    starts.push(start);
  }
  return starts;
}
