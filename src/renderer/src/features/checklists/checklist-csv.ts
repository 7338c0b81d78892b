import { toCsv } from '@shared/csv';
import type { ChecklistContent } from '@content/checklists';

/** `endpoint-security-baseline-checklist.csv` */
export const checklistCsvName = (checklist: ChecklistContent) => `${checklist.id}-checklist.csv`;

/**
 * docs/product.md#checklist-pages: the checklist's rows with the controls each item serves, and
 * blank Status and Notes columns to work it in a spreadsheet.
 */
export function checklistCsv(checklist: ChecklistContent): string {
  return toCsv([
    ['Category', 'Item', 'Description', 'SOC 2', 'ISO 27001', 'Status', 'Notes'],
    ...checklist.items.map((item) => [
      item.category,
      item.item,
      item.description,
      item.soc2.join(' '),
      item.iso27001.join(' '),
      '',
      '',
    ]),
  ]);
}
