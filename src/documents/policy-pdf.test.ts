import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfLines } from '../../tests/support/pdf-text';
import { buildPolicyPdf } from './policy-pdf';

const input = {
  document: {
    title: 'Acceptable Use Policy',
    sections: [
      {
        title: 'Purpose',
        blocks: [
          {
            type: 'paragraph' as const,
            text: 'Everyone at Acme uses company systems with care — always.',
          },
          { type: 'bullets' as const, items: ['Lock your screen', 'Report what looks wrong'] },
        ],
      },
      ...Array.from({ length: 40 }, (_, i) => ({
        title: `Section ${i + 1}`,
        blocks: [
          { type: 'paragraph' as const, text: 'A long paragraph of policy text. '.repeat(12) },
        ],
      })),
    ],
  },
  company: 'Acme Ünïcode 株式会社',
  policyOwner: 'Head of Security',
  approver: 'CEO',
  effectiveDate: '2026-12-01',
  version: '2',
  approval: 'Approved and published by Ada Admin on 2026-12-01',
  contentHash: 'a'.repeat(64),
  revisions: [
    ['1', '2026-01-01', 'Head of Security', 'Ada Admin', 'Adopted from the ComplyReady template'],
  ],
};

describe('buildPolicyPdf', () => {
  it('writes the text, the details and the approval on numbered A4 pages', async () => {
    const bytes = await buildPolicyPdf(input);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    const lines = pdfLines(bytes);
    expect(lines).toContain('Acceptable Use Policy');
    expect(lines).toContain('Everyone at Acme uses company systems with care — always.');
    expect(lines).toContain('• Lock your screen');
    expect(lines).toContain(`Content hash (SHA-256): ${'a'.repeat(64)}`);
    // Characters outside the font's encoding become "?", the rest stays.
    expect(lines).toContain('Company: Acme Ünïcode ????');
    const pages = pdf.getPageCount();
    expect(lines.filter((line) => line.includes(`Page ${pages} of ${pages}`))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('Acme Ünïcode ???? · Version 2 · Approved'))).toBe(
      true,
    );
  });
});
