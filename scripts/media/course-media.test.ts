// The committed course media (docs/decisions.md V3), checked without any media tool: every
// catalogue course has a current build whose video has VP9 pictures and an Opus voice, lasts
// within 10 % of its narration read at 140 words a minute, speaks at -16 LUFS with true peaks at
// most -1.5 dBTP (decoded and measured here), changes its picture at least every 15 s, has
// captions of its whole narration and a thumbnail of its own, and a knowledge-check bank of at
// least twice the questions an attempt asks. (tests/e2e/course-media.spec.ts plays them.)
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { OpusDecoder } from 'opus-decoder';
import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_ATTEMPT, courseScripts } from '../../src/content/courses';
import { parseVtt } from '../../src/shared/vtt';
import { LOUDNESS, MAX_HOLD_SECONDS, OUTPUT_DIR, VIDEO } from './config';
import { courseHash, templateSource } from './course';
import { integratedLoudness, truePeak } from './loudness';
import { readManifest } from './manifest';
import { splitSentences } from './sentences';
import { readWebmFrames, readWebmInfoFile } from './webm-info';

/** A picture change: a keyframe, or a frame larger than a repeat of the still (40–110 bytes). */
const CHANGED_FRAME_BYTES = 180;

/** The video's voice, decoded from its Opus frames at 48 kHz. */
async function decodeVoice(id: string): Promise<Float32Array> {
  const bytes = await readFile(join(OUTPUT_DIR, `${id}.webm`));
  const info = await readWebmInfoFile(join(OUTPUT_DIR, `${id}.webm`));
  const track = info.tracks.find((t) => t.codecId === 'A_OPUS')?.number;
  const frames = readWebmFrames(bytes).filter((frame) => frame.track === track);
  const decoder = new OpusDecoder({ channels: 1 });
  await decoder.ready;
  try {
    const decoded = decoder.decodeFrames(frames.map((frame) => frame.data));
    expect(decoded.errors).toEqual([]);
    return decoded.channelData[0] ?? new Float32Array();
  } finally {
    decoder.free();
  }
}

