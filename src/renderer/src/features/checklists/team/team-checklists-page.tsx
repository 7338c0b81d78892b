// Dashboard → Checklists (docs/product.md#team-checklists, docs/decisions.md CL1): every checklist
// of the catalogue with the team's current run and its progress.
import { Link } from 'react-router-dom';
import { checklistContents } from '@content/checklists';
import { QueryStatus } from '../../../components/query-status';
import { DataTable } from '../../../components/data-table';
import { useQuery } from '../../../lib/use-query';
import { checklistKeys } from './keys';
import { DashboardPage } from '../../../components/dashboard-sections';
import { TeamAdminPage } from '../../../components/team-admin-page';
import { periodLabel, progressText, recurrenceLabel, runProgress } from './checklist-progress';
import { getChecklistRuns } from './data';

function TeamChecklists() {
  const runs = useQuery(checklistKeys.runs(), getChecklistRuns);
  return (
    <DashboardPage
      title="Checklists"
      lead="Work each checklist as a team: a status, an owner, a due date and evidence for every item. Recurring checklists start a new run on their schedule."
    >
      <QueryStatus
        query={runs}
        loading="Loading checklists..."
        failed="Failed to load the team's checklists"
      >
        {(data) => (
          <DataTable
            label="Team checklists"
            columns={['Checklist', 'Repeats', 'Current run', 'Progress']}
          >
            {checklistContents.map((checklist) => {
              const current = data.runs.find((run) => run.checklist_id === checklist.id);
              const states = current
                ? data.states.filter((state) => state.run_id === current.id)
                : [];
              return (
                <tr key={checklist.id}>
                  <th scope="row">
                    <Link to={`/dashboard/checklists/${checklist.id}`}>{checklist.title}</Link>
                  </th>
                  <td>{recurrenceLabel(checklist)}</td>
                  <td>{current ? periodLabel(checklist, current.period_start) : 'Not started'}</td>
                  <td>{current ? progressText(runProgress(checklist, states)) : '—'}</td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </QueryStatus>
    </DashboardPage>
  );
}

function TeamChecklistsPage() {
  return <TeamAdminPage title="Checklists">{() => <TeamChecklists />}</TeamAdminPage>;
}

export { TeamChecklistsPage as Component };
