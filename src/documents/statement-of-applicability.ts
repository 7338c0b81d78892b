// The Statement of Applicability as Word and PDF (docs/decisions.md SA1): every Annex A control of
// ISO/IEC 27001:2022 with whether it applies, the justification, its implementation status and the
// evidence ComplyReady holds; an approved version names its approver, reason and SHA-256. Shared
// by the page's downloads and the evidence pack's soa/ section.
import { controlById } from '../content/controls/index.ts';
import { heading, table } from './docx-parts.ts';
import { PDF_SIZES } from './pdf-writer.ts';
import { registerDocx, registerPdf, type RegisterCover } from './register-files.ts';
import { utcDay } from '../shared/utc-day.ts';

export const SOA_STATUS_WORDS: Record<string, string> = {
  not_started: 'Not started',
  planned: 'Planned',
  implemented: 'Implemented',
};

export interface StatementLine {
  control_id: string;
  applicable: boolean;
  justification: string;
  status: string;
  evidence: readonly string[];
}

/** An approved version, or (`approval` absent) the statement as it stands on the page. */
export interface StatementDocument {
  company?: string;
  approval?: {
    number: number;
    approved_by: string;
    approved_at: string;
    approval_reason: string;
    content_hash: string;
  };
  lines: readonly StatementLine[];
}

const TITLE = 'Statement of Applicability';
const SCOPE = 'ISO/IEC 27001:2022 Annex A';
const CURRENT = 'Current statement, not an approved version';

export const statementFileName = (number: number | null, extension: 'docx' | 'pdf' | 'csv') =>
  `statement-of-applicability${number === null ? '' : `-v${number}`}.${extension}`;

const statusWords = (status: string) => SOA_STATUS_WORDS[status] ?? status;

/** The statement as a table, a row a control under a header row; `status` words each status. */
export const statementTable = (
  lines: readonly StatementLine[],
  status: (status: string) => string = statusWords,
): string[][] => [
  ['Control', 'Title', 'Applicable', 'Justification', 'Status', 'Evidence in ComplyReady'],
  ...lines.map((line) => [
    line.control_id,
    controlById(line.control_id)?.title ?? '',
    line.applicable ? 'Yes' : 'No',
    line.justification,
    status(line.status),
    line.evidence.join('; '),
  ]),
];

function details(statement: StatementDocument): [string, string][] {
  const { approval, lines } = statement;
  const applicable = lines.filter((line) => line.applicable);
  return [
    ...(statement.company ? [['Company', statement.company] as [string, string]] : []),
    ['Scope', SCOPE],
    ...(approval
      ? ([
          ['Version', String(approval.number)],
          ['Approved by', approval.approved_by],
          ['Approved on', utcDay(approval.approved_at)],
          ['Reason', approval.approval_reason],
          ['Content hash (SHA-256)', approval.content_hash],
        ] as [string, string][])
      : [['Version', CURRENT] as [string, string]]),
    [
      'Summary',
      `${applicable.length} of ${lines.length} controls applicable; ${
        applicable.filter((line) => line.status === 'implemented').length
      } implemented`,
    ],
  ];
}

const coverOf = (statement: StatementDocument): RegisterCover => ({
  title: TITLE,
  company: statement.company ?? '',
  edition: statement.approval ? `Version ${statement.approval.number}` : CURRENT,
  details: details(statement),
});

export function buildStatementDocx(statement: StatementDocument): Promise<Uint8Array<ArrayBuffer>> {
  return registerDocx(coverOf(statement), [
    heading('Annex A controls'),
    table(statementTable(statement.lines)),
  ]);
}

export async function buildStatementPdf(
  statement: StatementDocument,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await registerPdf(coverOf(statement));
  pdf.write('Annex A controls', { bold: true, size: PDF_SIZES.heading, gap: 12 });
  for (const line of statement.lines) {
    pdf.write(`${line.control_id} ${controlById(line.control_id)?.title ?? ''}`, {
      bold: true,
      gap: 8,
    });
    pdf.write(
      `Applicable: ${line.applicable ? 'Yes' : 'No'} · Status: ${statusWords(line.status)}`,
      { indent: 12 },
    );
    if (line.justification) pdf.write(`Justification: ${line.justification}`, { indent: 12 });
    pdf.write(
      `Evidence in ComplyReady: ${line.evidence.length > 0 ? line.evidence.join('; ') : 'none yet'}`,
      { indent: 12 },
    );
  }
  return pdf.finish();
}
