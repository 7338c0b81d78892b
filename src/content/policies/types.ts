/**
 * The policy templates as plain data (docs/product.md#policy-templates): the catalogue, the 27
 * texts, and what a team's own policy is made of (docs/decisions.md PP1). The pages, the document
 * builders and supabase/content.sql (the templates a team adopts) all read these.
 */

export type UpdateFrequency = 'Annual' | 'Semi-annual';

export interface PolicyTemplate {
  /** URL slug used by /templates/{policyId}. */
  id: string;
  title: string;
  description: string;
  frameworks: string[];
  updateFrequency: UpdateFrequency;
}

export interface PolicySection {
  title: string;
  /** A paragraph of text, or a bullet list. */
  content: string | string[];
}

/** Control ids a policy helps satisfy. */
export interface PolicyControls {
  /** SOC 2 Trust Services Criteria, e.g. `CC6.1`. */
  soc2: string[];
  /** ISO/IEC 27001:2022 Annex A, e.g. `A.5.15`. */
  iso27001: string[];
  /** Other frameworks where they apply, e.g. `{ framework: 'HIPAA', ids: ['164.308(a)(5)'] }`. */
  other?: { framework: string; ids: string[] }[];
}

/**
 * A full policy. Text may use the placeholders [Company Name], [Policy Owner], [Approver],
 * [Effective Date] and [Version], which the customisation form fills in. Each template's text is
 * data, `texts/<id>.json`, typed as this by `texts/<id>.ts` (docs/architecture.md, content).
 */
export interface PolicyContent {
  /** Matches PolicyTemplate.id. */
  id: string;
  title: string;
  overview: string;
  sections: PolicySection[];
  controls: PolicyControls;
}

/**
 * The policy customization guide for one section (docs/decisions.md CG1): shown beside the section
 * in the policy editor, never part of the policy's text, Word file or PDF.
 */
export interface SectionGuidance {
  /** What an auditor looks for in the section. */
  auditor: string;
  /** What a company of about 10 people typically writes. */
  small: string;
  /** What a company of about 200 people typically writes. */
  large: string;
  /** Ids from the control catalogue (`src/content/controls`) the section serves. */
  controls: string[];
}

/**
 * A template's guidance: its overview and each of its sections, by title. A guidance file
 * `satisfies` it, so its own type keeps the section titles as keys.
 */
export interface PolicyGuidance {
  id: string;
  overview: SectionGuidance;
  /** Every section title of the template and no other (guidance.test.ts checks this). */
  sections: Record<string, SectionGuidance>;
}
