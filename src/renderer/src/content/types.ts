/** Static catalogs shown on the public site (docs/product.md#data-model). */

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

export interface TrainingCourse {
  id: string;
  title: string;
  description: string;
  durationMinutes: number;
}

export type ChecklistCategory =
  | 'Security'
  | 'Risk Management'
  | 'Vendor Management'
  | 'Operations'
  | 'HR'
  | 'Training'
  | 'Compliance';

export interface Checklist {
  id: string;
  title: string;
  category: ChecklistCategory;
  description: string;
  /** Route of the full checklist, when it exists. */
  path?: string;
}

export interface ChecklistItem {
  category: string;
  item: string;
  description: string;
}

export interface ExternalResource {
  title: string;
  organization: string;
  description: string;
  url: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** Fixed effective date kept with the content (docs/decisions.md D4), ISO yyyy-mm-dd. */
  effectiveDate: string;
  sections: LegalSection[];
}
