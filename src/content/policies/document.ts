import type { PolicyContent, UpdateFrequency } from './types.ts';

/**
 * A policy as structured text (docs/decisions.md PP1): sections of headings, paragraphs and
 * bullet lists, never markup. A team's drafts and published versions are stored in this shape
 * (the database checks it: `private.policy_content_problem`), and the preview, the editor and
 * the Word file all read it.
 */
export type PolicyBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'bullets'; items: string[] };

export interface PolicyDocumentSection {
  title: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  title: string;
  sections: PolicyDocumentSection[];
}

/** The limits the database enforces on a policy's text. */
export const POLICY_TEXT_LIMITS = {
  title: 200,
  heading: 200,
  paragraph: 5000,
  bullet: 2000,
  sections: 100,
  blocks: 100,
  bullets: 100,
  /** Characters of the whole text as JSON. */
  total: 60000,
} as const;

/** A template as a structured policy: its overview becomes the first section. */
export function templateDocument(policy: PolicyContent): PolicyDocument {
  return {
    title: policy.title,
    sections: [
      { title: 'Overview', blocks: [{ type: 'paragraph', text: policy.overview }] },
      ...policy.sections.map((section): PolicyDocumentSection => ({
        title: section.title,
        blocks: [
          typeof section.content === 'string'
            ? { type: 'paragraph', text: section.content }
            : { type: 'bullets', items: [...section.content] },
        ],
      })),
    ],
  };
}

/** How often a policy is reviewed, in months. */
export const REVIEW_MONTHS: Record<UpdateFrequency, number> = {
  Annual: 12,
  'Semi-annual': 6,
};
