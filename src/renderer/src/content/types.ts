/** Static catalogs shown on the public site (docs/product.md#data-model). */

export type {
  PolicyContent,
  PolicyControls,
  PolicySection,
  PolicyTemplate,
  UpdateFrequency,
} from '../../../content/policies/types';

export interface TrainingCourse {
  id: string;
  title: string;
  /** Groups courses in the library (videos.category). */
  category: string;
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
  /** Route of the checklist's page. */
  path: string;
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
