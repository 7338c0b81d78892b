import { toCsv } from '@shared/csv';
import type { ChecklistItem } from '@content/checklists/types';

export type AccessReviewRow = Pick<ChecklistItem, 'category' | 'item' | 'description'>;

export const ACCESS_REVIEW_CSV_NAME = 'access-review-checklist.csv';

/**
 * docs/product.md#access-review-csv: columns Category, Item, Description, Status, Notes; Status and
 * Notes blank.
 */
export function accessReviewCsv(items: readonly AccessReviewRow[]): string {
  return toCsv([
    ['Category', 'Item', 'Description', 'Status', 'Notes'],
    ...items.map((row) => [row.category, row.item, row.description, '', '']),
  ]);
}
