// A published version of the system description as Word and PDF (docs/decisions.md SD1): the
// SOC 2 description criteria's headings with the team's text, who published it, when, why and
// its SHA-256, shared by the page's downloads and the evidence pack.
import {
  COMPONENTS_HEADING,
  SYSTEM_DESCRIPTION_SECTIONS,
  type SystemDescriptionKey,
} from '../content/system-description/index.ts';
import { heading, paragraphs } from './docx-parts.ts';
import { PDF_SIZES } from './pdf-writer.ts';
import { registerDocx, registerPdf, type RegisterCover } from './register-files.ts';
import { utcDay } from '../shared/utc-day.ts';

/** A published version as the database froze it (`public.system_description_versions`). */
export interface SystemDescriptionVersionRecord {
  number: number;
  published_by: string;
  published_at: string;
  approval_reason: string;
  content_hash: string;
  content: {
    company?: string;
    sections?: Partial<Record<SystemDescriptionKey, string>>;
  };
}

const TITLE = 'System description';
const NOT_DESCRIBED = 'Not described.';

export const systemDescriptionFileName = (number: number, extension: 'docx' | 'pdf') =>
  `system-description-v${number}.${extension}`;

const companyOf = (version: SystemDescriptionVersionRecord) => version.content.company ?? '';

const details = (version: SystemDescriptionVersionRecord): [string, string][] => [
  ['Company', companyOf(version)],
  ['Version', String(version.number)],
  ['Published by', version.published_by],
  ['Published on', utcDay(version.published_at)],
  ['Reason', version.approval_reason],
  ['Content hash (SHA-256)', version.content_hash],
];

const coverOf = (version: SystemDescriptionVersionRecord): RegisterCover => ({
  title: TITLE,
  company: companyOf(version),
  edition: `Version ${version.number}`,
  details: details(version),
});

/** The headings in order, with the components' group heading before its first part. */
function outline(version: SystemDescriptionVersionRecord) {
  return SYSTEM_DESCRIPTION_SECTIONS.map((section, index) => ({
    ...section,
    opensGroup:
      section.group !== undefined &&
      SYSTEM_DESCRIPTION_SECTIONS[index - 1]?.group !== section.group,
    text: version.content.sections?.[section.key] ?? '',
  }));
}

export function buildSystemDescriptionDocx(
  version: SystemDescriptionVersionRecord,
): Promise<Uint8Array<ArrayBuffer>> {
  return registerDocx(
    coverOf(version),
    outline(version).flatMap((section) => [
      ...(section.opensGroup ? [heading(COMPONENTS_HEADING)] : []),
      heading(section.heading, section.group ? 2 : 1),
      ...paragraphs(section.text, NOT_DESCRIBED),
    ]),
  );
}

export async function buildSystemDescriptionPdf(
  version: SystemDescriptionVersionRecord,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await registerPdf(coverOf(version));
  for (const section of outline(version)) {
    if (section.opensGroup) {
      pdf.write(COMPONENTS_HEADING, { bold: true, size: PDF_SIZES.heading, gap: 12 });
    }
    pdf.write(section.heading, {
      bold: true,
      size: section.group ? PDF_SIZES.subheading : PDF_SIZES.heading,
      gap: section.group ? 6 : 12,
    });
    const lines = section.text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    for (const line of lines.length > 0 ? lines : [NOT_DESCRIBED]) pdf.write(line, { gap: 4 });
  }
  return pdf.finish();
}
