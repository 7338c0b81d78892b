// Loudness of mono 48 kHz audio as EBU R128 measures it (ITU-R BS.1770-4): integrated loudness in
// LUFS (K-weighting, 400 ms blocks every 100 ms, absolute and relative gates) and true peak in
// dBTP (4× oversampling). Lets the media test check the committed videos without ffmpeg. Pure.

const RATE = 48_000;

/** A biquad filter run over the samples (direct form I). */
function biquad(input: Float32Array, b: readonly number[], a: readonly number[]): Float64Array {
  const [b0 = 0, b1 = 0, b2 = 0] = b;
  const [, a1 = 0, a2 = 0] = a;
  const out = new Float64Array(input.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i] ?? 0;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    out[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

/** BS.1770-4's K-weighting at 48 kHz: a high shelf, then a high pass. */
function kWeighted(samples: Float32Array): Float64Array {
  const shelf = biquad(
    samples,
    [1.53512485958697, -2.69169618940638, 1.19839281085285],
    [1, -1.69065929318241, 0.73248077421585],
  );
  return biquad(Float32Array.from(shelf), [1, -2, 1], [1, -1.99004745483398, 0.99007225036621]);
}

const lufs = (meanSquare: number): number => -0.691 + 10 * Math.log10(meanSquare);

/** Integrated loudness in LUFS; -Infinity for silence. */
export function integratedLoudness(samples: Float32Array, sampleRate = RATE): number {
  if (sampleRate !== RATE) throw new Error(`Loudness is measured at ${RATE} Hz, not ${sampleRate}`);
  const weighted = kWeighted(samples);
  // Running sums of squares: each block's power in constant time.
  const sums = new Float64Array(weighted.length + 1);
  for (let i = 0; i < weighted.length; i++) sums[i + 1] = (sums[i] ?? 0) + (weighted[i] ?? 0) ** 2;
  const block = 0.4 * RATE;
  const hop = 0.1 * RATE;
  const powers: number[] = [];
  for (let start = 0; start + block <= weighted.length; start += hop) {
    powers.push(((sums[start + block] ?? 0) - (sums[start] ?? 0)) / block);
  }
  const mean = (list: number[]): number => list.reduce((s, p) => s + p, 0) / list.length;
  const audible = powers.filter((p) => lufs(p) > -70);
  if (audible.length === 0) return -Infinity;
  const relativeGate = lufs(mean(audible)) - 10;
  const gated = audible.filter((p) => lufs(p) > relativeGate);
  return lufs(mean(gated));
}

const TAPS = 12;
/** Windowed-sinc interpolation weights for the three in-between points of 4× oversampling. */
const PHASES = [0.25, 0.5, 0.75].map((fraction) =>
  Array.from({ length: 2 * TAPS }, (_, j) => {
    const t = fraction - (j - TAPS + 1);
    const sinc = Math.sin(Math.PI * t) / (Math.PI * t);
    return sinc * (0.5 + 0.5 * Math.cos((Math.PI * t) / TAPS));
  }),
);

/**
 * True peak in dBTP: the highest magnitude of the signal oversampled four times. A voice does not
 * swing from a quarter of its highest sample to above it between two samples, so only the
 * stretches next to loud samples are oversampled (the meter's cost falls a hundredfold).
 */
export function truePeak(samples: Float32Array): number {
  let samplePeak = 0;
  for (const value of samples) samplePeak = Math.max(samplePeak, Math.abs(value));
  const loud = samplePeak / 4;
  let peak = samplePeak;
  for (let n = 0; n + 1 < samples.length; n++) {
    if (Math.abs(samples[n] ?? 0) < loud && Math.abs(samples[n + 1] ?? 0) < loud) continue;
    for (const weights of PHASES) {
      let value = 0;
      for (let j = 0; j < weights.length; j++) {
        value += (samples[n + j - TAPS + 1] ?? 0) * (weights[j] ?? 0);
      }
      peak = Math.max(peak, Math.abs(value));
    }
  }
  return 20 * Math.log10(peak);
}
