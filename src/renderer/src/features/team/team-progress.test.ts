import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../tests/support/csv-reader';
import { buildTeamRows, teamCsvFileName, teamProgressCsv, UNNAMED_USER } from './team-progress';

const videos = [
  { id: 'v1', title: 'Phishing' },
  { id: 'v2', title: 'Passwords, "MFA" & more' },
];
const members = [
  {
    id: 'u1',
    full_name: 'Ada',
    email: 'ada@example.com',
    last_seen_at: '2026-11-20T10:00:00Z',
    completed: [0],
  },
  // A position past the list (a video unpublished meanwhile) counts for nothing.
  { id: 'u2', full_name: null, email: 'anon@example.com', last_seen_at: null, completed: [7] },
  {
    id: 'u3',
    full_name: '=HYPERLINK("http://x")',
    email: 'x@example.com',
    last_seen_at: null,
    completed: [],
  },
];

describe('buildTeamRows', () => {
  it('counts completed published videos per member', () => {
    const rows = buildTeamRows(members, videos);
    expect(rows.map((row) => [row.name, row.completed, row.total])).toEqual([
      ['Ada', 1, 2],
      [UNNAMED_USER, 0, 2],
      ['=HYPERLINK("http://x")', 0, 2],
    ]);
    expect([...rows[0]!.completedVideoIds]).toEqual(['v1']);
  });
});

describe('teamProgressCsv', () => {
  it('has the columns of docs/product.md#team-progress-csv, Yes/No values and neutralised formula cells', () => {
    const csv = teamProgressCsv(buildTeamRows(members, videos), videos);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'Name',
      'Email',
      'Completed Videos',
      'Last Activity',
      'Phishing',
      'Passwords, "MFA" & more',
    ]);
    expect(rows[0]?.slice(0, 3)).toEqual(['Ada', 'ada@example.com', '1/2']);
    expect(rows[0]?.slice(4)).toEqual(['Yes', 'No']);
    expect(rows[1]?.[3]).toBe('');
    expect(rows[2]?.[0]).toBe(`'=HYPERLINK("http://x")`);
  });

  it('is named team-progress-{date}.csv', () => {
    expect(teamCsvFileName(new Date(2026, 0, 5))).toBe('team-progress-2026-01-05.csv');
  });
});
