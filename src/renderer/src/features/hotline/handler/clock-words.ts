// How a case's clock reads in the inbox and on the case (docs/product.md#hotline-handlers). The
// database decides the clock, its due day and its state (private.hotline_clock); this only words it.
import { countOf } from '@shared/plural';

export interface CaseClock {
  clock: string | null;
  due_on: string | null;
  state: string | null;
}

/** "Acknowledge by 2027-01-08", "Feedback overdue (due 2027-04-08)", or null when none runs. */
export function clockText({ clock, due_on: due, state }: CaseClock): string | null {
  if (!clock || !due) return null;
  const what = clock === 'acknowledge' ? 'Acknowledge' : 'Feedback';
  if (state === 'overdue') {
    return `${clock === 'acknowledge' ? 'Acknowledgement' : 'Feedback'} overdue (due ${due})`;
  }
  return `${what} by ${due}${state === 'due_soon' ? ' (due soon)' : ''}`;
}

/** The inbox's summary: "3 open cases · 1 overdue". */
export function inboxSummary(cases: readonly { status: string; clock_state: string | null }[]) {
  const open = cases.filter((row) => row.status !== 'closed').length;
  const overdue = cases.filter((row) => row.clock_state === 'overdue').length;
  const dueSoon = cases.filter((row) => row.clock_state === 'due_soon').length;
  return [
    countOf(open, 'cases', 'open'),
    ...(overdue ? [`${overdue} overdue`] : []),
    ...(dueSoon ? [`${dueSoon} due soon`] : []),
  ].join(' · ');
}
