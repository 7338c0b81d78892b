import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../tests/support/csv-reader';
import {
  buildTeamRows,
  FORMER_MEMBER,
  teamCsvFileName,
  teamProgressCsv,
  UNNAMED_USER,
} from './team-progress';

const videos = [
  { id: 'v1', title: 'Phishing', hasCheck: true },
  { id: 'v2', title: 'Passwords, "MFA" & more', hasCheck: true },
];
const members = [
  {
    id: 'u1',
    full_name: 'Ada',
    email: 'ada@example.com',
    last_seen_at: '2026-11-20T10:00:00Z',
    completed: [0],
    checks: [
      { position: 0, score: 100, passed: true, attempts: 2 },
      { position: 1, score: 60, passed: false, attempts: 1 },
    ],
    deactivated: false,
  },
  // A position past the list (a video unpublished meanwhile) counts for nothing.
  {
    id: 'u2',
    full_name: null,
    email: 'anon@example.com',
    last_seen_at: null,
    completed: [7],
    checks: [{ position: 7, score: 100, passed: true, attempts: 1 }],
    deactivated: false,
  },
  {
    id: 'u3',
    full_name: '=HYPERLINK("http://x")',
    email: 'x@example.com',
    last_seen_at: null,
    completed: [],
    checks: [],
    deactivated: false,
  },
];
const deactivated = {
  id: 'u4',
  full_name: 'Dee',
  email: 'dee@example.com',
  last_seen_at: null,
  completed: [0, 1],
  checks: [],
  deactivated: true,
};
const formerMembers = [{ id: 'f1', left_at: '2026-11-01T10:00:00Z', completed: [1] }];

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

  it('counts passed knowledge checks of the listed videos (docs/decisions.md V3)', () => {
    const rows = buildTeamRows(members, videos);
    expect(rows.map((row) => [row.checksPassed, row.checksTotal])).toEqual([
      [1, 2],
      [0, 2],
      [0, 2],
    ]);
    expect(rows[0]!.checkResults.get('v2')).toEqual({
      position: 1,
      score: 60,
      passed: false,
      attempts: 1,
    });
  });

  it('leaves deactivated and former members out unless asked for (docs/decisions.md M1)', () => {
    const everyone = [...members, deactivated];
    expect(buildTeamRows(everyone, videos, { formerMembers }).map((row) => row.id)).toEqual([
      'u1',
      'u2',
      'u3',
    ]);
    const all = buildTeamRows(everyone, videos, { formerMembers, includeInactive: true });
    expect(all.map((row) => [row.name, row.status, row.completed])).toEqual([
      ['Ada', 'active', 1],
      [UNNAMED_USER, 'active', 0],
      ['=HYPERLINK("http://x")', 'active', 0],
      ['Dee', 'deactivated', 2],
      [FORMER_MEMBER, 'former', 1],
    ]);
    const [header, ...rows] = parseCsv(teamProgressCsv(all, videos).slice(1));
    expect(header?.at(-1)).toBe('Status');
    expect(rows.map((row) => row.at(-1))).toEqual([
      'Active',
      'Active',
      'Active',
      'Deactivated',
      'Former member',
    ]);
    expect(rows[4]?.[1]).toBe('');
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
      'Checks Passed',
      'Last Activity',
      'Phishing',
      'Passwords, "MFA" & more',
    ]);
    expect(rows[0]?.slice(0, 4)).toEqual(['Ada', 'ada@example.com', '1/2', '1/2']);
    expect(rows[0]?.slice(5)).toEqual(['Yes', 'No']);
    expect(rows[1]?.[4]).toBe('');
    expect(rows[2]?.[0]).toBe(`'=HYPERLINK("http://x")`);
  });

  it('is named team-progress-{date}.csv', () => {
    expect(teamCsvFileName(new Date(2026, 0, 5))).toBe('team-progress-2026-01-05.csv');
  });
});
