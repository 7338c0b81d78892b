import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../tests/support/csv-reader';
import {
  approvalText,
  publicationText,
  ADOPT_DETAIL_MESSAGES,
  adoptDetailProblems,
  registerCsv,
  registerCsvFileName,
  revisionRows,
  versionFileName,
} from './policy-rules';
import type { PolicyVersion } from '../../lib/policies/data';
import { foldUnchanged } from './diff-view';
import { toBlocks } from './section-editor';

describe('the acceptance register CSV (docs/product.md#policy-acceptance-register-csv)', () => {
  it('has Person, Email, Policy, Version, hash and UTC time, with formula cells neutralised', () => {
    const csv = registerCsv([
      {
        person: '=HYPERLINK("x")',
        email: 'max@example.com',
        policy: 'Acceptable Use Policy',
        version: 2,
        content_hash: 'ab'.repeat(32),
        accepted_at: '2026-12-01T09:30:00.123456+00:00',
      },
    ]);
    const [header, row] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'Person',
      'Email',
      'Policy',
      'Version',
      'Content hash (SHA-256)',
      'Accepted at (UTC)',
    ]);
    expect(row).toEqual([
      `'=HYPERLINK("x")`,
      'max@example.com',
      'Acceptable Use Policy',
      '2',
      'ab'.repeat(32),
      '2026-12-01T09:30:00.123Z',
    ]);
    expect(registerCsvFileName(new Date(2026, 11, 3))).toBe('policy-acceptances-2026-12-03.csv');
  });
});

describe('versions', () => {
  it('names the Word file after the title and the version', () => {
    expect(versionFileName('Acceptable Use Policy', 2)).toBe('acceptable-use-policy-v2.docx');
  });

  it('lists the published versions up to one in its revision history', () => {
    const version = (number: number, published: boolean) =>
      ({
        number,
        effective_on: `2026-0${number}-01`,
        policy_owner: 'CTO',
        published_by_name: published ? 'Ada Admin' : null,
        published_at: published ? '2026-01-01T00:00:00Z' : null,
      }) as PolicyVersion;
    expect(revisionRows([version(3, false), version(2, true), version(1, true)], 2)).toEqual([
      ['1', '2026-01-01', 'CTO', 'Ada Admin', 'Adopted from the ComplyReady template'],
      ['2', '2026-02-01', 'CTO', 'Ada Admin', 'Revised'],
    ]);
  });
});

describe('approvals in the documents (docs/decisions.md PA1)', () => {
  const published = {
    number: 2,
    effective_on: '2026-02-01',
    policy_owner: 'CTO',
    published_by_name: 'Dana Reyes',
    published_at: '2026-02-03T10:00:00Z',
  };
  const approval = {
    approver_name: 'Sam Lee',
    by_publisher: false,
    approved_at: '2026-02-02T09:00:00Z',
    reason: 'Adds the remote-work rules',
  };

  it('says who approved, when and why, apart from who published', () => {
    const version = { ...published, approval };
    expect(approvalText(version)).toBe('Approved by Sam Lee on 2026-02-02');
    expect(publicationText(version)).toBe('Published by Dana Reyes on 2026-02-03');
    expect(approvalText({ ...version, approval: { ...approval, by_publisher: true } })).toBe(
      "Approved by Sam Lee, the publisher (the team's choice: the publisher approves) on 2026-02-02",
    );
    // Versions published before approvals keep what was recorded then.
    const before = { ...published, approval: null };
    expect(approvalText(before)).toBe('Approved and published by Dana Reyes on 2026-02-03');
    expect(publicationText(before)).toBeUndefined();
    // Members do not read approvals: their page says who published it.
    expect(approvalText(published)).toBe('Published by Dana Reyes on 2026-02-03');
  });

  it('gives each version its reason for change and lists its reviews', () => {
    const review = { ...approval, approved_at: '2027-02-01T08:00:00Z', reason: 'Still right' };
    expect(revisionRows([{ ...published, approval, reviews: [review] }], 2)).toEqual([
      ['2', '2026-02-01', 'CTO', 'Sam Lee', 'Adds the remote-work rules'],
      ['2', '2027-02-01', 'CTO', 'Sam Lee', 'Reviewed, unchanged: Still right'],
    ]);
  });
});

describe('the section editor', () => {
  it('keeps plain text: one bullet a line, line breaks in a paragraph become spaces, blanks go', () => {
    expect(
      toBlocks([
        { type: 'paragraph', text: ' First line\nsecond  line ' },
        { type: 'bullets', text: 'One\n\n Two \n' },
        { type: 'heading', text: '   ' },
      ]),
    ).toEqual([
      { type: 'paragraph', text: 'First line second line' },
      { type: 'bullets', items: ['One', 'Two'] },
    ]);
  });
});

describe('the diff view', () => {
  it('keeps two unchanged lines around each change and folds the rest', () => {
    const same = (text: string) => ({ kind: 'same' as const, text });
    const lines = [
      ...['a', 'b', 'c', 'd', 'e'].map(same),
      { kind: 'added' as const, text: 'x' },
      ...['f', 'g', 'h'].map(same),
    ];
    expect(foldUnchanged(lines)).toEqual([
      { kind: 'folded', count: 3 },
      same('d'),
      same('e'),
      { kind: 'added', text: 'x' },
      same('f'),
      same('g'),
      { kind: 'folded', count: 1 },
    ]);
  });
});

describe('the adopt dialog’s required details', () => {
  it('names each empty one, spaces counting as empty', () => {
    expect(
      adoptDetailProblems({
        companyName: 'Acme Inc.',
        policyOwner: '  ',
        approver: '',
        effectiveOn: '2026-12-01',
      }),
    ).toEqual({
      policyOwner: ADOPT_DETAIL_MESSAGES.policyOwner,
      approver: ADOPT_DETAIL_MESSAGES.approver,
    });
    expect(
      adoptDetailProblems({
        companyName: 'Acme Inc.',
        policyOwner: 'Head of Security',
        approver: 'CEO',
        effectiveOn: '2026-12-01',
      }),
    ).toEqual({});
  });
});
