import { checklists } from './catalogue.ts';
import itemsByChecklist from './items.json' with { type: 'json' };
import type { ChecklistContent, ChecklistItem } from './types.ts';

export type {
  Checklist,
  ChecklistCategory,
  ChecklistContent,
  ChecklistItem,
  ChecklistRecurrence,
} from './types.ts';

// The items are data of one shape, kept as JSON (docs/architecture.md, content): this type checks
// the file at build time, and content-catalogue.test.ts validates it with one schema.
const items: Partial<Record<string, ChecklistItem[]>> = itemsByChecklist;

/** Every checklist, in the order of the /checklists catalogue: its card and its items. */
export const checklistContents: ChecklistContent[] = checklists.map((card) => {
  const cardItems = items[card.id];
  if (!cardItems) throw new Error(`${card.id} has no items in items.json`);
  return { ...card, items: cardItems };
});

const byId = new Map(checklistContents.map((checklist) => [checklist.id, checklist]));

export function checklistContentById(id: string): ChecklistContent | undefined {
  return byId.get(id);
}

const accessReview = byId.get('access-review-template');
if (!accessReview) throw new Error('The access review is missing from the checklist catalogue');
/** The access review, whose page also offers its items as a spreadsheet. */
export const accessReviewTemplate: ChecklistContent = accessReview;
