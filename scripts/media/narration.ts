// Narration with Festival's US "slt" HTS voice: one text2wave run per sentence, so each sentence's
// exact length is known from its WAV. The text goes through a file and arguments without a shell.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FESTIVAL } from './config';
import { speakable } from './sentences';
import { readWav, trimSilence, type Pcm } from './wav';

const run = promisify(execFile);

/** Synthesizes one sentence to `<dir>/<name>.wav` and returns its samples, edge silence trimmed. */
export async function synthesize(sentence: string, dir: string, name: string): Promise<Pcm> {
  const textFile = join(dir, `${name}.txt`);
  const wavFile = join(dir, `${name}.wav`);
  await writeFile(textFile, `${speakable(sentence)}\n`);
  await run('text2wave', ['-eval', FESTIVAL.voiceCommand, '-o', wavFile, textFile], {
    maxBuffer: 1 << 20,
  });
  // text2wave exits 0 even when the voice is missing, and then writes no file.
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
