// 16-bit PCM WAV reading and writing, and silence trimming: Festival writes such files, and
// their exact sample counts give the narration timing. Pure functions.

export interface Pcm {
  sampleRate: number;
  /** Mono 16-bit samples. */
  samples: Int16Array;
}

/** Reads a mono 16-bit PCM WAV (RIFF chunks in any order, odd chunks padded). */
export function readWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number): string =>
    String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new Error('Not a WAV file');
  let format: { channels: number; sampleRate: number; bits: number; code: number } | undefined;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before its fmt chunk');
      if (format.code !== 1 || format.bits !== 16 || format.channels !== 1) {
        throw new Error(
          `Unsupported WAV: format ${format.code}, ${format.bits} bit, ${format.channels} channels`,
        );
      }
      // Festival may write a size larger than what is there when it cannot seek; trust the file.
      const length = Math.min(size, bytes.length - body) >> 1;
      const samples = new Int16Array(length);
      for (let i = 0; i < length; i++) samples[i] = view.getInt16(body + i * 2, true);
      return { sampleRate: format.sampleRate, samples };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('WAV file has no data chunk');
}

export function writeWav({ sampleRate, samples }: Pcm): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string): void => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  return bytes;
}

/** Cuts leading and trailing samples quieter than `threshold`, keeping `keep` samples of margin. */
export function trimSilence(samples: Int16Array, threshold: number, keep: number): Int16Array {
  const loud = (v: number): boolean => Math.abs(v) > threshold;
  const first = samples.findIndex(loud);
  if (first < 0) return samples.subarray(0, 0);
  let last = samples.length - 1;
  while (!loud(samples[last] ?? 0)) last--;
  return samples.subarray(Math.max(0, first - keep), Math.min(samples.length, last + 1 + keep));
}

/** Writes each clip at its start sample into a silent track `totalSamples` long. */
export function mixAt(
  totalSamples: number,
  clips: { start: number; samples: Int16Array }[],
): Int16Array {
  const track = new Int16Array(totalSamples);
  for (const clip of clips) {
    if (clip.start + clip.samples.length > totalSamples)
      throw new Error('Clip runs past the track');
    track.set(clip.samples, clip.start);
  }
  return track;
}
