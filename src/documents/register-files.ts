// What the registers' Word and PDF files share (docs/decisions.md SA1, SD1): the title, a table
// or list of details, the company and the title in the page header, and a footer naming the
// company, the title and which version it is.
import type { FileChild } from 'docx';
import { registerDocument, table } from './docx-parts.ts';
import { createPdfWriter, PDF_SIZES, type PdfWriter } from './pdf-writer.ts';
import { packDocx } from './policy-docx.ts';

/** What a register's file opens with. */
export interface RegisterCover {
  title: string;
  /** Empty when the team named none. */
  company: string;
  /** Which version the file is, e.g. `Version 3`. */
  edition: string;
  details: [string, string][];
}

const footerOf = (cover: RegisterCover) =>
  [cover.company, cover.title, cover.edition].filter(Boolean).join(' · ');

/** The Word file: the details as a table, then `body`. */
export function registerDocx(
  cover: RegisterCover,
  body: FileChild[],
): Promise<Uint8Array<ArrayBuffer>> {
  return packDocx(
    registerDocument({
      title: cover.title,
      headerText: [cover.company, cover.title].filter(Boolean).join(' · '),
      footerText: footerOf(cover),
      children: [table(cover.details, false), ...body],
    }),
  );
}

/** The PDF with its title and details written; `finish` numbers the pages under the footer. */
export async function registerPdf(
  cover: RegisterCover,
): Promise<Pick<PdfWriter, 'write'> & { finish(): Promise<Uint8Array<ArrayBuffer>> }> {
  const pdf = await createPdfWriter({
    title: cover.title,
    author: cover.company,
    subject: cover.edition,
  });
  pdf.write(cover.title, { bold: true, size: PDF_SIZES.title });
  cover.details.forEach(([label, value], index) =>
    pdf.write(`${label}: ${value}`, { gap: index === 0 ? 6 : 0 }),
  );
  return { write: pdf.write, finish: () => pdf.finish(footerOf(cover)) };
}
