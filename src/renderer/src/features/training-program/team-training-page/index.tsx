// Dashboard → Training (docs/product.md#training-admins, docs/decisions.md TP1): the training
// year and each person's assigned, completed and overdue courses (and its CSV), assigning
// courses, the team's certificates (one or all as a ZIP), and the reminder settings. The
// database decides everything; the page shows its refusals in its words.
import { buyPlanPath } from '../../../lib/team/buy-plan';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import { countOf } from '@shared/plural';
import { trainingStatusCsv } from '@documents/training-status';
import { FormMessage } from '../../../components/form-field';
import { getSupabase } from '../../../lib/supabase';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { trainingKeys } from '../../../lib/training/keys';
import { TeamAdminPage } from '../../../components/team-admin-page';
import { DashboardPage } from '../../../components/dashboard-sections';
import { exportTeamTraining, getTeamTraining } from '../../../lib/training/team-training-data';
import { CycleChooser } from './cycle-chooser';
import { PeopleTable } from './people-table';
import { AssignForm } from './assign-form';
import { Assignments } from './assignments';
import { Certificates } from './certificates';
import { SettingsForm } from './settings-form';

// The page's fixed lead: its skeleton paints it with the HTML (docs/architecture.md#performance-goals);
// the training year's figures are data and sit beside its chooser.
const TRAINING_LEAD =
  'Assign courses with due dates, follow each training year, remind people by email and hand out certificates.';

function TeamTrainingScreen() {
  const [cycle, setCycle] = useState<string | null>(null);
  const training = useQuery(trainingKeys.teamCycle(cycle), (client, signal) =>
    getTeamTraining(client, cycle, signal),
  );
  // Assignments and settings change every training year's figures.
  const refresh = () => invalidateQueries(trainingKeys.team());

  async function downloadCsv() {
    const exported = await exportTeamTraining(await getSupabase(), cycle);
    await platform.saveFile({
      suggestedName: `training-${exported.cycle?.starts_on ?? exported.today}.csv`,
      mimeType: CSV_MIME_TYPE,
      data: trainingStatusCsv(exported.people),
    });
  }

  const data = training.data;
  const current = data?.cycles[0];
  const shownIsCurrent = Boolean(data?.cycle && current && data.cycle.id === current.id);
  const overdue = data?.people.reduce((sum, person) => sum + person.overdue, 0) ?? 0;
  return (
    <DashboardPage title="Training" lead={TRAINING_LEAD}>
      {training.state === 'loading' ? <p role="status">Loading training...</p> : null}
      {training.state === 'error' ? (
        <FormMessage kind="error">Failed to load the training program</FormMessage>
      ) : null}
      {data ? (
        <>
          {data.calendar ? null : (
            <p className="hint">
              Assigned courses, due dates, reminders and the training year are part of the
              Professional and Enterprise plans.{' '}
              <Link to={buyPlanPath('professional')}>Upgrade to Professional</Link>.
            </p>
          )}
          <CycleChooser training={data} onChoose={setCycle} />
          {data.cycle ? (
            <p>
              {countOf(data.assignments.length, 'courses', 'assigned')} · {overdue} overdue
            </p>
          ) : null}
          {data.cycle && !shownIsCurrent ? (
            <p className="hint">An earlier training year: kept as it was, for the record.</p>
          ) : null}
          <PeopleTable training={data} onDownload={downloadCsv} />
          {data.calendar && (shownIsCurrent || !data.cycle) ? (
            <>
              <AssignForm
                training={data}
                cycle={data.cycle ?? { id: '', starts_on: data.today, ends_on: '9999-12-31' }}
                onDone={refresh}
              />
              <Assignments training={data} onDone={refresh} />
            </>
          ) : null}
          <Certificates today={data.today} />
          {data.calendar ? <SettingsForm training={data} onDone={refresh} /> : null}
        </>
      ) : null}
    </DashboardPage>
  );
}

function TeamTrainingPage() {
  return (
    <TeamAdminPage title="Training" lead={TRAINING_LEAD}>
      {() => <TeamTrainingScreen />}
    </TeamAdminPage>
  );
}

export { TeamTrainingPage as Component };
