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
