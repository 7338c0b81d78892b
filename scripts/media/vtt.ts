// WebVTT writing for the build (parsing is shared with the player: src/shared/vtt.ts).
import type { Cue } from './captions';

export function formatTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
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
