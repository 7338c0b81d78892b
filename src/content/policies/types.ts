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
 * [Effective Date] and [Version], which the customisation form fills in.
 */
export interface PolicyContent {
  /** Matches PolicyTemplate.id. */
  id: string;
  title: string;
  overview: string;
  sections: PolicySection[];
  controls: PolicyControls;
}
