import { toCsv } from '@shared/csv';
import type { ChecklistItem } from '../../content/types';

export const ACCESS_REVIEW_CSV_NAME = 'access-review-checklist.csv';

/**
 * docs/product.md#access-review-csv: columns Category, Item, Description, Status, Notes; Status and
 * Notes blank.
 */
export function accessReviewCsv(items: readonly ChecklistItem[]): string {
  return toCsv([
    ['Category', 'Item', 'Description', 'Status', 'Notes'],
    ...items.map((row) => [row.category, row.item, row.description, '', '']),
  ]);
}
