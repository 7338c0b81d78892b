// ffmpeg: the slides and the narration track into a WebM (VP9 + Opus), and the thumbnail.
import { execFile } from 'node:child_process';
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AUDIO, THUMBNAIL, VIDEO } from './config';

const run = promisify(execFile);

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
    maxBuffer: 16 << 20,
  });
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
  /** One PNG per scene. */
  slides: string[];
  /** Frames each slide is shown for, at VIDEO.fps. */
  frameCounts: number[];
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
  for (const [i, slide] of input.slides.entries()) {
    for (let k = 0; k < (input.frameCounts[i] ?? 0); k++) {
      await symlink(slide, join(framesDir, `${String(++frame).padStart(6, '0')}.png`));
    }
  }
  const gop = VIDEO.fps * VIDEO.keyframeSeconds;
  // A keyframe where each scene starts: the slide changes entirely there anyway, and the
  // periodic keyframes then count from it.
  const sceneStarts: string[] = [];
  let startFrame = 0;
  for (const count of input.frameCounts) {
    sceneStarts.push((startFrame / VIDEO.fps).toFixed(3));
    startFrame += count;
  }
  await ffmpeg([
    ...['-framerate', String(VIDEO.fps), '-i', join(framesDir, '%06d.png')],
    ...['-i', input.narrationWav],
    ...['-map', '0:v', '-map', '1:a'],
    // VP9 for stills: constant quality (see VIDEO.crf), a keyframe at least every few seconds
    // for seeking; the frames between are near-empty repeats.
    ...['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', String(VIDEO.crf)],
    ...['-g', String(gop), '-force_key_frames', sceneStarts.join(',')],
    ...['-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-threads', '2', '-aq-mode', '0'],
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
