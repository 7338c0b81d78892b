import { describe, expect, it } from 'vitest';
import { checklistContentById } from '@content/checklists';
import { periodLabel, progressText, runProgress } from './checklist-progress';
import type { ItemState } from './data';

const accessReview = checklistContentById('access-review-template')!;
const state = (item_id: string, status: string): ItemState => ({
  run_id: 'r',
  item_id,
  status,
  not_applicable_reason: status === 'not_applicable' ? 'n/a' : null,
  owner_id: null,
  due_on: null,
  notes: null,
  evidence_url: null,
  updated_at: '2026-11-24T00:00:00Z',
  updated_by: null,
});

describe('runProgress', () => {
  it('counts done, not applicable and in progress among the checklist’s own items', () => {
    const [first, second, third] = accessReview.items;
    const progress = runProgress(accessReview, [
      state(first!.id, 'done'),
      state(second!.id, 'not_applicable'),
      state(third!.id, 'in_progress'),
      state('an-item-no-longer-in-the-checklist', 'done'),
    ]);
    expect(progress).toEqual({
      total: accessReview.items.length,
      done: 1,
      notApplicable: 1,
      inProgress: 1,
    });
    expect(progressText(progress)).toBe(
      `1 of ${accessReview.items.length} done · 1 not applicable`,
    );
  });
});

describe('periodLabel', () => {
  it('names quarters, halves, years and one-off days', () => {
    expect(periodLabel(accessReview, '2026-10-01')).toBe('Q4 2026');
    expect(periodLabel({ ...accessReview, recurrence: 'semi-annual' }, '2027-07-01')).toBe(
      'H2 2027',
    );
    expect(periodLabel({ ...accessReview, recurrence: 'annual' }, '2027-01-01')).toBe('2027');
    expect(periodLabel({ ...accessReview, recurrence: 'once' }, '2026-11-24')).toBe('2026-11-24');
  });
});
