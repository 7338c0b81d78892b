// Dashboard → Training (docs/product.md#training-admins, docs/decisions.md TP1): the training
// year and each person's assigned, completed and overdue courses (and its CSV), assigning
// courses, the team's certificates (one or all as a ZIP), and the reminder settings. The
// database decides everything; the page shows its refusals in its words.
import { buyPlanPath } from '../../lib/team/buy-plan';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import { countOf } from '@shared/plural';
import type { CertificateRecord } from '@documents/certificate-pdf';
import {
  certificateDate,
  personName,
  remindersText,
  requirementStatus,
  trainingStatusCsv,
  type TrainingPersonRecord,
} from '@documents/training-status';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { TeamAdminPage } from '../../components/team-admin-page';
import { DashboardSections } from '../../components/dashboard-sections';
import { downloadCertificate, downloadCertificates } from '../../lib/training/certificates';
import {
  assignTraining,
  exportTeamTraining,
  getCertificates,
  getTeamTraining,
  revokeCertificate,
  saveTrainingSettings,
  unassignTraining,
  type Assignment,
  type Audience,
  type TeamTraining,
  type TrainingCycle,
  type TrainingSettings,
} from '../../lib/training/data';
import { cycleLabel, dueRule, lastDayOf, MONTHS } from './training-rules';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** A table in a region of its own that scrolls sideways on a phone (reachable by keyboard). */
function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Outcome({ outcome }: { outcome: Outcome }) {
  return outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null;
}

