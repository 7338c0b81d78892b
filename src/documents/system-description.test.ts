import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readDocx, wordText } from '../../tests/support/docx-reader';
import { pdfLines } from '../../tests/support/pdf-text';
import { SYSTEM_DESCRIPTION_SECTIONS } from '../content/system-description';
import {
  buildSystemDescriptionDocx,
  buildSystemDescriptionPdf,
  systemDescriptionFileName,
  type SystemDescriptionVersionRecord,
} from './system-description';

const version: SystemDescriptionVersionRecord = {
  number: 3,
  published_by: 'Ada Admin',
  published_at: '2026-12-01T10:00:00.000Z',
  approval_reason: 'Approved by the CEO',
  content_hash: 'b'.repeat(64),
  content: {
    company: 'Acme & Co',
    sections: {
      services: 'Acme runs <payroll> for small companies.\nCustomers sign in on the web.',
      infrastructure: 'AWS eu-west-1. '.repeat(80),
      subservice_organisations: 'Cloudy (EU): hosting. Carved out.',
    },
  },
};

describe('the system description’s Word file', () => {
  it('has every DC 200 heading in order, the text by lines, and the publication details', async () => {
    const { document, footers } = await readDocx(await buildSystemDescriptionDocx(version));
    const text = wordText(document);
    const positions = [
      'Services provided',
      'Components of the system',
      ...SYSTEM_DESCRIPTION_SECTIONS.slice(1).map((section) => section.heading),
    ].map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    const order = SYSTEM_DESCRIPTION_SECTIONS.map((section) => text.indexOf(section.heading));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(document.match(/<w:pStyle w:val="Heading2"\/>/g)).toHaveLength(5);
    expect(text).toContain('Acme runs <payroll> for small companies.');
    expect(document).toContain('Acme runs &lt;payroll&gt;');
    expect(text).toContain('Customers sign in on the web.');
    expect(text).toContain('Published byAda Admin');
    expect(text).toContain('Published on2026-12-01');
    expect(text).toContain(`Content hash (SHA-256)${'b'.repeat(64)}`);
    // Headings without text say so rather than vanish.
    expect(text.match(/Not described\./g)).toHaveLength(SYSTEM_DESCRIPTION_SECTIONS.length - 3);
    expect(wordText(footers)).toContain('Acme & Co · System description · Version 3 · Page ');
  });
});

describe('the system description’s PDF', () => {
  it('writes the headings and text on numbered A4 pages', async () => {
    const bytes = await buildSystemDescriptionPdf(version);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    expect(pdf.getTitle()).toBe('System description');
    const lines = pdfLines(bytes);
    for (const section of SYSTEM_DESCRIPTION_SECTIONS) expect(lines).toContain(section.heading);
    expect(lines).toContain('Components of the system');
    expect(lines).toContain('Customers sign in on the web.');
    expect(lines).toContain('Reason: Approved by the CEO');
    const pages = pdf.getPageCount();
    expect(lines.filter((line) => line.endsWith(`Page ${pages} of ${pages}`))).toEqual([
      `Acme & Co · System description · Version 3 · Page ${pages} of ${pages}`,
    ]);
  });

  it('is named by its version', () => {
    expect(systemDescriptionFileName(3, 'pdf')).toBe('system-description-v3.pdf');
  });
});
