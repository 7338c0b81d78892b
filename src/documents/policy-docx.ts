import { Packer, Paragraph, type Document } from 'docx';
import {
  fillDocument,
  fillString,
  type PolicyBlock,
  type PolicyDetails,
  type PolicyDocument,
} from '../shared/policy-document.ts';
import { templateDocument } from '../content/policies/document.ts';
import type { PolicyContent, PolicyControls } from '../content/policies/types.ts';
import { controlGroups } from './policy-controls.ts';
import { heading, registerDocument, table } from './docx-parts.ts';

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

function blockParagraphs(block: PolicyBlock): Paragraph[] {
  switch (block.type) {
    case 'heading':
      return [heading(block.text, 2)];
    case 'paragraph':
      return [new Paragraph({ text: block.text, spacing: { after: 160 } })];
    case 'bullets':
      return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
  }
}

/** What a Word file of a policy holds besides its text. */
export interface PolicyDocxInput {
  /** The text, its placeholders already filled. */
  document: PolicyDocument;
  company: string;
  policyOwner: string;
  approver: string;
  effectiveDate: string;
  version: string;
  /** "Approved by Sam Lee on 2026-12-01", for a published version (docs/decisions.md PA1). */
  approval?: string;
  /** The approver's reason for the change. */
  approvalReason?: string;
  /** "Published by Dana Reyes on 2026-12-02", when the approval is recorded apart. */
  publication?: string;
  /** The published version's SHA-256 (docs/decisions.md PP1). */
  contentHash?: string;
  controls?: PolicyControls;
  /** Version, Date, Author, Approved by, Description. */
  revisions: string[][];
}

/**
 * One layout for every policy, a template or a team's published version: the details table,
 * the structured text (docs/decisions.md PP1), the controls and the revision history.
 */
export function buildStructuredPolicyDocument(input: PolicyDocxInput): Document {
  const { document: policy, company, version } = input;
  const footerText = [
    company,
    policy.title,
    `Version ${version}`,
    ...(input.approval ? [input.approval] : []),
  ].join(' · ');
  return registerDocument({
    title: policy.title,
    headerText: `${company} · ${policy.title}`,
    footerText,
    children: [
      table(
        [
          ['Company', company],
          ['Policy owner', input.policyOwner],
          ['Approver', input.approver],
          ['Effective date', input.effectiveDate],
          ['Version', version],
          ...(input.approval ? [['Approval', input.approval]] : []),
          ...(input.approvalReason ? [['Reason for change', input.approvalReason]] : []),
          ...(input.publication ? [['Publication', input.publication]] : []),
          ...(input.contentHash ? [['Content hash (SHA-256)', input.contentHash]] : []),
        ],
        false,
      ),
      ...policy.sections.flatMap((section) => [
        heading(section.title),
        ...section.blocks.flatMap(blockParagraphs),
      ]),
      ...(input.controls
        ? [
            heading('Controls Addressed'),
            ...controlGroups(input.controls).map(
              (group) =>
                new Paragraph({
                  text: `${group.framework}: ${group.ids.join(', ')}`,
                  bullet: { level: 0 },
                }),
            ),
          ]
        : []),
      heading('Revision History'),
      table([['Version', 'Date', 'Author', 'Approved by', 'Description'], ...input.revisions]),
    ],
  });
}

/** A template's Word file, customised with the details of the preview's form. */
export function buildPolicyDocument(template: PolicyContent, details: PolicyDetails): Document {
  const value = (placeholder: string) => fillString(placeholder, details);
  return buildStructuredPolicyDocument({
    document: fillDocument(templateDocument(template), details),
    company: value('[Company Name]'),
    policyOwner: value('[Policy Owner]'),
    approver: value('[Approver]'),
    effectiveDate: value('[Effective Date]'),
    version: value('[Version]'),
    controls: template.controls,
    revisions: [
      [
        value('[Version]'),
        value('[Effective Date]'),
        value('[Policy Owner]'),
        value('[Approver]'),
        'Adopted from the ComplyReady template',
      ],
    ],
  });
}

export async function packDocx(document: Document): Promise<Uint8Array<ArrayBuffer>> {
  const blob = await Packer.toBlob(document);
  return new Uint8Array(await blob.arrayBuffer());
}

export async function buildPolicyDocx(
  policy: PolicyContent,
  details: PolicyDetails,
): Promise<Uint8Array> {
  return packDocx(buildPolicyDocument(policy, details));
}
