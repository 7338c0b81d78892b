// WebVTT writing (for the build) and parsing (for tests and transcripts). Pure functions.
import type { Cue } from './captions';

export interface ParsedCue {
  id: string;
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

export interface ParsedVtt {
  cues: ParsedCue[];
  notes: string[];
}

export function formatTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export function parseTimestamp(stamp: string): number {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(stamp.trim());
  if (!match) throw new Error(`Not a WebVTT timestamp: ${stamp}`);
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Ids and notes are single lines that must not contain the timing arrow. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').replace(/-->/g, '->').trim();

export function writeVtt(cues: Cue[]): string {
  const blocks = ['WEBVTT'];
  for (const cue of cues) {
    if (cue.sceneHeading !== undefined) blocks.push(`NOTE ${oneLine(cue.sceneHeading)}`);
    blocks.push(
      [
        oneLine(cue.id),
        `${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}`,
        ...cue.lines.map(escapeText),
      ].join('\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};

function unescapeText(text: string): string {
  return text.replace(
    /&(amp|lt|gt|nbsp|lrm|rlm);/g,
    (entity, name: string) => ENTITIES[name] ?? entity,
  );
}

export function parseVtt(source: string): ParsedVtt {
  const text = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '');
  const blocks = text.split(/\n{2,}/);
  const header = blocks.shift() ?? '';
  if (!/^WEBVTT(?:[ \t]|$)/.test(header)) throw new Error('Not a WebVTT file: no WEBVTT header');
  const result: ParsedVtt = { cues: [], notes: [] };
  for (const block of blocks) {
    const lines = block.split('\n').filter((line, i) => i > 0 || line.trim() !== '');
    const [first = ''] = lines;
    if (!first) continue;
    if (/^NOTE(?:[ \t\n]|$)/.test(first)) {
      result.notes.push(lines.join('\n').replace(/^NOTE[ \t]?/, ''));
      continue;
    }
    if (/^(STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) continue;
    const [startStamp = '', rest = ''] = (lines[timingIndex] ?? '').split('-->');
    const endStamp = rest.trim().split(/[ \t]+/)[0] ?? '';
    result.cues.push({
      id: timingIndex === 1 ? first : '',
      start: parseTimestamp(startStamp),
      end: parseTimestamp(endStamp),
      text: unescapeText(lines.slice(timingIndex + 1).join('\n')),
    });
  }
  return result;
}
