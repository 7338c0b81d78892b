import type { PolicyDocument, PolicyDocumentSection } from '../../shared/policy-document.ts';
import type { PolicyContent, UpdateFrequency } from './types.ts';

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
