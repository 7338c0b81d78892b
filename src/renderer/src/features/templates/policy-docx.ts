import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { PolicyContent } from '../../content/types';

/** Spec §2 "Template preview": 12 pt base font, 18 pt title, 16 pt headings (docx uses half-points). */
export const POLICY_FONT_SIZES = { base: 24, title: 36, heading: 32 } as const;
export const DOCX_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The file name: the lowercase, hyphenated title. */
export function policyFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.docx`;
}

function sectionBody(content: string | string[]): Paragraph[] {
  if (typeof content === 'string')
    return [new Paragraph({ text: content, spacing: { after: 160 } })];
  return content.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
}

export function buildPolicyDocument(policy: PolicyContent): Document {
  return new Document({
    title: policy.title,
    creator: 'ComplyReady',
    styles: {
      default: {
        document: { run: { size: POLICY_FONT_SIZES.base, font: 'Calibri' } },
        title: { run: { size: POLICY_FONT_SIZES.title, bold: true } },
        heading1: { run: { size: POLICY_FONT_SIZES.heading, bold: true } },
      },
    },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(policy.title)] }),
          new Paragraph({ text: policy.overview, spacing: { after: 240 } }),
          ...policy.sections.flatMap((section) => [
            new Paragraph({
              heading: HeadingLevel.HEADING_1,
              children: [new TextRun(section.title)],
              spacing: { before: 240, after: 120 },
            }),
            ...sectionBody(section.content),
          ]),
        ],
      },
    ],
  });
}

export async function buildPolicyDocx(policy: PolicyContent): Promise<Uint8Array> {
  const blob = await Packer.toBlob(buildPolicyDocument(policy));
  return new Uint8Array(await blob.arrayBuffer());
}
