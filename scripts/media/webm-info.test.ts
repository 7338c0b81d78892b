import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWebmInfo, readWebmInfoFile } from './webm-info';

/** A minimal EBML element: id bytes, a size, the data. */
function element(id: number[], data: number[] | Uint8Array, unknownSize = false): number[] {
  const size = unknownSize
    ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
    : [0x80 | data.length];
  return [...id, ...size, ...data];
}
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const float32 = (value: number): number[] => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setFloat32(0, value);
  return [...bytes];
};

describe('readWebmInfo on hand-made EBML', () => {
  const file = Uint8Array.from([
    ...element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], ascii('webm'))),
    ...element(
      [0x18, 0x53, 0x80, 0x67],
      [
        ...element(
          [0x15, 0x49, 0xa9, 0x66],
          [
            ...element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), // 1 ms
            ...element([0x44, 0x89], float32(2500)),
          ],
        ),
        ...element(
          [0x16, 0x54, 0xae, 0x6b],
          [
            ...element(
              [0xae],
              [
                ...element([0xd7], [1]),
                ...element([0x83], [1]),
                ...element([0x86], ascii('V_VP9')),
                ...element(
                  [0xe0],
                  [...element([0xb0], [0x05, 0x00]), ...element([0xba], [0x02, 0xd0])],
                ),
              ],
            ),
          ],
        ),
        ...element([0x1f, 0x43, 0xb6, 0x75], [0xe7, 0x81, 0x00]),
      ],
      true,
    ),
  ]);

  it('reads the doc type, a 4-byte duration and a video track inside an unknown-size segment', () => {
    expect(readWebmInfo(file)).toEqual({
      docType: 'webm',
      durationSeconds: 2.5,
      tracks: [{ number: 1, type: 1, codecId: 'V_VP9', width: 1280, height: 720 }],
    });
  });

  it('rejects what is not EBML', () => {
    expect(() => readWebmInfo(Uint8Array.from([0x00, 0x01]))).toThrow(/EBML/);
    expect(() => readWebmInfo(Uint8Array.from(element([0x42, 0x82], ascii('x'))))).toThrow(/WebM/);
  });
});

describe('readWebmInfo on the fixture video', () => {
  const out = join(import.meta.dirname, 'fixtures/out');

  it('finds VP9 video at 1280×720, mono Opus audio, and the manifest duration', async () => {
    const info = await readWebmInfoFile(join(out, 'sample-course.webm'));
    const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as Record<
      string,
      { durationSeconds: number }
    >;
    expect(info.docType).toBe('webm');
    expect(info.durationSeconds).toBeCloseTo(manifest['sample-course']!.durationSeconds, 1);
    expect(info.tracks).toEqual([
      expect.objectContaining({ type: 1, codecId: 'V_VP9', width: 1280, height: 720 }),
      expect.objectContaining({ type: 2, codecId: 'A_OPUS', channels: 1 }),
    ]);
  });
});
