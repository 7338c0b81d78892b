// A published policy version as a PDF (docs/decisions.md EV1), beside its Word file in the
// evidence pack: the same text and details, laid out on A4 pages with pdf-lib. The standard
// Helvetica font covers the Windows-1252 characters our texts use (curly quotes, dashes,
// bullets); anything else is written as "?" rather than failing the whole pack.
import { createPdfWriter, PDF_SIZES } from './pdf-writer.ts';
import type { PolicyDocxInput } from './policy-docx.ts';

export async function buildPolicyPdf(input: PolicyDocxInput): Promise<Uint8Array<ArrayBuffer>> {
  const { write, finish } = await createPdfWriter({
    title: input.document.title,
    author: input.company,
    subject: input.approval ?? `Version ${input.version}`,
  });

  write(input.document.title, { bold: true, size: PDF_SIZES.title });
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
  if (input.contentHash) {
    write(`Content hash (SHA-256): ${input.contentHash}`, { size: PDF_SIZES.small });
  }

  for (const section of input.document.sections) {
    write(section.title, { bold: true, size: PDF_SIZES.heading, gap: 12 });
    for (const block of section.blocks) {
      if (block.type === 'heading') {
        write(block.text, { bold: true, size: PDF_SIZES.subheading, gap: 6 });
      } else if (block.type === 'paragraph') {
        write(block.text, { gap: 4 });
      } else {
        for (const item of block.items) write(`• ${item}`, { indent: 12, gap: 2 });
      }
    }
  }
  if (input.revisions.length > 0) {
    write('Revision History', { bold: true, size: PDF_SIZES.heading, gap: 12 });
    for (const [version, date, author, approvedBy, description] of input.revisions) {
      write(
        `Version ${version} · ${date} · ${author} · approved by ${approvedBy} · ${description}`,
        { gap: 2 },
      );
    }
  }

  return finish(
    [input.company, `Version ${input.version}`, input.approval].filter(Boolean).join(' · '),
  );
}
