// Counting a run's items (docs/product.md#team-checklists): pure, so the list, the run page and
// the tests count alike.
import type { ChecklistContent } from '@content/checklists';
import type { ItemState } from './data';

export interface RunProgress {
  total: number;
  done: number;
  notApplicable: number;
  inProgress: number;
}

export function runProgress(
  checklist: ChecklistContent,
  states: readonly ItemState[],
): RunProgress {
  const byItem = new Map(states.map((state) => [state.item_id, state.status]));
  const count = (status: string) =>
    checklist.items.filter((item) => byItem.get(item.id) === status).length;
  return {
    total: checklist.items.length,
    done: count('done'),
    notApplicable: count('not_applicable'),
    inProgress: count('in_progress'),
  };
}

/** "7 of 16 done · 2 not applicable" */
export function progressText(progress: RunProgress): string {
  const notApplicable = progress.notApplicable ? ` · ${progress.notApplicable} not applicable` : '';
  return `${progress.done} of ${progress.total} done${notApplicable}`;
}

const RECURRENCE_LABELS = {
  once: 'One-off',
  quarterly: 'Every quarter',
  'semi-annual': 'Every six months',
  annual: 'Every year',
} as const;

export const recurrenceLabel = (checklist: ChecklistContent) =>
  RECURRENCE_LABELS[checklist.recurrence];

/** "Q4 2026", "H1 2027", "2027", or the day a one-off run started. */
export function periodLabel(checklist: ChecklistContent, periodStart: string): string {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  switch (checklist.recurrence) {
    case 'quarterly':
      return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
    case 'semi-annual':
      return `H${month <= 6 ? 1 : 2} ${year}`;
    case 'annual':
      return String(year);
    case 'once':
      return periodStart;
  }
}
