// ffmpeg: the narration normalised in loudness, the slides and the narration into a WebM (VP9 +
// Opus), the thumbnail, and the loudness of the result. One thread each: the build machine is
// shared.
import { execFile } from 'node:child_process';
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AUDIO, LOUDNESS, THUMBNAIL, VIDEO } from './config';

const run = promisify(execFile);

async function ffmpeg(args: string[], logLevel = 'error'): Promise<string> {
  const { stderr } = await run(
    'ffmpeg',
    ['-hide_banner', '-loglevel', logLevel, '-nostdin', '-y', '-threads', '1', ...args],
    { maxBuffer: 16 << 20 },
  );
  return stderr;
}

/** The last `{ … }` block ffmpeg printed: loudnorm's measurements. */
function lastJson(text: string): Record<string, string> {
  const start = text.lastIndexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error(`ffmpeg printed no measurements:\n${text}`);
  return JSON.parse(text.slice(start, end + 1)) as Record<string, string>;
}

/**
 * Two-pass EBU R128 normalisation (ffmpeg's loudnorm): the first pass measures the narration, the
 * second applies one gain (or, if that would break the true-peak ceiling, the limiter) to reach
 * LOUDNESS.integrated, written at the encoder's 48 kHz.
 */
export async function normalizeLoudness(input: string, output: string): Promise<void> {
  const target = `I=${LOUDNESS.integrated}:TP=${LOUDNESS.truePeakTarget}:LRA=${LOUDNESS.range}`;
  const measured = lastJson(
    await ffmpeg(
      ['-i', input, '-af', `loudnorm=${target}:print_format=json`, '-f', 'null', '-'],
      'info',
    ),
  );
  const pass2 = [
    `loudnorm=${target}`,
    `measured_I=${measured.input_i}`,
    `measured_TP=${measured.input_tp}`,
    `measured_LRA=${measured.input_lra}`,
    `measured_thresh=${measured.input_thresh}`,
    `offset=${measured.target_offset}`,
    'linear=true',
  ].join(':');
  await ffmpeg(['-i', input, '-af', pass2, '-ar', '48000', '-c:a', 'pcm_s16le', output]);
}

export interface Loudness {
  /** LUFS. */
  integrated: number;
  /** dBTP. */
  truePeak: number;
}

/** Integrated loudness and true peak of a file's audio, by ffmpeg's EBU R128 meter. */
export async function measureLoudness(file: string): Promise<Loudness> {
  const log = await ffmpeg(
    ['-i', file, '-map', '0:a', '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    'info',
  );
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const integrated = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  const truePeak = Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]);
  if (!Number.isFinite(integrated) || !Number.isFinite(truePeak)) {
    throw new Error(`Could not read the loudness of ${file}:\n${summary}`);
  }
  return { integrated, truePeak };
}

/** Output options that keep the file byte-identical from run to run (no dates, versions or random ids). */
const BITEXACT = [
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
];

export interface EncodeInput {
  /** Every picture in order, with the frames (at VIDEO.fps) it is shown for. */
  pictures: { file: string; frames: number }[];
  /** Frame numbers at which pictures start: each gets a keyframe. */
  pictureStartFrames: number[];
  /** Mono narration, exactly as long as the frames. */
  narrationWav: string;
  workDir: string;
  output: string;
}

export async function encodeVideo(input: EncodeInput): Promise<void> {
  // An image sequence of links to the slides gives every scene its exact frame count.
  const framesDir = join(input.workDir, 'frames');
  await mkdir(framesDir, { recursive: true });
  let frame = 0;
  for (const { file, frames } of input.pictures) {
    for (let k = 0; k < frames; k++) {
      await symlink(file, join(framesDir, `${String(++frame).padStart(6, '0')}.png`));
    }
  }
  const gop = VIDEO.fps * VIDEO.keyframeSeconds;
  // A keyframe where each picture starts: at crf 60 an inter frame may quantise a small change
  // (a point or a flag pointed at) away until the next keyframe; a keyframe shows it whole, and
  // seeking lands on the pictures.
  const pictureStarts = input.pictureStartFrames.map((start) => (start / VIDEO.fps).toFixed(3));
  await ffmpeg([
    ...['-framerate', String(VIDEO.fps), '-i', join(framesDir, '%06d.png')],
    ...['-i', input.narrationWav],
    ...['-map', '0:v', '-map', '1:a'],
    // VP9 for stills: constant quality (see VIDEO.crf), a keyframe at least every few seconds
    // for seeking; the frames between are near-empty repeats.
    ...['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', String(VIDEO.crf)],
    ...['-g', String(gop), '-force_key_frames', pictureStarts.join(',')],
    ...['-deadline', 'good', '-cpu-used', '4', '-aq-mode', '0', '-threads', '1'],
    ...['-c:a', 'libopus', '-b:a', AUDIO.bitrate, '-ac', '1', '-ar', '48000'],
    ...['-application', 'voip', '-frame_duration', String(AUDIO.frameMs)],
    ...BITEXACT,
    ...['-f', 'webm', input.output],
  ]);
}

/** A ~640×360 JPEG of the title slide. */
export async function makeThumbnail(slide: string, output: string): Promise<void> {
  await ffmpeg([
    ...['-i', slide, '-frames:v', '1'],
    ...['-vf', `scale=${THUMBNAIL.width}:${THUMBNAIL.height}:flags=lanczos`, '-q:v', '3'],
    ...BITEXACT,
    ...['-f', 'image2', '-update', '1', output],
  ]);
}
