import { describe, expect, it } from 'vitest';
import acceptableUsePolicy from '../content/policies/texts/acceptable-use-policy.json' with { type: 'json' };
import type { PolicyContent } from '../content/policies/types';
import {
  defaultFontSize,
  readDocx,
  styleFontSize,
  wordText,
} from '../../tests/support/docx-reader';
import {
  buildPolicyDocx,
  buildStructuredPolicyDocument,
  packDocx,
  policyFileName,
} from './policy-docx';
import type { PolicyDetails } from '../shared/policy-document';
import { samplePolicyDocument } from '../../tests/support/policy-document';

const EMPTY_DETAILS: PolicyDetails = {
  companyName: '',
  policyOwner: '',
  approver: '',
  effectiveDate: '',
  version: '',
};

const sample: PolicyContent = {
  id: 'sample-policy',
  title: 'Sample Policy',
  overview: 'Overview with <angle> & ampersand.',
  sections: [
    { title: 'Paragraph Section', content: 'A single paragraph.' },
    { title: 'List Section', content: ['First rule', 'Second rule'] },
  ],
  controls: { soc2: ['CC6.1'], iso27001: ['A.5.15'] },
};

describe('policyFileName', () => {
  it('lowercases and hyphenates the title', () => {
    expect(policyFileName('Acceptable Use Policy')).toBe('acceptable-use-policy.docx');
    expect(policyFileName('Business Continuity & Disaster Recovery (BC/DR) Policy')).toBe(
      'business-continuity-disaster-recovery-bc-dr-policy.docx',
    );
  });
});

describe('buildPolicyDocx', () => {
  it('writes a Word file with 12 pt base, 18 pt title and 16 pt headings', async () => {
    const { styles } = await readDocx(await buildPolicyDocx(sample, EMPTY_DETAILS));
    expect(defaultFontSize(styles)).toBe(24);
    expect(styleFontSize(styles, 'Title')).toBe(36);
    expect(styleFontSize(styles, 'Heading1')).toBe(32);
  });

  it('contains the title, overview, headings, paragraphs and bullet items, escaped', async () => {
    const { document } = await readDocx(await buildPolicyDocx(sample, EMPTY_DETAILS));
    expect(document).toContain('<w:pStyle w:val="Title"/>');
    expect(document).toContain('Sample Policy');
    expect(document).toContain('Overview with &lt;angle&gt; &amp; ampersand.');
    // The overview and two policy sections, then Controls Addressed and Revision History.
    expect(document.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(5);
    expect(document).toContain('A single paragraph.');
    // Two rules and the two control groups.
    expect(document.match(/<w:numPr>/g)).toHaveLength(4);
    expect(document).toContain('Second rule');
  });

  it('includes every section of the Acceptable Use Policy', async () => {
    const { document } = await readDocx(await buildPolicyDocx(acceptableUsePolicy, EMPTY_DETAILS));
    for (const section of acceptableUsePolicy.sections) {
      expect(document).toContain(section.title);
    }
  });
});

describe('buildStructuredPolicyDocument (docs/decisions.md PP1)', () => {
  it("writes a published version's own text, headings and lists, with its version and approval in the footer", async () => {
    const bytes = await packDocx(
      buildStructuredPolicyDocument({
        document: samplePolicyDocument,
        company: 'Acme',
        policyOwner: 'Head of Security',
        approver: 'CEO',
        effectiveDate: '2026-12-01',
        version: '2',
        approval: 'Approved and published by Ada Admin on 2026-12-02',
        contentHash: 'ab'.repeat(32),
        revisions: [['1', '2026-11-01', 'Head of Security', 'Ada Admin', 'Published']],
      }),
    );
    const { document, footers } = await readDocx(bytes);
    const text = wordText(document);
    for (const expected of [
      '[Company Name] staff. Version [Version].',
      'People',
      'Laptops',
      '[Policy Owner] decides',
      'ab'.repeat(32),
    ]) {
      expect(text).toContain(expected);
    }
    expect(document.match(/<w:pStyle w:val="Heading2"\/>/g)).toHaveLength(1);
    expect(wordText(footers)).toContain(
      'Acme · Acceptable Use Policy · Version 2 · Approved and published by Ada Admin on 2026-12-02',
    );
  });
});
