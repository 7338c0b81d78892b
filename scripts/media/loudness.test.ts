import { describe, expect, it } from 'vitest';
import { integratedLoudness, truePeak } from './loudness';

const RATE = 48_000;
function sine(frequency: number, amplitude: number, seconds: number, phase = 0): Float32Array {
  return Float32Array.from(
    { length: seconds * RATE },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE + phase),
  );
}

describe('integratedLoudness', () => {
  it('reads a 997 Hz sine at full scale as -3.01 LUFS, and 20 dB lower as -23.01', () => {
    expect(integratedLoudness(sine(997, 1, 10))).toBeCloseTo(-3.01, 1);
    expect(integratedLoudness(sine(997, 0.1, 10))).toBeCloseTo(-23.01, 1);
  });

  it('gates out silence: a tone with long pauses reads as the tone (its edge blocks aside)', () => {
    const gapped = new Float32Array(20 * RATE);
    gapped.set(sine(997, 0.1, 5), 0);
    gapped.set(sine(997, 0.1, 5), 15 * RATE);
    expect(Math.abs(integratedLoudness(gapped) + 23.01)).toBeLessThan(0.2);
    expect(integratedLoudness(new Float32Array(RATE))).toBe(-Infinity);
  });
});

describe('truePeak', () => {
  it('finds the peak between samples that the samples miss', () => {
    // A quarter of the sample rate, sampled 45° off its crests: samples reach only 0.354.
    const tone = sine(RATE / 4, 0.5, 1, Math.PI / 4);
    expect(20 * Math.log10(Math.max(...tone.map(Math.abs)))).toBeCloseTo(-9.03, 1);
    expect(truePeak(tone)).toBeGreaterThan(-6.3);
    expect(truePeak(tone)).toBeLessThan(-5.8);
  });
});