const WORDS_PER_MINUTE = 140;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(courseScripts.map((script) => [script.id, script] as const))('%s', (id, script) => {
  it('was built from its current script (else: npm run media)', async () => {
    const { manifest } = await readManifest(join(OUTPUT_DIR, 'manifest.json'));
    expect(manifest[id]?.hash, `${id} is not built from its current script: npm run media`).toBe(
      courseHash(script, await templateSource()),
    );
  });

  it('has a 1280×720 VP9 video with an Opus voice, as long as its narration (±10 %)', async () => {
    const { manifest } = await readManifest(join(OUTPUT_DIR, 'manifest.json'));
    const info = await readWebmInfoFile(join(OUTPUT_DIR, `${id}.webm`));
    const video = info.tracks.find((track) => track.codecId === 'V_VP9');
    expect([video?.width, video?.height]).toEqual([VIDEO.width, VIDEO.height]);
    expect(info.tracks.some((track) => track.codecId === 'A_OPUS')).toBe(true);
    expect(info.durationSeconds).toBeCloseTo(manifest[id]!.durationSeconds, 0);
    const spoken = script.scenes.reduce((sum, scene) => sum + words(scene.narration), 0);
    const narrationSeconds = (spoken / WORDS_PER_MINUTE) * 60;
    expect(Math.abs(info.durationSeconds / narrationSeconds - 1)).toBeLessThanOrEqual(0.1);
    expect((await stat(join(OUTPUT_DIR, `${id}.webm`))).size).toBe(manifest[id]!.bytes);
  });

  it('has captions whose last cue ends within 2 s of the end, and a thumbnail', async () => {
    const info = await readWebmInfoFile(join(OUTPUT_DIR, `${id}.webm`));
    const { cues } = parseVtt(await readFile(join(OUTPUT_DIR, `${id}.vtt`), 'utf8'));
    expect(cues.length).toBeGreaterThan(script.scenes.length);
    expect(Math.abs(info.durationSeconds - cues.at(-1)!.end)).toBeLessThanOrEqual(2);
    expect((await stat(join(OUTPUT_DIR, `${id}.jpg`))).size).toBeGreaterThan(5_000);
  });

  it(`speaks at ${LOUDNESS.integrated} ± ${LOUDNESS.tolerance} LUFS, true peak at most ${LOUDNESS.truePeakMax} dBTP`, async () => {
    const voice = await decodeVoice(id);
    expect(Math.abs(integratedLoudness(voice) - LOUDNESS.integrated)).toBeLessThanOrEqual(
      LOUDNESS.tolerance,
    );
    expect(truePeak(voice)).toBeLessThanOrEqual(LOUDNESS.truePeakMax);
  }, 120_000);

  it(`holds no picture longer than ${MAX_HOLD_SECONDS} s, and changes where its cues say`, async () => {
    const { manifest } = await readManifest(join(OUTPUT_DIR, 'manifest.json'));
    const entry = manifest[id]!;
    const bytes = await readFile(join(OUTPUT_DIR, `${id}.webm`));
    const video = (await readWebmInfoFile(join(OUTPUT_DIR, `${id}.webm`))).tracks.find(
      (t) => t.codecId === 'V_VP9',
    )?.number;
    const frames = readWebmFrames(bytes).filter((frame) => frame.track === video);
    const changed = (time: number) =>
      frames.some(
        (frame) =>
          Math.abs(frame.time - time) < 0.5 / VIDEO.fps &&
          (frame.keyframe || frame.data.length > CHANGED_FRAME_BYTES),
      );
    entry.scenes.forEach((scene, i) => {
      // One picture before the first cue and one per cue.
      expect(scene.pictures, scene.heading).toHaveLength((script.scenes[i]?.cues?.length ?? 0) + 1);
      expect(scene.pictures[0]).toBe(scene.start);
      [...scene.pictures, scene.end].reduce((start, end) => {
        expect(end - start, `${scene.heading} at ${start} s`).toBeGreaterThan(0);
        expect(end - start, `${scene.heading} at ${start} s`).toBeLessThanOrEqual(MAX_HOLD_SECONDS);
        return end;
      });
      for (const start of scene.pictures) {
        expect(changed(start), `${scene.heading}: a new picture at ${start} s`).toBe(true);
      }
    });
  });

  it('has captions of its whole narration, scene by scene', async () => {
    const { cues } = parseVtt(await readFile(join(OUTPUT_DIR, `${id}.vtt`), 'utf8'));
    script.scenes.forEach((scene, i) => {
      const spoken = cues
        .filter((cue) => cue.id.startsWith(`${i + 1}.`))
        .map((cue) => cue.text.replace(/\n/g, ' '))
        .join(' ');
      expect(spoken, scene.heading).toBe(splitSentences(scene.narration).join(' '));
    });
  });

  it('has a knowledge-check bank of at least twice the questions an attempt asks, one right answer each', () => {
    expect(script.questions.length).toBeGreaterThanOrEqual(2 * QUESTIONS_PER_ATTEMPT);
    for (const question of script.questions) {
      expect(question.choices[question.answer], question.id).toBeDefined();
    }
  });
});

describe('thumbnails', () => {
  it('each course has title art and a thumbnail of its own', async () => {
    const arts = courseScripts.map((script) => script.art);
    expect(new Set(arts.map((art) => art.icon)).size).toBe(arts.length);
    expect(new Set(arts.map((art) => art.hue)).size).toBe(arts.length);
    const hashes = await Promise.all(
      courseScripts.map(async (script) =>
        createHash('sha256')
          .update(await readFile(join(OUTPUT_DIR, `${script.id}.jpg`)))
          .digest('hex'),
      ),
    );
    expect(new Set(hashes).size).toBe(courseScripts.length);
  });
});
