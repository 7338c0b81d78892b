/** A compliance checklist as data: the public page, its CSV and a team's working copy all read it. */

export type ChecklistCategory =
  | 'Security'
  | 'Risk Management'
  | 'Vendor Management'
  | 'Operations'
  | 'HR'
  | 'Training'
  | 'Compliance';

/** How often a team works the checklist again; `once` never starts a new run by itself. */
export type ChecklistRecurrence = 'once' | 'quarterly' | 'semi-annual' | 'annual';

export interface ChecklistItem {
  /** Stable within the checklist, kebab-case: a team's saved status refers to it. */
  id: string;
  /** The group the item is shown under. */
  category: string;
  /** The item as a short imperative line. */
  item: string;
  /** What to check or do, and what evidence to keep. */
  description: string;
  /** SOC 2 criteria the item serves, e.g. `CC6.2` (ids from ../controls). */
  soc2: string[];
  /** ISO/IEC 27001:2022 Annex A controls the item serves, e.g. `A.5.18`. */
  iso27001: string[];
}

/** A checklist's card in the /checklists catalogue (docs/product.md#checklists). */
export interface Checklist {
  /** Kebab-case; a team's runs of the checklist refer to it. */
  id: string;
  title: string;
  category: ChecklistCategory;
  /** One or two sentences for the catalogue card. */
  description: string;
  /** Route of the checklist's page. */
  path: string;
  recurrence: ChecklistRecurrence;
}

/** A catalogue checklist's card and its items. */
export interface ChecklistContent extends Checklist {
  /** 10–25 items, grouped by `category` in display order. */
  items: ChecklistItem[];
}
