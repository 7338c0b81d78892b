// Pure words of the training program's pages (docs/product.md#training-admins).
import type { Assignment, TrainingCycle } from '../../lib/training/data';
import { utcDay } from '@shared/utc-day';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The last day of a cycle (`ends_on` is the first day after it). */
export function lastDayOf(cycle: Pick<TrainingCycle, 'ends_on'>): string {
  return utcDay(Date.parse(`${cycle.ends_on}T00:00:00Z`) - 86_400_000);
}

/** "2026-12-01 to 2027-11-30 (current)". */
export function cycleLabel(cycle: TrainingCycle, today: string): string {
  const current = cycle.starts_on <= today && today < cycle.ends_on;
  return `${cycle.starts_on} to ${lastDayOf(cycle)}${current ? ' (current)' : ''}`;
}

/** "2026-12-20", or "30 days after joining". */
export function dueRule(assignment: Pick<Assignment, 'due_on' | 'due_days'>): string {
  if (assignment.due_on) return assignment.due_on;
  return assignment.due_days === 1
    ? '1 day after joining'
    : `${assignment.due_days} days after joining`;
}
