// The Overview's readiness (docs/product.md#team-dashboard, docs/decisions.md RD1): each
// framework's documented and operating figures, what falls due this week and next (counts and
// links only: never a hotline case), and a new team's first steps until they are all done.
import { Link } from 'react-router-dom';
import { allControls, type ControlFramework } from '@content/controls';
import { controlStates, readinessFigure } from '@content/controls/readiness';
import { DataTable } from '../../components/data-table';
import { useQuery } from '../../lib/use-query';
import { controlKeys } from '../../lib/controls/keys';
import {
  getDueItems,
  getFirstSteps,
  getMetControlStates,
  type DueCount,
} from '../../lib/controls/readiness-data';

const FRAMEWORKS: ControlFramework[] = ['SOC 2', 'ISO 27001'];

export function ReadinessFigures() {
  const rows = useQuery(controlKeys.metStates(), getMetControlStates);
  if (rows.state !== 'ready') return null;
  const readiness = controlStates(allControls, rows.data);
  return (
    <section className="card attention-card" aria-labelledby="readiness-title">
      <h2 id="readiness-title">Readiness</h2>
      <ul className="plain-list">
        {FRAMEWORKS.map((framework) => {
          const figure = readinessFigure(readiness, framework);
          return (
            <li key={framework}>
              <strong>{framework}:</strong> {figure.documentedPercent}% documented (
              {figure.documented} of {figure.total}) · {figure.operatingPercent}% operating (
              {figure.operating} of {figure.total})
            </li>
          );
        })}
      </ul>
      <p className="hint">Coverage of your ComplyReady records, not a certification.</p>
      <Link className="text-link" to="/dashboard/evidence">
        See each control
      </Link>
    </section>
  );
}

/** What can fall due, in the order shown, with where it is dealt with. */
const DUE_KINDS = [
  { item: 'policy_review', label: 'Policy reviews', to: '/dashboard/policies' },
  { item: 'training', label: 'Training courses', to: '/dashboard/training' },
  { item: 'checklist_item', label: 'Checklist items', to: '/dashboard/checklists' },
  { item: 'hotline_clock', label: 'Hotline clocks', to: '/dashboard/hotline' },
] as const;
const DUE_COLUMNS = [
  { due: 'overdue', label: 'Overdue' },
  { due: 'this_week', label: 'This week' },
  { due: 'next_week', label: 'Next week' },
] as const;

function dueTable(counts: readonly DueCount[]) {
  const countOf = (item: string, due: string) =>
    counts.find((row) => row.item === item && row.due === due)?.count ?? 0;
  return DUE_KINDS.map((kind) => ({
    ...kind,
    counts: DUE_COLUMNS.map((column) => ({ ...column, count: countOf(kind.item, column.due) })),
  })).filter((row) => row.counts.some((cell) => cell.count > 0));
}

export function DueItems() {
  const counts = useQuery(controlKeys.due(), getDueItems);
  if (counts.state !== 'ready') return null;
  const rows = dueTable(counts.data);
  return (
    <section className="card attention-card" aria-labelledby="due-title">
      <h2 id="due-title">Due this week and next</h2>
      {rows.length === 0 ? (
        <p>Nothing is overdue or due this week or next.</p>
      ) : (
        <DataTable
          label="Due items by week"
          columns={['What', ...DUE_COLUMNS.map((column) => column.label)]}
        >
          {rows.map((row) => (
            <tr key={row.item}>
              <th scope="row">
                <Link to={row.to}>{row.label}</Link>
              </th>
              {row.counts.map((cell) => (
                <td
                  key={cell.due}
                  className={
                    cell.due === 'overdue' && cell.count > 0 ? 'status-overdue' : undefined
                  }
                >
                  {cell.count}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

const FIRST_STEPS = [
  {
    step: 'core_policies',
    label: 'Adopt and publish the core policies',
    hint: 'Information Security, Acceptable Use, Access Control, Password and Authentication, and Incident Response.',
    to: '/dashboard/policies',
  },
  {
    step: 'invite_people',
    label: 'Invite your people',
    hint: 'Share the team invite link on this page.',
    to: null,
  },
  {
    step: 'assign_training',
    label: 'Assign training',
    hint: 'Choose the courses your people take and by when.',
    to: '/dashboard/training',
  },
  {
    step: 'access_review',
    label: 'Run the first access review',
    hint: 'Work every item of the Access Review Template to done or not applicable.',
    to: '/dashboard/checklists/access-review-template',
  },
] as const;

export function FirstSteps() {
  const steps = useQuery(controlKeys.firstSteps(), getFirstSteps);
  if (steps.state !== 'ready') return null;
  const done = new Set(steps.data.filter((row) => row.done).map((row) => row.step));
  if (FIRST_STEPS.every((entry) => done.has(entry.step))) return null;
  return (
    <section className="card attention-card" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title">Get started</h2>
      <p>
        {done.size} of {FIRST_STEPS.length} done. This list goes away once every step is done.
      </p>
      <ol className="first-steps">
        {FIRST_STEPS.map((entry) => (
          <li key={entry.step}>
            {entry.to ? <Link to={entry.to}>{entry.label}</Link> : entry.label}:{' '}
            <strong>{done.has(entry.step) ? 'Done' : 'To do'}</strong>
            <p className="hint">{entry.hint}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
