// Narration with Festival's US "slt" HTS voice: one text2wave run per sentence, so each sentence's
// exact length is known from its WAV. The text goes through a file and arguments without a shell.
// Festival is deterministic, so each sentence's WAV is kept in a local cache (NARRATION_CACHE_DIR,
// never committed): a change of slides, cues or encoding does not synthesise the voice again.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FESTIVAL, NARRATION_CACHE_DIR } from './config';
import { speakable } from './sentences';
import { readWav, trimSilence, type Pcm } from './wav';

const run = promisify(execFile);

/** The cache file of a sentence's text as Festival reads it, for this voice. */
export function cachedWavPath(text: string, cacheDir = NARRATION_CACHE_DIR): string {
  const key = createHash('sha256').update(`${FESTIVAL.voiceCommand}\0${text}`).digest('hex');
  return join(cacheDir, `${key}.wav`);
}

/** Synthesizes one sentence to `<dir>/<name>.wav` and returns its samples, edge silence trimmed. */
export async function synthesize(sentence: string, dir: string, name: string): Promise<Pcm> {
  const textFile = join(dir, `${name}.txt`);
  const wavFile = join(dir, `${name}.wav`);
  const text = speakable(sentence);
  const cached = cachedWavPath(text);
  try {
    await copyFile(cached, wavFile);
  } catch {
    await writeFile(textFile, `${text}\n`);
    await run('text2wave', ['-eval', FESTIVAL.voiceCommand, '-o', wavFile, textFile], {
      maxBuffer: 1 << 20,
    });
    // text2wave exits 0 even when the voice is missing, and then writes no file.
    readWav(await readFile(wavFile));
    await mkdir(NARRATION_CACHE_DIR, { recursive: true });
    await copyFile(wavFile, `${cached}.${process.pid}.tmp`);
    await rename(`${cached}.${process.pid}.tmp`, cached);
  }
  const pcm = readWav(await readFile(wavFile));
  const keep = Math.round(FESTIVAL.keepSilenceSeconds * pcm.sampleRate);
  return { ...pcm, samples: trimSilence(pcm.samples, FESTIVAL.silenceThreshold, keep) };
}

/** Synthesizes all sentences, a few at a time, in order. */
export async function synthesizeAll(
  sentences: string[],
  dir: string,
  onProgress: (done: number, total: number) => void,
): Promise<Pcm[]> {
  const results = new Array<Pcm>(sentences.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < sentences.length) {
      const i = next++;
      results[i] = await synthesize(
        sentences[i] ?? '',
        dir,
        `sentence-${String(i + 1).padStart(3, '0')}`,
      );
      onProgress(++done, sentences.length);
    }
  };
  await Promise.all(Array.from({ length: FESTIVAL.concurrency }, worker));
  const rates = new Set(results.map((pcm) => pcm.sampleRate));
  if (rates.size > 1)
    throw new Error(`Festival wrote mixed sample rates: ${[...rates].join(', ')}`);
  return results;
}
