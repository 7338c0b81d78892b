// `npm run media`: builds each course's narrated video, captions and thumbnail from its script.
//   node --import tsx scripts/media/build.ts [--only <id>]... [--force] [--out <dir>] [script or folder]...
// Default: every course in src/content/courses into src/renderer/public/media/courses. A course is
// skipped when manifest.json has its current hash and its files are there.
import { copyFile, mkdir, mkdtemp, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium';
import { buildCues } from './captions';
import {
  COURSES_DIR,
  LOUDNESS,
  MAX_HOLD_SECONDS,
  OUTPUT_DIR,
  PAUSES,
  TOTAL_BUDGET_BYTES,
  VIDEO,
} from './config';
import {
  courseHash,
  findCourseFiles,
  loadCourse,
  templateSource,
  type LoadedCourse,
} from './course';
import { cuePositions } from './cues';
import { encodeVideo, makeThumbnail, measureLoudness, normalizeLoudness } from './encode';
import {
  readManifest,
  roundSeconds,
  serializeManifest,
  type CourseMedia,
  type MediaManifest,
} from './manifest';
import { synthesizeAll } from './narration';
import { splitSentences } from './sentences';
import { renderSlides } from './slides';
import { layoutTimeline, pictureStarts } from './timing';
import { ensureTools, toolVersions } from './tools';
import { writeVtt } from './vtt';
import { mixAt, writeWav } from './wav';
import { readWebmInfoFile } from './webm-info';

const OUTPUT_KINDS = ['webm', 'vtt', 'jpg'] as const;

/** One status line per course and step; on a terminal it updates in place. */
class Progress {
  private lastStep = '';
  private readonly tty = Boolean(process.stdout.isTTY);

  show(label: string, step: string, done?: number, total?: number, unit = ''): void {
    const count = total === undefined ? '' : ` ${done}/${total}${unit ? ` ${unit}` : ''}`;
    const line = `${label}: ${step}${count}`;
    if (this.tty) {
      process.stdout.write(`\r\x1b[K${line}`);
    } else if (step !== this.lastStep || done === total) {
      // In a log, print a step when it starts and when it ends.
      console.log(line);
    }
    this.lastStep = step;
  }

  done(line: string): void {
    if (this.tty) process.stdout.write(`\r\x1b[K`);
    console.log(line);
    this.lastStep = '';
  }
}

/** Writes a file so that readers see the old one or the whole new one, never a part. */
async function installFile(from: string, to: string): Promise<void> {
  const temporary = `${to}.${process.pid}.tmp`;
  await copyFile(from, temporary);
  await rename(temporary, to);
}

async function fileSize(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

async function isUpToDate(
  entry: CourseMedia | undefined,
  hash: string,
  outDir: string,
  id: string,
): Promise<boolean> {
  if (entry?.hash !== hash) return false;
  const sizes = await Promise.all(
    OUTPUT_KINDS.map((ext) => fileSize(join(outDir, `${id}.${ext}`))),
  );
  return sizes.every((size) => size !== undefined) && sizes[0] === entry.bytes;
}

async function buildCourse(
  { script }: LoadedCourse,
  hash: string,
  browser: Browser,
  workDir: string,
  outDir: string,
  label: string,
  progress: Progress,
): Promise<CourseMedia> {
  const dir = join(workDir, script.id);
  await mkdir(dir, { recursive: true });

  const slides = await renderSlides(browser, script, dir, (done, total) =>
    progress.show(label, 'slides', done, total),
  );

  const sceneSentences = script.scenes.map((scene) => splitSentences(scene.narration));
  const clips = await synthesizeAll(sceneSentences.flat(), dir, (done, total) =>
    progress.show(label, 'narration', done, total, 'sentences'),
  );
  const sampleRate = clips[0]?.sampleRate;
  if (!sampleRate) throw new Error(`${script.id}: no narration`);
  let offset = 0;
  const sceneClips = sceneSentences.map((list) => clips.slice(offset, (offset += list.length)));

  progress.show(label, 'timing and captions');
  const timeline = layoutTimeline(
    sceneClips.map((list) => list.map((clip) => clip.samples.length)),
    { sampleRate, fps: VIDEO.fps, ...PAUSES },
  );
  const seconds = (samples: number): number => samples / sampleRate;
  const scenes = zip(script.scenes, timeline.scenes).map(([scene, timing], i) => ({
    scene,
    timing,
    sentences: zip(sceneSentences[i] ?? [], zip(sceneClips[i] ?? [], timing.sentences)),
  }));
  const placed = scenes.flatMap(({ sentences }) =>
    sentences.map(([, [clip, span]]) => ({ start: span.start, samples: clip.samples })),
  );
  const rawNarrationWav = join(dir, 'narration-raw.wav');
  await writeFile(
    rawNarrationWav,
    writeWav({ sampleRate, samples: mixAt(timeline.totalSamples, placed) }),
  );

  // Each picture from its cue's place in the synthesised audio; none held too long.
  const toFrames = (samples: number): number => Math.round(seconds(samples) * VIDEO.fps);
  const pictures: { file: string; frames: number }[] = [];
  const pictureStartFrames: number[] = [];
  const scenePictureStarts = scenes.map(({ scene, timing }, i) => {
    const starts = pictureStarts(timing, cuePositions(scene.narration, scene.cues ?? []), {
      sampleRate,
      fps: VIDEO.fps,
    });
    const files = slides.scenes[i] ?? [];
    if (files.length !== starts.length) throw new Error(`${script.id}: pictures and cues differ`);
    starts.forEach((start, k) => {
      const end = starts[k + 1] ?? timing.end;
      const held = seconds(end - start);
      if (held > MAX_HOLD_SECONDS) {
        throw new Error(
          `${script.id} scene ${i + 1} ("${scene.heading}") holds picture ${k + 1} for ` +
            `${held.toFixed(1)} s (at most ${MAX_HOLD_SECONDS}): add or move a cue.`,
        );
      }
      pictureStartFrames.push(toFrames(start));
      pictures.push({ file: files[k] ?? '', frames: toFrames(end) - toFrames(start) });
    });
    return starts.map(seconds);
  });
  progress.show(label, 'loudness');
  const narrationWav = join(dir, 'narration.wav');
  await normalizeLoudness(rawNarrationWav, narrationWav);
  const cues = buildCues(
    scenes.map(({ scene, timing, sentences }) => ({
      heading: scene.heading,
      start: seconds(timing.start),
      end: seconds(timing.end),
      sentences: sentences.map(([text, [, span]]) => ({
        text,
        start: seconds(span.start),
        end: seconds(span.end),
      })),
    })),
  );
  await writeFile(join(dir, `${script.id}.vtt`), writeVtt(cues));

  progress.show(label, 'encoding');
  const webm = join(dir, `${script.id}.webm`);
  await encodeVideo({ pictures, pictureStartFrames, narrationWav, workDir: dir, output: webm });
  await makeThumbnail(slides.thumbnail, join(dir, `${script.id}.jpg`));

  // Check what ffmpeg wrote before it replaces anything.
  const durationSeconds = seconds(timeline.totalSamples);
  const info = await readWebmInfoFile(webm);
  const video = info.tracks.find((t) => t.codecId === 'V_VP9');
  const audio = info.tracks.find((t) => t.codecId === 'A_OPUS');
  if (video?.width !== VIDEO.width || video.height !== VIDEO.height || !audio) {
    throw new Error(
      `${script.id}: unexpected tracks in the encoded video: ${JSON.stringify(info.tracks)}`,
    );
  }
  if (Math.abs(info.durationSeconds - durationSeconds) > 0.25) {
    throw new Error(
      `${script.id}: video is ${info.durationSeconds} s, narration ${durationSeconds} s`,
    );
  }
  const loudness = await measureLoudness(webm);
  if (
    Math.abs(loudness.integrated - LOUDNESS.integrated) > LOUDNESS.tolerance ||
    loudness.truePeak > LOUDNESS.truePeakMax
  ) {
    throw new Error(
      `${script.id}: the video's voice is ${loudness.integrated} LUFS, true peak ` +
        `${loudness.truePeak} dBTP (wanted ${LOUDNESS.integrated} ± ${LOUDNESS.tolerance} LUFS, ` +
        `at most ${LOUDNESS.truePeakMax} dBTP)`,
    );
  }

  for (const ext of OUTPUT_KINDS)
    await installFile(join(dir, `${script.id}.${ext}`), join(outDir, `${script.id}.${ext}`));
  return {
    hash,
    durationSeconds: roundSeconds(durationSeconds),
    scenes: scenes.map(({ scene, timing }, i) => ({
      heading: scene.heading,
      start: roundSeconds(seconds(timing.start)),
      end: roundSeconds(seconds(timing.end)),
      pictures: (scenePictureStarts[i] ?? []).map(roundSeconds),
    })),
    bytes: (await stat(webm)).size,
    loudness,
  };
}

/** Pairs items up; the lists must be equally long. */
function zip<A, B>(a: readonly A[], b: readonly B[]): [A, B][] {
  if (a.length !== b.length) throw new Error(`Mismatched lists: ${a.length} and ${b.length} items`);
  return a.map((item, i) => [item, b[i] as B]);
}

/** Writes the manifest only when its text changes, so an up-to-date build touches nothing. */
async function writeManifest(
  path: string,
  manifest: MediaManifest,
  previous: string | undefined,
): Promise<string> {
  const text = serializeManifest(manifest);
  if (text !== previous) {
    await writeFile(`${path}.${process.pid}.tmp`, text);
    await rename(`${path}.${process.pid}.tmp`, path);
  }
  return text;
}

function formatBytes(bytes: number): string {
  return bytes >= 1 << 20
    ? `${(bytes / (1 << 20)).toFixed(2)} MB`
    : `${(bytes / 1024).toFixed(0)} KB`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      only: { type: 'string', multiple: true },
      force: { type: 'boolean', default: false },
      out: { type: 'string' },
      'keep-temp': { type: 'boolean', default: false },
    },
  });
  const outDir = resolve(values.out ?? OUTPUT_DIR);
  const files = await findCourseFiles(positionals.length > 0 ? positionals : [COURSES_DIR]);
  const courses: LoadedCourse[] = [];
  for (const file of files) courses.push(await loadCourse(file));
  const ids = courses.map((c) => c.script.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`Two scripts have the id "${duplicate}".`);
  for (const id of values.only ?? []) {
    if (!ids.includes(id))
      throw new Error(`No course "${id}". Courses: ${ids.join(', ') || 'none'}`);
  }
  const only = values.only;
  const selected = only ? courses.filter((c) => only.includes(c.script.id)) : courses;

  await mkdir(outDir, { recursive: true });
  const manifestPath = join(outDir, 'manifest.json');
  const onDisk = await readManifest(manifestPath);
  let manifest = onDisk.manifest;
  let manifestText = onDisk.text;
  const template = await templateSource();
  const todo: { course: LoadedCourse; hash: string }[] = [];
  for (const course of selected) {
    const hash = courseHash(course.script, template);
    if (
      values.force ||
      !(await isUpToDate(manifest[course.script.id], hash, outDir, course.script.id))
    ) {
      todo.push({ course, hash });
    }
  }
  console.log(
    `${selected.length} course(s) in ${files.length} script(s): ${todo.length} to build, ` +
      `${selected.length - todo.length} up to date. Output: ${outDir}`,
  );

  // A course whose script is gone loses its files and manifest entry (only on a full run).
  if (!only) {
    for (const id of Object.keys(manifest).filter((id) => !ids.includes(id))) {
      for (const ext of OUTPUT_KINDS)
        await unlink(join(outDir, `${id}.${ext}`)).catch(() => undefined);
      console.log(`Removed ${id}: its script is gone.`);
    }
    manifest = Object.fromEntries(Object.entries(manifest).filter(([id]) => ids.includes(id)));
    manifestText = await writeManifest(manifestPath, manifest, manifestText);
  }

  let builtSeconds = 0;
  if (todo.length > 0) {
    ensureTools((line) => console.log(line));
    const browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: CHROMIUM_ARGS,
    });
    const workDir = await mkdtemp(join(tmpdir(), 'complyready-media-'));
    const progress = new Progress();
    try {
      console.log(`Tools: ${toolVersions(browser.version()).join('; ')}`);
      for (const [i, { course, hash }] of todo.entries()) {
        const courseStarted = Date.now();
        const label = `[${i + 1}/${todo.length}] ${course.script.id}`;
        const entry = await buildCourse(course, hash, browser, workDir, outDir, label, progress);
        manifest[course.script.id] = entry;
        manifestText = await writeManifest(manifestPath, manifest, manifestText);
        builtSeconds += entry.durationSeconds;
        progress.done(
          `${label}: ${entry.durationSeconds.toFixed(1)} s of video, ${formatBytes(entry.bytes)}, ` +
            `${entry.loudness.integrated} LUFS, true peak ${entry.loudness.truePeak} dBTP, ` +
            `built in ${((Date.now() - courseStarted) / 1000).toFixed(1)} s`,
        );
      }
    } finally {
      await browser.close();
      if (values['keep-temp']) console.log(`Work files kept in ${workDir}`);
      else await rm(workDir, { recursive: true, force: true });
    }
  }

  let totalBytes = 0;
  for (const id of Object.keys(manifest)) {
    for (const ext of OUTPUT_KINDS)
      totalBytes += (await fileSize(join(outDir, `${id}.${ext}`))) ?? 0;
  }
  const elapsed = (Date.now() - started) / 1000;
  const totalMinutes = Object.values(manifest).reduce((sum, m) => sum + m.durationSeconds, 0) / 60;
  const rate =
    builtSeconds > 0 ? `, ${(elapsed / (builtSeconds / 60)).toFixed(0)} s per minute of video` : '';
  console.log(
    `Done in ${elapsed.toFixed(1)} s${rate}. ${Object.keys(manifest).length} course(s), ` +
      `${totalMinutes.toFixed(1)} min of video, ${formatBytes(totalBytes)} in all (${outDir}).`,
  );
  if (totalBytes > TOTAL_BUDGET_BYTES) {
    console.warn(
      `Warning: over the ${formatBytes(TOTAL_BUDGET_BYTES)} budget for all courses; ` +
        'raise VIDEO.crf or lower AUDIO.bitrate in scripts/media/config.ts (and bump PIPELINE_VERSION).',
    );
  }
}

main().catch((error: unknown) => {
  console.error(
    `\nnpm run media failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
