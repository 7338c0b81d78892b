/** Static catalogs shown on the public site (spec §3 "Static items"). */

export type UpdateFrequency = 'Annual' | 'Semi-annual';

export interface PolicyTemplate {
  /** URL slug used by /templates/{policyId}. */
  id: string;
  title: string;
  description: string;
  frameworks: string[];
  updateFrequency: UpdateFrequency;
  /** Section titles shown when the card is expanded. */
  sections: string[];
}

export interface PolicySection {
  title: string;
  /** A paragraph of text, or a bullet list. */
  content: string | string[];
}

export interface PolicyContent {
  /** Matches PolicyTemplate.id. */
  id: string;
  title: string;
  overview: string;
  sections: PolicySection[];
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
  /** Fixed effective date kept with the content (decision D4), ISO yyyy-mm-dd. */
  effectiveDate: string;
  sections: LegalSection[];
}
