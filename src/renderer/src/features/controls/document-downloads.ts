// Word and PDF of the Statement of Applicability and of a published system description
// (docs/decisions.md SA1, SD1), built in the browser from what the database froze. The builders
// load only when asked for, so the pages' first load carries no document code.
import { platform } from '#platform';
import type { DocumentKind } from '../../components/frozen-versions';
import type { StatementDocument } from '@documents/statement-of-applicability';
import type { SystemDescriptionVersionRecord } from '@documents/system-description';

export type { DocumentKind };

const MIME_TYPES: Record<DocumentKind, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export async function downloadStatement(statement: StatementDocument, kind: DocumentKind) {
  const documents = await import('@documents/statement-of-applicability');
  await platform.saveFile({
    suggestedName: documents.statementFileName(statement.approval?.number ?? null, kind),
    mimeType: MIME_TYPES[kind],
    data:
      kind === 'docx'
        ? await documents.buildStatementDocx(statement)
        : await documents.buildStatementPdf(statement),
  });
}

export async function downloadSystemDescription(
  version: SystemDescriptionVersionRecord,
  kind: DocumentKind,
) {
  const documents = await import('@documents/system-description');
  await platform.saveFile({
    suggestedName: documents.systemDescriptionFileName(version.number, kind),
    mimeType: MIME_TYPES[kind],
    data:
      kind === 'docx'
        ? await documents.buildSystemDescriptionDocx(version)
        : await documents.buildSystemDescriptionPdf(version),
  });
}
