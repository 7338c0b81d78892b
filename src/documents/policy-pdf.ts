// A published policy version as a PDF (docs/decisions.md EV1), beside its Word file in the
// evidence pack: the same text and details, laid out on A4 pages with pdf-lib. The standard
// Helvetica font covers the Windows-1252 characters our texts use (curly quotes, dashes,
// bullets); anything else is written as "?" rather than failing the whole pack.
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { printable, wrap } from './pdf-text.ts';
import type { PolicyDocxInput } from './policy-docx.ts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZES = { title: 18, heading: 14, subheading: 12, body: 10.5, footer: 8 };
const LINE = 1.35;

export async function buildPolicyPdf(input: PolicyDocxInput): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.document.title);
  pdf.setAuthor(input.company);
  pdf.setSubject(input.approval ?? `Version ${input.version}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  function write(text: string, { font = regular, size = SIZES.body, indent = 0, gap = 0 } = {}) {
    const lines = wrap(font, size, printable(font, text), width - indent);
    y -= gap;
    for (const line of lines) {
      if (y - size * LINE < MARGIN + SIZES.footer * 3) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
      }
      y -= size * LINE;
      page.drawText(line, { x: MARGIN + indent, y, size, font });
    }
  }

  write(input.document.title, { font: bold, size: SIZES.title });
  for (const [label, value] of [
    ['Company', input.company],
    ['Policy owner', input.policyOwner],
    ['Approver', input.approver],
    ['Effective date', input.effectiveDate],
    ['Version', input.version],
  ] as const) {
    write(`${label}: ${value}`, { gap: label === 'Company' ? 6 : 0 });
  }
  if (input.approval) write(input.approval, { gap: 4 });
  if (input.approvalReason) write(`Reason for change: ${input.approvalReason}`);
  if (input.publication) write(input.publication);
  if (input.contentHash) write(`Content hash (SHA-256): ${input.contentHash}`, { size: 8 });

  for (const section of input.document.sections) {
    write(section.title, { font: bold, size: SIZES.heading, gap: 12 });
    for (const block of section.blocks) {
      if (block.type === 'heading') {
        write(block.text, { font: bold, size: SIZES.subheading, gap: 6 });
      } else if (block.type === 'paragraph') {
        write(block.text, { gap: 4 });
      } else {
        for (const item of block.items) write(`• ${item}`, { indent: 12, gap: 2 });
      }
    }
  }
  if (input.revisions.length > 0) {
    write('Revision History', { font: bold, size: SIZES.heading, gap: 12 });
    for (const [version, date, author, approvedBy, description] of input.revisions) {
      write(
        `Version ${version} · ${date} · ${author} · approved by ${approvedBy} · ${description}`,
        {
          gap: 2,
        },
      );
    }
  }

  const pages = pdf.getPages();
  const footer = printable(
    regular,
    [input.company, `Version ${input.version}`, input.approval].filter(Boolean).join(' · '),
  );
  pages.forEach((each, index) => {
    const pageText = `${footer} · Page ${index + 1} of ${pages.length}`;
    const lines = wrap(regular, SIZES.footer, pageText, width);
    lines.forEach((line, row) =>
      each.drawText(line, {
        x: MARGIN,
        y: MARGIN - row * SIZES.footer * LINE,
        size: SIZES.footer,
        font: regular,
      }),
    );
  });
  return pdf.save() as Promise<Uint8Array<ArrayBuffer>>;
}