/** Runs an action, then reports it: the success text, or the database's refusal. */
function useAction() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>, success: string) {
    setBusy(true);
    setOutcome(null);
    try {
      await work();
      setOutcome({ kind: 'success', text: success });
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', text: (error as Error).message });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { outcome, busy, run };
}

function CycleChooser({
  training,
  onChoose,
}: {
  training: TeamTraining;
  onChoose: (cycle: string) => void;
}) {
  const id = useId();
  if (!training.cycle) {
    return <p>No training year has started yet: it starts with the first assigned course.</p>;
  }
  return (
    <div className="form-field training-year">
      <label htmlFor={id}>Training year</label>
      <select id={id} value={training.cycle.id} onChange={(event) => onChoose(event.target.value)}>
        {training.cycles.map((cycle) => (
          <option key={cycle.id} value={cycle.id}>
            {cycleLabel(cycle, training.today)}
          </option>
        ))}
      </select>
    </div>
  );
}

function PeopleTable({
  training,
  onDownload,
}: {
  training: TeamTraining;
  onDownload: () => Promise<void>;
}) {
  const download = useAction();
  return (
    <section aria-labelledby="people-title">
      <div className="toolbar">
        <h2 id="people-title">People</h2>
        {training.cycle ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={download.busy}
            onClick={() => void download.run(onDownload, 'The CSV is saved.')}
          >
            Download CSV
          </button>
        ) : null}
      </div>
      {download.outcome?.kind === 'error' ? <Outcome outcome={download.outcome} /> : null}
      <ScrollTable
        label="Training by person"
        columns={['Name', 'Email', 'Assigned', 'Completed', 'Overdue', 'Reminders', 'Courses']}
      >
        {training.people.map((person) => (
          <tr key={person.id} className={person.status === 'active' ? undefined : 'row-inactive'}>
            <th scope="row">
              {personName(person)}
              {person.status === 'deactivated' ? ' (deactivated)' : ''}
            </th>
            <td>{person.email}</td>
            <td>{person.assigned}</td>
            <td>{person.completed}</td>
            <td className={person.overdue > 0 ? 'status-overdue' : undefined}>{person.overdue}</td>
            <td>{remindersText(person)}</td>
            <td>
              <ul className="plain-list">
                {person.requirements.map((requirement) => (
                  <li
                    key={requirement.course_id}
                    className={requirement.overdue ? 'status-overdue' : undefined}
                  >
                    {requirement.title}: {requirementStatus(requirement)}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}

function AssignForm({
  training,
  cycle,
  onDone,
}: {
  training: TeamTraining;
  cycle: TrainingCycle;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const [course, setCourse] = useState(training.courses[0]?.id ?? '');
  const [audience, setAudience] = useState<Audience>('everyone');
  const [members, setMembers] = useState<string[]>([]);
  const [dueKind, setDueKind] = useState<'date' | 'days'>('date');
  const [dueOn, setDueOn] = useState('');
  const [dueDays, setDueDays] = useState('30');
  const action = useAction();
  const byDays = audience === 'new_members' || dueKind === 'days';
  const active = training.people.filter((person) => person.status === 'active');
  const lastDay = lastDayOf(cycle);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const title = training.courses.find((entry) => entry.id === course)?.title ?? course;
    const done = await action.run(
      async () =>
        assignTraining(await getSupabase(), {
          course,
          audience,
          members,
          dueOn: byDays ? null : dueOn,
          dueDays: byDays ? Number(dueDays) : null,
        }),
      `Assigned: ${title}.`,
    );
    if (done) await onDone();
  }

  const radio = <T extends string>(
    name: string,
    value: T,
    current: T,
    set: (value: T) => void,
    label: string,
    disabled = false,
  ) => (
    <label className="checkbox-field">
      <input
        type="radio"
        name={`${id}-${name}`}
        value={value}
        checked={current === value}
        disabled={disabled}
        onChange={() => set(value)}
      />
      {label}
    </label>
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Assign a course</h2>
      <form className="form" onSubmit={(event) => void submit(event)}>
        <div className="form-field">
          <label htmlFor={`${id}-course`}>Course</label>
          <select
            id={`${id}-course`}
            required
            value={course}
            onChange={(event) => setCourse(event.target.value)}
          >
            {training.courses.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="form-choice">
          <legend>Who takes it</legend>
          {radio('audience', 'everyone', audience, setAudience, 'Everyone in the team')}
          {radio('audience', 'members', audience, setAudience, 'Chosen members')}
          {radio('audience', 'new_members', audience, setAudience, 'New members, when they join')}
        </fieldset>
        {audience === 'members' ? (
          <fieldset className="form-choice">
            <legend>Members</legend>
            {active.map((person) => (
              <label key={person.id} className="checkbox-field">
                <input
                  type="checkbox"
                  checked={members.includes(person.id)}
                  onChange={(event) =>
                    setMembers((chosen) =>
                      event.target.checked
                        ? [...chosen, person.id]
                        : chosen.filter((member) => member !== person.id),
                    )
                  }
                />
                {personName(person)} ({person.email})
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="form-choice">
          <legend>Due</legend>
          {radio(
            'due',
            'date',
            byDays ? 'days' : dueKind,
            setDueKind,
            'On a date',
            audience === 'new_members',
          )}
          {!byDays ? (
            <div className="form-field">
              <label htmlFor={`${id}-date`}>Due date</label>
              <input
                id={`${id}-date`}
                type="date"
                required
                min={training.today}
                max={lastDay}
                value={dueOn}
                onChange={(event) => setDueOn(event.target.value)}
              />
            </div>
          ) : null}
          {radio(
            'due',
            'days',
            byDays ? 'days' : dueKind,
            setDueKind,
            'A number of days after joining',
          )}
          {byDays ? (
            <div className="form-field">
              <label htmlFor={`${id}-days`}>Days after joining</label>
              <input
                id={`${id}-days`}
                type="number"
                required
                min={1}
                max={365}
                value={dueDays}
                aria-describedby={`${id}-days-hint`}
                onChange={(event) => setDueDays(event.target.value)}
              />
              <p id={`${id}-days-hint`} className="hint">
                For people already in the team, the days count from today (or from the start of a
                new training year).
              </p>
            </div>
          ) : null}
        </fieldset>
        <p className="hint">
          Each new training year makes the course due again. Assigning a course again replaces its
          rule.
        </p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={action.busy}>
            {action.busy ? 'Assigning...' : 'Assign Course'}
          </button>
        </div>
        <Outcome outcome={action.outcome} />
      </form>
    </section>
  );
}

function audienceText(assignment: Assignment, people: readonly TrainingPersonRecord[]): string {
  if (assignment.audience === 'everyone') return 'Everyone';
  if (assignment.audience === 'new_members') return 'New members';
  const names = assignment.member_ids.map((memberId) => {
    const person = people.find((entry) => entry.id === memberId);
    return person ? personName(person) : 'Former member';
  });
  return names.join(', ');
}

function Assignments({
  training,
  onDone,
}: {
  training: TeamTraining;
  onDone: () => Promise<void>;
}) {
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const action = useAction();
  return (
    <section aria-labelledby="assignments-title">
      <h2 id="assignments-title">Assigned courses</h2>
      {training.assignments.length === 0 ? (
        <p>No course is assigned yet.</p>
      ) : (
        <ScrollTable
          label="Courses and their due dates"
          columns={['Course', 'Who', 'Due', 'Actions']}
        >
          {training.assignments.map((assignment) => (
            <tr key={assignment.course_id}>
              <th scope="row">{assignment.title}</th>
              <td>{audienceText(assignment, training.people)}</td>
              <td>{dueRule(assignment)}</td>
              <td>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Remove ${assignment.title}`}
                  onClick={() => setRemoving(assignment)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {action.outcome && !removing ? <Outcome outcome={action.outcome} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Stop assigning ${removing.title}?`}
          confirmLabel="Stop Assigning"
          busy={action.busy}
          error={action.outcome?.kind === 'error' ? action.outcome.text : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void action
              .run(
                async () => unassignTraining(await getSupabase(), removing.course_id),
                `${removing.title} is no longer assigned.`,
              )
              .then(async (done) => {
                if (!done) return;
                setRemoving(null);
                await onDone();
              })
          }
        >
          <p>
            People who have not completed it this training year no longer need to. Completions,
            certificates and earlier training years are kept.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function Certificates({ teamId, today }: { teamId: string; today: string }) {
  const certificates = useQuery(['team-certificates', teamId], (client, signal) =>
    getCertificates(client, signal),
  );
  const [revoking, setRevoking] = useState<CertificateRecord | null>(null);
  const action = useAction();
  const files = useAction();
  const valid = (certificates.data ?? []).filter((certificate) => !certificate.revoked_at);
  return (
    <section aria-labelledby="certificates-title">
      <div className="toolbar">
        <h2 id="certificates-title">Certificates</h2>
        {valid.length > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={files.busy}
            onClick={() =>
              void files.run(
                () => downloadCertificates(valid, today),
                'The certificates are saved.',
              )
            }
          >
            {files.busy ? 'Preparing...' : 'Download all certificates (ZIP)'}
          </button>
        ) : null}
      </div>
      <p>
        Issued when someone completes a course and passes its knowledge check, once each training
        year. Anyone can check one at the address printed on it, without an account.
      </p>
      {certificates.state === 'loading' ? <p role="status">Loading certificates...</p> : null}
      {certificates.state === 'error' ? (
        <FormMessage kind="error">Failed to load the certificates</FormMessage>
      ) : null}
      {files.outcome?.kind === 'error' ? <Outcome outcome={files.outcome} /> : null}
      {certificates.state === 'ready' && certificates.data.length === 0 ? (
        <p>No certificates yet.</p>
      ) : null}
      {certificates.state === 'ready' && certificates.data.length > 0 ? (
        <ScrollTable
          label="Certificates issued"
          columns={['Person', 'Course', 'Issued', 'Status', 'Actions']}
        >
          {certificates.data.map((certificate) => (
            <tr key={certificate.id}>
              <th scope="row">{certificate.member_name}</th>
              <td>{certificate.course_title}</td>
              <td>{certificateDate(certificate.issued_at)}</td>
              <td>{certificate.revoked_at ? 'Revoked' : 'Valid'}</td>
              <td className="row-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Download the certificate of ${certificate.member_name} for ${certificate.course_title}`}
                  onClick={() =>
                    void files.run(
                      () => downloadCertificate(certificate),
                      'The certificate is saved.',
                    )
                  }
                >
                  Download
                </button>
                {certificate.revoked_at ? null : (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Revoke the certificate of ${certificate.member_name} for ${certificate.course_title}`}
                    onClick={() => setRevoking(certificate)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      {action.outcome && !revoking ? <Outcome outcome={action.outcome} /> : null}
      {revoking ? (
        <ConfirmDialog
          title="Revoke this certificate?"
          confirmLabel="Revoke Certificate"
          busy={action.busy}
          error={action.outcome?.kind === 'error' ? action.outcome.text : null}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            void action
              .run(
                async () => revokeCertificate(await getSupabase(), revoking.id),
                `The certificate of ${revoking.member_name} is revoked.`,
              )
              .then(async (done) => {
                if (!done) return;
                setRevoking(null);
                await certificates.refresh();
              })
          }
        >
          <p>
            {revoking.member_name}&apos;s certificate for {revoking.course_title} will read
            &quot;revoked&quot; to anyone who checks it. Completing the course again issues a new
            one.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

const REMINDER_CHOICES: [keyof Omit<TrainingSettings, 'year_start_month'>, string][] = [
  ['remind_assigned', 'When a course is assigned'],
  ['remind_week_before', '7 days before it is due'],
  ['remind_day_before', '1 day before it is due'],
  ['remind_overdue', 'Every week while it is overdue'],
  ['weekly_summary', 'A weekly summary of who is overdue, to admins'],
];

function SettingsForm({
  training,
  onDone,
}: {
  training: TeamTraining;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const [settings, setSettings] = useState<TrainingSettings>(() => ({
    year_start_month: training.settings.year_start_month,
    remind_assigned: training.settings.remind_assigned,
    remind_week_before: training.settings.remind_week_before,
    remind_day_before: training.settings.remind_day_before,
    remind_overdue: training.settings.remind_overdue,
    weekly_summary: training.settings.weekly_summary,
  }));
  const action = useAction();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Training year and reminders</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void action
            .run(
              async () => saveTrainingSettings(await getSupabase(), settings),
              'Training settings saved.',
            )
            .then((done) => (done ? onDone() : undefined));
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-month`}>The training year starts in</label>
          <select
            id={`${id}-month`}
            value={settings.year_start_month}
            onChange={(event) =>
              setSettings({ ...settings, year_start_month: Number(event.target.value) })
            }
          >
            {MONTHS.map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="form-choice">
          <legend>Reminders by email</legend>
          {REMINDER_CHOICES.map(([key, label]) => (
            <label key={key} className="checkbox-field">
              <input
                type="checkbox"
                checked={settings[key]}
                onChange={(event) => setSettings({ ...settings, [key]: event.target.checked })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <p className="hint">
          Each email says what is due and links to it. Anyone can unsubscribe with the link in it;
          the table above shows who did.
        </p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={action.busy}>
            Save Settings
          </button>
        </div>
        <Outcome outcome={action.outcome} />
      </form>
    </section>
  );
}

function TeamTrainingScreen({ teamId }: { teamId: string }) {
  const [cycle, setCycle] = useState<string | null>(null);
  const training = useQuery(['team-training', teamId, cycle], (client, signal) =>
    getTeamTraining(client, cycle, signal),
  );

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
    <div className="container">
      <PageHeader
        title="Training"
        lead={
          data?.cycle
            ? `${countOf(data.assignments.length, 'courses', 'assigned')} · ${overdue} overdue`
            : 'Assign courses with due dates, follow each training year, remind people by email and hand out certificates.'
        }
      />
      <DashboardSections />
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
          {data.cycle && !shownIsCurrent ? (
            <p className="hint">An earlier training year: kept as it was, for the record.</p>
          ) : null}
          <PeopleTable training={data} onDownload={downloadCsv} />
          {data.calendar && (shownIsCurrent || !data.cycle) ? (
            <>
              <AssignForm
                training={data}
                cycle={data.cycle ?? { id: '', starts_on: data.today, ends_on: '9999-12-31' }}
                onDone={training.refresh}
              />
              <Assignments training={data} onDone={training.refresh} />
            </>
          ) : null}
          <Certificates teamId={teamId} today={data.today} />
          {data.calendar ? <SettingsForm training={data} onDone={training.refresh} /> : null}
        </>
      ) : null}
    </div>
  );
}

function TeamTrainingPage() {
  return (
    <TeamAdminPage title="Training">
      {(teamId) => <TeamTrainingScreen teamId={teamId} />}
    </TeamAdminPage>
  );
}

export { TeamTrainingPage as Component };
