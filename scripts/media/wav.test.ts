import { describe, expect, it } from 'vitest';
import { mixAt, readWav, trimSilence, writeWav } from './wav';

describe('readWav and writeWav', () => {
  it('round-trips mono 16-bit PCM', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768]);
    const bytes = writeWav({ sampleRate: 32000, samples });
    expect(bytes.length).toBe(44 + 10);
    const pcm = readWav(bytes);
    expect(pcm.sampleRate).toBe(32000);
    expect([...pcm.samples]).toEqual([...samples]);
  });

  it('skips unknown chunks and odd padding', () => {
    const plain = writeWav({ sampleRate: 16000, samples: Int16Array.from([5, 6]) });
    const extra = new Uint8Array([0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0]); // "LIST", 3 bytes + pad
    const bytes = new Uint8Array(plain.length + extra.length);
    bytes.set(plain.subarray(0, 36));
    bytes.set(extra, 36);
    bytes.set(plain.subarray(36), 36 + extra.length);
    expect([...readWav(bytes).samples]).toEqual([5, 6]);
  });

  it('rejects what it cannot read', () => {
    expect(() => readWav(new Uint8Array(20))).toThrow(/Not a WAV/);
    const stereo = writeWav({ sampleRate: 8000, samples: new Int16Array(2) });
    stereo[22] = 2;
    expect(() => readWav(stereo)).toThrow(/2 channels/);
  });
});

describe('trimSilence', () => {
  it('keeps the loud part with a margin', () => {
    const samples = Int16Array.from([0, 1, 0, 0, 500, -900, 10, 0, 2, 0]);
    expect([...trimSilence(samples, 100, 1)]).toEqual([0, 500, -900, 10]);
    expect([...trimSilence(samples, 100, 10)]).toEqual([...samples]);
    expect(trimSilence(new Int16Array(5), 100, 1).length).toBe(0);
  });
});

describe('mixAt', () => {
  it('places clips in silence and refuses overruns', () => {
    const track = mixAt(6, [
      { start: 1, samples: Int16Array.from([7, 8]) },
      { start: 4, samples: Int16Array.from([9]) },
    ]);
    expect([...track]).toEqual([0, 7, 8, 0, 9, 0]);
    expect(() => mixAt(2, [{ start: 1, samples: Int16Array.from([1, 2]) }])).toThrow(/past/);
  });
});
