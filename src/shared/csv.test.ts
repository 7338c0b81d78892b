import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../tests/support/csv-reader';
import { csvCell, readCsv, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes every field', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
  });

  it('keeps commas and newlines inside the quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('doubles quotes', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a";=1+2')).toBe('"a"";=1+2"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['\nx', `"'\nx"`],
  ])('neutralises the formula cell %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves a trigger character alone when it is not first', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
  });
});

describe('toCsv', () => {
  const rows = [
    ['Name', 'Email', 'Notes'],
    ['=HYPERLINK("http://x")', 'a@example.com', 'multi\nline, with comma'],
    ['a";=1+2', '+1', ''],
  ];

  it('starts with a byte-order mark and ends rows with CRLF', () => {
    const csv = toCsv(rows);
    expect(csv.startsWith('\uFEFF"Name","Email","Notes"\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('parses back to the same number of rows and columns', () => {
    const parsed = parseCsv(toCsv(rows).slice(1));
    expect(parsed).toHaveLength(3);
    for (const row of parsed) expect(row).toHaveLength(3);
    expect(parsed[1]?.[0]).toBe(`'=HYPERLINK("http://x")`);
    expect(parsed[1]?.[2]).toBe('multi\nline, with comma');
    expect(parsed[2]?.[0]).toBe('a";=1+2');
    expect(parsed[2]?.[1]).toBe("'+1");
  });
});

describe('readCsv', () => {
  it('reads what toCsv writes, and a spreadsheet’s plain CSV', () => {
    const rows = [
      ['Name', 'Note'],
      ['Laptop, "Ada"', 'line one\nline two'],
    ];
    expect(readCsv(toCsv(rows))).toEqual(rows);
    expect(readCsv('a,b\n1,\n\n2,3')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', '3'],
    ]);
  });
});
