// WebVTT parsing, for the player's transcript and for tests of the built captions; and the
// transcript itself, from the cue ids the media build writes (`<scene>.<cue> <heading>`).
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

export function parseTimestamp(stamp: string): number {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(stamp.trim());
  if (!match) throw new Error(`Not a WebVTT timestamp: ${stamp}`);
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
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

export interface TranscriptScene {
  heading: string;
  /** Seconds. */
  start: number;
  text: string;
}

/** The narration by scene: cues whose id is `<scene>.<cue> <heading>`; other cues join the last scene. */
export function transcriptOf({ cues }: ParsedVtt): TranscriptScene[] {
  const scenes: (TranscriptScene & { key: string })[] = [];
  for (const cue of cues) {
    const match = /^(\d+)\.\d+ (.+)$/.exec(cue.id);
    const key = match?.[1] ?? scenes.at(-1)?.key ?? '';
    const text = cue.text.replace(/\s+/g, ' ').trim();
    const last = scenes.at(-1);
    if (last && last.key === key) last.text = `${last.text} ${text}`;
    else scenes.push({ key, heading: match?.[2] ?? '', start: cue.start, text });
  }
  return scenes.map(({ heading, start, text }) => ({ heading, start, text }));
}
