// Settings of the course media pipeline. Changing anything that alters the output (timing,
// voice, encoder settings, caption rules) must bump PIPELINE_VERSION so every course rebuilds;
// the slide template is hashed by its source, so it needs no bump.
import { resolve } from 'node:path';

export const PIPELINE_VERSION = 5;

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const COURSES_DIR = resolve(REPO_ROOT, 'src/content/courses');
export const OUTPUT_DIR = resolve(REPO_ROOT, 'src/renderer/public/media/courses');
/** Festival's WAV of each sentence already synthesised (narration.ts); local, never committed. */
export const NARRATION_CACHE_DIR = resolve(REPO_ROOT, 'node_modules/.cache/complyready-narration');
/** Files in the courses folder that are not course scripts. */
export const NON_COURSE_FILES = ['types.ts', 'index.ts', 'catalogue.ts'];

export const VIDEO = {
  width: 1280,
  height: 720,
  /** Stills change only at scenes and cues, so two frames a second is plenty. */
  fps: 2,
  /**
   * At most this many seconds between keyframes. Every picture starts with one (encode.ts), and
   * no picture lasts more than 15 s, so periodic ones are rarely needed.
   */
  keyframeSeconds: 20,
  /**
   * VP9 constant quality. Keyframes dominate the size (one every 5 s, 10–25 KB each for a slide
   * of large text); 60 keeps that text clean and 90 minutes of courses under 40 MB.
   */
  crf: 60,
} as const;

export const AUDIO = {
  /** Opus for speech: mono at voice bit rate (20 kbit/s keeps all 15 courses under 40 MB). */
  bitrate: '20k',
  /** 60 ms packets: a third of the container overhead of the default 20 ms. */
  frameMs: 60,
} as const;

export const THUMBNAIL = { width: 640, height: 360 } as const;

/** The narration's loudness: web video's −16 LUFS, two-pass EBU R128 (encode.ts). */
export const LOUDNESS = {
  integrated: -16,
  /** The build and the media test accept the integrated loudness within this many LU. */
  tolerance: 1,
  /** The ceiling the video must keep, in dBTP. */
  truePeakMax: -1.5,
  /** What the normaliser aims for: Opus at voice bit rate adds about 1.6 dB of peak (measured). */
  truePeakTarget: -4,
  range: 11,
} as const;

/** No picture is held longer than this many seconds: the script adds cues (cues.ts) until so. */
export const MAX_HOLD_SECONDS = 15;

/** All courses' files together (docs/decisions.md V3: 15 courses, about 90 minutes, in at most 40 MB). */
export const TOTAL_BUDGET_BYTES = 40 * 1024 * 1024;

/**
 * Seconds of silence in the narration track. The voice speaks about 155 words a minute; these
 * pauses bring a course to the scripts' 140, time to read the slide and take a point in.
 */
export const PAUSES = {
  /** Between two sentences of a scene. */
  sentencePause: 0.7,
  /** After a slide appears, before its narration starts. */
  sceneLead: 0.6,
  /** After a scene's narration, before the next slide (the frame rounding adds up to 1/fps). */
  sceneHang: 0.6,
  /** After the last scene's narration, so the video does not end mid-breath. */
  tail: 1.5,
} as const;

export const CAPTIONS = {
  /** Sentences longer than this become two (or more) cues. */
  maxCueChars: 84,
  maxLineChars: 42,
  maxLines: 2,
} as const;

export const FESTIVAL = {
  voiceCommand: '(voice_cmu_us_slt_arctic_hts)',
  /** Festival pads each utterance with ~0.2 s of silence; trimmed so our pauses are exact. */
  silenceThreshold: 100,
  /** Margin kept around the speech, so soft word endings are not cut. */
  keepSilenceSeconds: 0.08,
  /** Two cores: two Festival processes at a time. */
  concurrency: 2,
} as const;

/** Debian packages the build needs (tools.ts checks each and installs what is missing). */
export const PACKAGES = {
  chromium: 'chromium',
  ffmpeg: 'ffmpeg',
  festival: 'festival',
  voice: 'festvox-us-slt-hts',
  /** The slides' typeface: without it Chromium falls back to a wider font and the layout changes. */
  font: 'fonts-inter',
} as const;
