import { describe, expect, it } from 'vitest';
import { formatTimestamp, parseTimestamp, parseVtt, writeVtt } from './vtt';

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
