import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readDocx, wordText } from '../../tests/support/docx-reader';
import { pdfLines } from '../../tests/support/pdf-text';
import { iso27001Controls } from '../content/controls';
import {
  buildStatementDocx,
  buildStatementPdf,
  statementFileName,
  type StatementDocument,
} from './statement-of-applicability';

const lines = iso27001Controls.map((control) => ({
  control_id: control.id,
  applicable: control.id !== 'A.7.1',
  justification: control.id === 'A.7.1' ? 'Fully remote, no offices' : '',
  status: control.id === 'A.5.1' ? 'implemented' : 'planned',
  evidence: control.id === 'A.5.1' ? ['policy: Information Security Policy', 'review: X'] : [],
}));

const approved: StatementDocument = {
  company: 'Acme',
  approval: {
    number: 2,
    approved_by: 'Ada Admin',
    approved_at: '2026-12-02T09:00:00.000Z',
    approval_reason: 'For the audit',
    content_hash: 'c'.repeat(64),
  },
  lines,
};

/** The rows of the docx's second table: each row's cells' text. */
const tableRows = (xml: string) =>
  [...(xml.split('<w:tbl>')[2] ?? '').matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((cell) => wordText(cell[1]!)),
  );

describe('the Statement of Applicability’s Word file', () => {
  it('has a header row and one row per Annex A control with its answers and evidence', async () => {
    const { document, footers } = await readDocx(await buildStatementDocx(approved));
    const rows = tableRows(document);
    expect(rows).toHaveLength(94);
    expect(rows[0]).toEqual([
      'Control',
      'Title',
      'Applicable',
      'Justification',
      'Status',
      'Evidence in ComplyReady',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(iso27001Controls.map((c) => c.id));
    expect(rows.find((row) => row[0] === 'A.7.1')).toEqual([
      'A.7.1',
      'Physical perimeters',
      'No',
      'Fully remote, no offices',
      'Planned',
      '',
    ]);
    expect(rows.find((row) => row[0] === 'A.5.1')?.slice(4)).toEqual([
      'Implemented',
      'policy: Information Security Policy; review: X',
    ]);
    const text = wordText(document);
    expect(text).toContain('Approved byAda Admin');
    expect(text).toContain('Approved on2026-12-02');
    expect(text).toContain('92 of 93 controls applicable; 1 implemented');
    expect(wordText(footers)).toContain('Acme · Statement of Applicability · Version 2 · Page ');
  });

  it('calls the statement as it stands what it is', async () => {
    const { document } = await readDocx(await buildStatementDocx({ lines }));
    expect(wordText(document)).toContain('VersionCurrent statement, not an approved version');
    expect(statementFileName(null, 'docx')).toBe('statement-of-applicability.docx');
    expect(statementFileName(2, 'pdf')).toBe('statement-of-applicability-v2.pdf');
  });
});

describe('the Statement of Applicability’s PDF', () => {
  it('lists every control with its answers on numbered A4 pages', async () => {
    const bytes = await buildStatementPdf(approved);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const text = pdfLines(bytes);
    for (const control of iso27001Controls) {
      expect(text).toContain(`${control.id} ${control.title}`);
    }
    expect(text).toContain('Applicable: No · Status: Planned');
    expect(text).toContain('Justification: Fully remote, no offices');
    expect(text).toContain(
      'Evidence in ComplyReady: policy: Information Security Policy; review: X',
    );
    expect(text).toContain(`Content hash (SHA-256): ${'c'.repeat(64)}`);
    const pages = pdf.getPageCount();
    expect(text).toContain(
      `Acme · Statement of Applicability · Version 2 · Page ${pages} of ${pages}`,
    );
  });
});
