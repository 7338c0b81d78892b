import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { PolicyContent } from '../../content/types';
import { controlGroups } from './policy-controls';
import { fillPolicy, fillString, type PolicyDetails } from './policy-details';

/**
 * docs/product.md#template-preview: 12 pt base font, 18 pt title, 16 pt headings (docx uses
 * half-points).
 */
export const POLICY_FONT_SIZES = { base: 24, title: 36, heading: 32 } as const;
/** Header and footer lines are smaller than the body. */
const MARGIN_TEXT_SIZE = 18;

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

function heading(text: string): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    children: [new TextRun(text)],
    spacing: { before: 240, after: 120 },
  });
}

function table(rows: string[][], header = true): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (cells, index) =>
        new TableRow({
          tableHeader: header && index === 0,
          children: cells.map(
            (text) =>
              new TableCell({
                children: [
                  new Paragraph({ children: [new TextRun({ text, bold: header && index === 0 })] }),
                ],
              }),
          ),
        }),
    ),
  });
}

/** The details table, controls and revision history around the policy's own sections. */
export function buildPolicyDocument(template: PolicyContent, details: PolicyDetails): Document {
  const policy = fillPolicy(template, details);
  const value = (placeholder: string) => fillString(placeholder, details);
  const company = value('[Company Name]');
  const version = value('[Version]');

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
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `${company} · ${policy.title}`, size: MARGIN_TEXT_SIZE }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    size: MARGIN_TEXT_SIZE,
                    children: [
                      `${company} · ${policy.title} · Version ${version} · Page `,
                      PageNumber.CURRENT,
                      ' of ',
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(policy.title)] }),
          table(
            [
              ['Company', company],
              ['Policy owner', value('[Policy Owner]')],
              ['Approved by', value('[Approver]')],
              ['Effective date', value('[Effective Date]')],
              ['Version', version],
            ],
            false,
          ),
          new Paragraph({ text: policy.overview, spacing: { before: 240, after: 240 } }),
          ...policy.sections.flatMap((section) => [
            heading(section.title),
            ...sectionBody(section.content),
          ]),
          heading('Controls Addressed'),
          ...controlGroups(policy.controls).map(
            (group) =>
              new Paragraph({
                text: `${group.framework}: ${group.ids.join(', ')}`,
                bullet: { level: 0 },
              }),
          ),
          heading('Revision History'),
          table([
            ['Version', 'Date', 'Author', 'Approved by', 'Description'],
            [
              version,
              value('[Effective Date]'),
              value('[Policy Owner]'),
              value('[Approver]'),
              'Adopted from the ComplyReady template',
            ],
          ]),
        ],
      },
    ],
  });
}

export async function buildPolicyDocx(
  policy: PolicyContent,
  details: PolicyDetails,
): Promise<Uint8Array> {
  const blob = await Packer.toBlob(buildPolicyDocument(policy, details));
  return new Uint8Array(await blob.arrayBuffer());
}
