// Dashboard → Checklists (docs/product.md#team-checklists, docs/decisions.md CL1): every checklist
// of the catalogue with the team's current run and its progress.
import { Link } from 'react-router-dom';
import { checklistContents } from '@content/checklists';
import { FormMessage } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { useQuery } from '../../../lib/use-query';
import { DashboardSections } from '../../../components/dashboard-sections';
import { TeamAdminPage } from '../../../components/team-admin-page';
import { periodLabel, progressText, recurrenceLabel, runProgress } from './checklist-progress';
import { getChecklistRuns } from './data';

function TeamChecklists({ teamId }: { teamId: string }) {
  const runs = useQuery(['checklist-runs', teamId], getChecklistRuns);
  return (
    <div className="container">
      <PageHeader
        title="Checklists"
        lead="Work each checklist as a team: a status, an owner, a due date and evidence for every item. Recurring checklists start a new run on their schedule."
      />
      <DashboardSections />
      {runs.state === 'loading' ? <p role="status">Loading checklists...</p> : null}
      {runs.state === 'error' ? (
        <FormMessage kind="error">Failed to load the team&apos;s checklists</FormMessage>
      ) : null}
      {runs.state === 'ready' ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Team checklists">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Checklist</th>
                <th scope="col">Repeats</th>
                <th scope="col">Current run</th>
                <th scope="col">Progress</th>
              </tr>
            </thead>
            <tbody>
              {checklistContents.map((checklist) => {
                const current = runs.data.runs.find((run) => run.checklist_id === checklist.id);
                const states = current
                  ? runs.data.states.filter((state) => state.run_id === current.id)
                  : [];
                return (
                  <tr key={checklist.id}>
                    <th scope="row">
                      <Link to={`/dashboard/checklists/${checklist.id}`}>{checklist.title}</Link>
                    </th>
                    <td>{recurrenceLabel(checklist)}</td>
                    <td>
                      {current ? periodLabel(checklist, current.period_start) : 'Not started'}
                    </td>
                    <td>{current ? progressText(runProgress(checklist, states)) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function TeamChecklistsPage() {
  return (
    <TeamAdminPage title="Checklists">
      {(teamId) => <TeamChecklists teamId={teamId} />}
    </TeamAdminPage>
  );
}

export { TeamChecklistsPage as Component };
