// Reads a WebM's duration, tracks and frames without ffmpeg, so tests can check built videos on
// machines without the media tools. Hand-written because it needs only a few header elements: EBML is
// variable-length ids and sizes, and Info and Tracks come before the first Cluster.
import { readFile } from 'node:fs/promises';

export interface WebmTrack {
  number: number;
  /** 1 video, 2 audio. */
  type: number;
  codecId: string;
  width?: number;
  height?: number;
  channels?: number;
  samplingFrequency?: number;
}

export interface WebmInfo {
  docType: string;
  durationSeconds: number;
  tracks: WebmTrack[];
}

const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Audio: 0xe1,
  Channels: 0x9f,
  SamplingFrequency: 0xb5,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;

interface Element {
  id: number;
  /** Offset of the data and its end; the end is the buffer's for an unknown size. */
  start: number;
  end: number;
}

/** A variable-length integer: the count of leading zero bits gives its length. */
function readVint(
  bytes: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error(`Bad EBML number at byte ${at}`);
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i];
    if (byte === undefined) throw new Error('EBML number runs past the end');
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function* children(bytes: Uint8Array, start: number, end: number): Generator<Element> {
  for (let at = start; at < end;) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    const dataEnd = size.unknown ? end : Math.min(end, dataStart + size.value);
    yield { id: id.value, start: dataStart, end: dataEnd };
    at = dataEnd;
  }
}

const uint = (bytes: Uint8Array, e: Element): number =>
  bytes.subarray(e.start, e.end).reduce((value, byte) => value * 256 + byte, 0);
const float = (bytes: Uint8Array, e: Element): number => {
  const view = new DataView(bytes.buffer, bytes.byteOffset + e.start, e.end - e.start);
  return e.end - e.start === 4 ? view.getFloat32(0) : view.getFloat64(0);
};
const text = (bytes: Uint8Array, e: Element): string =>
  new TextDecoder().decode(bytes.subarray(e.start, e.end)).replace(/\0+$/, '');

export function readWebmInfo(bytes: Uint8Array): WebmInfo {
  const top = [...children(bytes, 0, bytes.length)];
  const header = top.find((e) => e.id === ID.EBML);
  const segment = top.find((e) => e.id === ID.Segment);
  if (!header || !segment) throw new Error('Not a WebM/Matroska file');
  const docType = [...children(bytes, header.start, header.end)].find((e) => e.id === ID.DocType);
  const info: WebmInfo = {
    docType: docType ? text(bytes, docType) : '',
    durationSeconds: NaN,
    tracks: [],
  };
  let timecodeScale = 1_000_000;
  let duration = NaN;
  for (const element of children(bytes, segment.start, segment.end)) {
    if (element.id === ID.Cluster) break;
    if (element.id === ID.Info) {
      for (const e of children(bytes, element.start, element.end)) {
        if (e.id === ID.TimecodeScale) timecodeScale = uint(bytes, e);
        if (e.id === ID.Duration) duration = float(bytes, e);
      }
    } else if (element.id === ID.Tracks) {
      for (const entry of children(bytes, element.start, element.end)) {
        if (entry.id === ID.TrackEntry) info.tracks.push(readTrack(bytes, entry));
      }
    }
  }
  // Duration counts TimecodeScale units (nanoseconds each).
  info.durationSeconds = (duration * timecodeScale) / 1e9;
  return info;
}

function readTrack(bytes: Uint8Array, entry: Element): WebmTrack {
  const track: WebmTrack = { number: 0, type: 0, codecId: '' };
  for (const e of children(bytes, entry.start, entry.end)) {
    if (e.id === ID.TrackNumber) track.number = uint(bytes, e);
    else if (e.id === ID.TrackType) track.type = uint(bytes, e);
    else if (e.id === ID.CodecID) track.codecId = text(bytes, e);
    else if (e.id === ID.Video || e.id === ID.Audio) {
      for (const v of children(bytes, e.start, e.end)) {
        if (v.id === ID.PixelWidth) track.width = uint(bytes, v);
        else if (v.id === ID.PixelHeight) track.height = uint(bytes, v);
        else if (v.id === ID.Channels) track.channels = uint(bytes, v);
        else if (v.id === ID.SamplingFrequency) track.samplingFrequency = float(bytes, v);
      }
    }
  }
  return track;
}

export interface WebmFrame {
  track: number;
  /** Presentation time in seconds. */
  time: number;
  keyframe: boolean;
  data: Uint8Array;
}

/** Every frame of every track, in file order (unlaced blocks, as ffmpeg writes WebM). */
export function readWebmFrames(bytes: Uint8Array): WebmFrame[] {
  const segment = [...children(bytes, 0, bytes.length)].find((e) => e.id === ID.Segment);
  if (!segment) throw new Error('Not a WebM/Matroska file');
  let timecodeScale = 1_000_000;
  const frames: WebmFrame[] = [];
  const block = (e: Element, clusterTime: number, simple: boolean): void => {
    const track = readVint(bytes, e.start, false);
    const at = e.start + track.length;
    const relative = new DataView(bytes.buffer, bytes.byteOffset + at, 2).getInt16(0);
    const flags = bytes[at + 2] ?? 0;
    if (flags & 0x06) throw new Error('Laced blocks are not supported');
    frames.push({
      track: track.value,
      time: ((clusterTime + relative) * timecodeScale) / 1e9,
      keyframe: simple && (flags & 0x80) !== 0,
      data: bytes.subarray(at + 3, e.end),
    });
  };
  for (const element of children(bytes, segment.start, segment.end)) {
    if (element.id === ID.Info) {
      for (const e of children(bytes, element.start, element.end)) {
        if (e.id === ID.TimecodeScale) timecodeScale = uint(bytes, e);
      }
    }
    if (element.id !== ID.Cluster) continue;
    let clusterTime = 0;
    for (const e of children(bytes, element.start, element.end)) {
      if (e.id === ID.Timecode) clusterTime = uint(bytes, e);
      else if (e.id === ID.SimpleBlock) block(e, clusterTime, true);
      else if (e.id === ID.BlockGroup) {
        for (const b of children(bytes, e.start, e.end)) {
          if (b.id === ID.Block) block(b, clusterTime, false);
        }
      }
    }
  }
  return frames;
}

export async function readWebmInfoFile(path: string): Promise<WebmInfo> {
  return readWebmInfo(await readFile(path));
}
