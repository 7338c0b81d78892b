import { describe, expect, it } from 'vitest';
import { layoutTimeline, pictureStarts } from './timing';

const options = {
  sampleRate: 1000,
  fps: 4,
  sentencePause: 0.35,
  sceneLead: 0.4,
  sceneHang: 0.4,
  tail: 1.5,
};

describe('layoutTimeline', () => {
  it('places sentences after the lead with pauses between them', () => {
    const { scenes } = layoutTimeline([[1000, 2000]], options);
    expect(scenes[0]!.sentences).toEqual([
      { start: 400, end: 1400 },
      { start: 1750, end: 3750 },
    ]);
  });

  it('ends each scene on a frame boundary after its hang, and the last one after the tail', () => {
    const { scenes, totalSamples } = layoutTimeline([[1000], [1010]], options);
    // 400 + 1000 + 400 = 1800, rounded up to the next quarter second.
    expect(scenes[0]).toMatchObject({ start: 0, end: 2000 });
    // 2000 + 400 + 1010 + 1500 = 4910, rounded up to 5000.
    expect(scenes[1]).toMatchObject({ start: 2000, end: 5000 });
    expect(scenes[1]!.sentences[0]).toEqual({ start: 2400, end: 3410 });
    expect(totalSamples).toBe(5000);
  });

  it('keeps a boundary that already falls on a frame', () => {
    const { scenes } = layoutTimeline([[1200], [100]], options);
    expect(scenes[0]!.end).toBe(2000);
  });

  it('works when samples per frame is not a whole number', () => {
    const { scenes } = layoutTimeline([[1000], [1000]], { ...options, sampleRate: 1001, fps: 3 });
    for (const scene of scenes) {
      const frames = (scene.end * 3) / 1001;
      expect(Math.abs(frames - Math.round(frames))).toBeLessThan(0.01);
    }
  });
});

describe('pictureStarts', () => {
  const scene = {
    start: 0,
    end: 8000,
    sentences: [
      { start: 400, end: 2400 },
      { start: 3000, end: 7000 },
    ],
  };
  const frame = { sampleRate: 1000, fps: 4 };

  it('starts with the scene, then each cue at its place in its sentence, on frame boundaries', () => {
    expect(
      pictureStarts(
        scene,
        [
          { sentence: 0, fraction: 0.5 },
          { sentence: 1, fraction: 0.3 },
        ],
        frame,
      ),
    ).toEqual([0, 1500, 4250]);
  });

  it('keeps two cues in one frame a frame apart, and refuses one at the end of the scene', () => {
    expect(
      pictureStarts(
        scene,
        [
          { sentence: 0, fraction: 0.5 },
          { sentence: 0, fraction: 0.51 },
        ],
        frame,
      ),
    ).toEqual([0, 1500, 1750]);
    expect(() =>
      pictureStarts({ ...scene, end: 7000 }, [{ sentence: 1, fraction: 1 }], frame),
    ).toThrow(/end of its scene/);
  });
});
