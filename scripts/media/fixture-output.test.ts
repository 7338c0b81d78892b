// The committed build of the fixture course, checked without any media tool: it is current, and
// its video, captions, thumbnail and manifest agree with each other and with the script.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTIONS, VIDEO } from './config';
import { courseHash, templateSource } from './course';
import sample from './fixtures/sample-course';
import type { MediaManifest } from './manifest';
import { splitSentences } from './sentences';
import { parseVtt } from '../../src/shared/vtt';
import { readWebmInfoFile } from './webm-info';

const out = join(import.meta.dirname, 'fixtures/out');
const REBUILD =
  'node --import tsx scripts/media/build.ts --out scripts/media/fixtures/out scripts/media/fixtures/sample-course.ts';

async function load() {
  const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as MediaManifest;
  const entry = manifest[sample.id]!;
  const vtt = parseVtt(await readFile(join(out, `${sample.id}.vtt`), 'utf8'));
  return { manifest, entry, vtt };
}

/** Width and height from a baseline or progressive JPEG's frame header. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 2; at + 9 < bytes.length;) {
    const marker = view.getUint16(at);
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  throw new Error('No JPEG frame header');
}

describe('fixture build output', () => {
  it('was built from the current script, template and pipeline version', async () => {
    const { entry } = await load();
    const hash = courseHash(sample, await templateSource());
    expect(entry.hash, `Fixture output is stale; rebuild it: ${REBUILD}`).toBe(hash);
  });

  it('lists contiguous scenes covering the whole video, and the video size', async () => {
    const { manifest, entry } = await load();
    expect(Object.keys(manifest)).toEqual([sample.id]);
    expect(entry.scenes.map((s) => s.heading)).toEqual(sample.scenes.map((s) => s.heading));
    expect(entry.scenes[0]!.start).toBe(0);
    entry.scenes.forEach((scene, i) => {
      expect(scene.end).toBeGreaterThan(scene.start);
      // Slides change on frame boundaries.
      expect((scene.start * VIDEO.fps) % 1).toBe(0);
      if (i > 0) expect(scene.start).toBe(entry.scenes[i - 1]!.end);
    });
    expect(entry.scenes.at(-1)!.end).toBe(entry.durationSeconds);
    expect((await stat(join(out, `${sample.id}.webm`))).size).toBe(entry.bytes);
    expect(entry.bytes).toBeLessThan(600_000);
  });

  it('has a 1280×720 VP9 + Opus WebM as long as the manifest says', async () => {
    const { entry } = await load();
    const info = await readWebmInfoFile(join(out, `${sample.id}.webm`));
    expect(Math.abs(info.durationSeconds - entry.durationSeconds)).toBeLessThan(0.1);
    expect(info.tracks.map((t) => t.codecId).sort()).toEqual(['A_OPUS', 'V_VP9']);
  });

  it('has captions with every narrated word, each cue short and inside its scene', async () => {
    const { entry, vtt } = await load();
    expect(vtt.notes).toEqual(sample.scenes.map((s) => s.heading));
    sample.scenes.forEach((scene, i) => {
      const window = entry.scenes[i]!;
      const cues = vtt.cues.filter((cue) => cue.id.startsWith(`${i + 1}.`));
      expect(cues.length).toBeGreaterThanOrEqual(splitSentences(scene.narration).length);
      expect(cues.map((c) => c.text.replace(/\n/g, ' ')).join(' ')).toBe(
        splitSentences(scene.narration).join(' '),
      );
      for (const cue of cues) {
        expect(cue.id).toContain(scene.heading);
        expect(cue.start).toBeGreaterThanOrEqual(window.start);
        expect(cue.end).toBeLessThanOrEqual(window.end);
        expect(cue.end).toBeGreaterThan(cue.start);
        const lines = cue.text.split('\n');
        expect(lines.length).toBeLessThanOrEqual(CAPTIONS.maxLines);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(CAPTIONS.maxLineChars);
      }
    });
    const starts = vtt.cues.map((c) => c.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('has a 640×360 thumbnail', async () => {
    const size = jpegSize(await readFile(join(out, `${sample.id}.jpg`)));
    expect(size).toEqual({ width: 640, height: 360 });
  });
});
