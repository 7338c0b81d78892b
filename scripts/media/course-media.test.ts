// The committed course media (docs/decisions.md V3), checked without any media tool: every
// catalogue course has a current build whose video has VP9 pictures and an Opus voice, lasts
// within 10 % of its narration read at 140 words a minute, has captions to its end and a
// thumbnail, and a knowledge-check bank of at least twice the questions an attempt asks. (tests/e2e/course-media.spec.ts decodes them.)
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_ATTEMPT, courseScripts } from '../../src/content/courses';
import { parseVtt } from '../../src/shared/vtt';
import { OUTPUT_DIR, VIDEO } from './config';
import { courseHash, templateSource } from './course';
import { readManifest } from './manifest';
import { readWebmInfoFile } from './webm-info';

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

  it('has a knowledge-check bank of at least twice the questions an attempt asks, one right answer each', () => {
    expect(script.questions.length).toBeGreaterThanOrEqual(2 * QUESTIONS_PER_ATTEMPT);
    for (const question of script.questions) {
      expect(question.choices[question.answer], question.id).toBeDefined();
    }
  });
});
