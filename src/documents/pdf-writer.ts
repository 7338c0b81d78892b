// Flowing text on numbered A4 pages with pdf-lib's standard Helvetica, for the PDFs of the
// policies and the registers (docs/decisions.md EV1, SD1, SA1): lines wrap between words, a new
// page starts when one is full, and every page gets the footer line with "Page n of N".
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { printable, wrap } from './pdf-text.ts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
export const PDF_SIZES = { title: 18, heading: 14, subheading: 12, body: 10.5, small: 8 };
const LINE = 1.35;

export interface WriteOptions {
  bold?: boolean;
  size?: number;
  indent?: number;
  /** Points of space before the text. */
  gap?: number;
}

export interface PdfWriter {
  write(text: string, options?: WriteOptions): void;
  /** Every page numbered under `footer`, and the file's bytes. */
  finish(footer: string): Promise<Uint8Array<ArrayBuffer>>;
}

export async function createPdfWriter(meta: {
  title: string;
  author: string;
  subject: string;
}): Promise<PdfWriter> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  pdf.setCreator('ComplyReady');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const boldFont = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const write = (
    text: string,
    { bold = false, size = PDF_SIZES.body, indent = 0, gap = 0 }: WriteOptions = {},
  ) => {
    const font: PDFFont = bold ? boldFont : regular;
    y -= gap;
    for (const line of wrap(font, size, printable(font, text), width - indent)) {
      if (y - size * LINE < MARGIN + PDF_SIZES.small * 3) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
      }
      y -= size * LINE;
      page.drawText(line, { x: MARGIN + indent, y, size, font });
    }
  };

  const finish = async (footer: string) => {
    const pages = pdf.getPages();
    const text = printable(regular, footer);
    pages.forEach((each, index) => {
      wrap(
        regular,
        PDF_SIZES.small,
        `${text} · Page ${index + 1} of ${pages.length}`,
        width,
      ).forEach((line, row) =>
        each.drawText(line, {
          x: MARGIN,
          y: MARGIN - row * PDF_SIZES.small * LINE,
          size: PDF_SIZES.small,
          font: regular,
        }),
      );
    });
    return pdf.save() as Promise<Uint8Array<ArrayBuffer>>;
  };

  return { write, finish };
}
