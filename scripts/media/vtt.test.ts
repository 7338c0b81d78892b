import { describe, expect, it } from 'vitest';
import { parseTimestamp, parseVtt, transcriptOf } from '../../src/shared/vtt';
import { formatTimestamp, writeVtt } from './vtt';

describe('timestamps', () => {
  it('formats hours, minutes, seconds and milliseconds', () => {
    expect(formatTimestamp(0)).toBe('00:00:00.000');
    expect(formatTimestamp(3723.4567)).toBe('01:02:03.457');
  });

  it('parses with or without hours', () => {
    expect(parseTimestamp('01:02:03.457')).toBeCloseTo(3723.457, 6);
    expect(parseTimestamp('02:03.500')).toBeCloseTo(123.5, 6);
    expect(() => parseTimestamp('2.5')).toThrow(/timestamp/);
  });
});

describe('writeVtt and parseVtt', () => {
  const cues = [
    {
      id: '1.1 Spot the <fake> --> sender',
      start: 0.4,
      end: 2,
      lines: ['Tom & Jerry <script>', 'second line'],
      sceneHeading: 'Spot the <fake> --> sender',
    },
    { id: '1.2 Spot', start: 2, end: 3.25, lines: ['Plain.'] },
  ];

  it('writes a header, scene notes, ids, timings and escaped text', () => {
    expect(writeVtt(cues)).toBe(
      [
        'WEBVTT',
        '',
        'NOTE Spot the <fake> -> sender',
        '',
        '1.1 Spot the <fake> -> sender',
        '00:00:00.400 --> 00:00:02.000',
        'Tom &amp; Jerry &lt;script&gt;',
        'second line',
        '',
        '1.2 Spot',
        '00:00:02.000 --> 00:00:03.250',
        'Plain.',
        '',
      ].join('\n'),
    );
  });

  it('reads back what it wrote', () => {
    const parsed = parseVtt(writeVtt(cues));
    expect(parsed.notes).toEqual(['Spot the <fake> -> sender']);
    expect(parsed.cues).toEqual([
      {
        id: '1.1 Spot the <fake> -> sender',
        start: 0.4,
        end: 2,
        text: 'Tom & Jerry <script>\nsecond line',
      },
      { id: '1.2 Spot', start: 2, end: 3.25, text: 'Plain.' },
    ]);
  });

  it('accepts cues without ids, cue settings, CRLF and a BOM; rejects a missing header', () => {
    const parsed = parseVtt(
      '\uFEFFWEBVTT - title\r\n\r\n00:01.000 --> 00:02.000 align:start\r\nHi\r\n',
    );
    expect(parsed.cues).toEqual([{ id: '', start: 1, end: 2, text: 'Hi' }]);
    expect(() => parseVtt('00:01.000 --> 00:02.000\nHi')).toThrow(/WEBVTT/);
  });
});

describe('transcriptOf', () => {
  it('groups the cues of each scene under its heading, in order', () => {
    const vtt = parseVtt(
      [
        'WEBVTT',
        'NOTE Why it matters',
        '1.1 Why it matters\n00:00:00.000 --> 00:00:02.000\nFirst line\nwraps here.',
        '1.2 Why it matters\n00:00:02.000 --> 00:00:04.000\nSecond.',
        'NOTE What to do',
        '2.1 What to do\n00:00:04.000 --> 00:00:06.000\nReport it &amp; wait.',
      ].join('\n\n'),
    );
    expect(transcriptOf(vtt)).toEqual([
      { heading: 'Why it matters', start: 0, text: 'First line wraps here. Second.' },
      { heading: 'What to do', start: 4, text: 'Report it & wait.' },
    ]);
  });

  it('keeps cues without scene ids as one untitled part', () => {
    const vtt = parseVtt(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello.\n\n00:00:02.000 --> 00:00:03.000\nAgain.',
    );
    expect(transcriptOf(vtt)).toEqual([{ heading: '', start: 1, text: 'Hello. Again.' }]);
  });
});
