// Dashboard → Checklists → one checklist (docs/product.md#team-checklists, docs/decisions.md CL1):
// the team's current run, worked item by item and saved as it goes; earlier runs stay readable.
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  checklistContentById,
  type ChecklistContent,
  type ChecklistItem,
} from '@content/checklists';
import { FormMessage } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { useExitSaveTarget } from '../../../lib/exit-request';
import { getSupabase } from '../../../lib/supabase';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { checklistKeys } from './keys';
import { teamKeys } from '../../../lib/team/keys';
import { getManagedMembers, type ManagedMember } from '../../../lib/team/data';
import { DashboardSections } from '../../../components/dashboard-sections';
import { DashboardTrialNotice } from '../../../components/trial-notice';
import { TeamAdminPage } from '../../../components/team-admin-page';
import { periodLabel, progressText, recurrenceLabel, runProgress } from './checklist-progress';
import {
  getChecklistRuns,
  saveChecklistItem,
  saveChecklistItemOnExit,
  startChecklistRun,
  statusLabel,
  type ChecklistRun,
  type ItemState,
} from './data';
import { ItemEditor, memberName, type SaveItem } from './item-editor';
import { EvidenceFiles } from './evidence-files';
import { getEvidenceFiles } from './evidence-files-data';
import { BackLink } from '../../../components/back-link';
import { ACCESS_REVIEW_CHECKLIST, SaasApplications } from './saas-applications';
import { ReviewAccounts } from './review-accounts';

/** An item of a closed run, as it was left. */
function ItemRecord({
  item,
  state,
  members,
  children,
}: {
  item: ChecklistItem;
  state: ItemState | undefined;
  members: ManagedMember[];
  children: ReactNode;
}) {
  const owner = members.find((member) => member.id === state?.owner_id);
  return (
    <li className="card checklist-item">
      <h3>{item.item}</h3>
      <dl className="checklist-item-record">
        <dt>Status</dt>
        <dd>
          {statusLabel(state?.status ?? 'not_started')}
          {state?.not_applicable_reason ? `: ${state.not_applicable_reason}` : ''}
        </dd>
        <dt>Owner</dt>
        <dd>{owner ? memberName(owner) : '—'}</dd>
        <dt>Due date</dt>
        <dd>{state?.due_on ?? '—'}</dd>
        <dt>Evidence link</dt>
        <dd>
          {state?.evidence_url ? (
            <a href={state.evidence_url} rel="noopener noreferrer" target="_blank">
              {state.evidence_url}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt>Notes</dt>
        <dd>{state?.notes ?? '—'}</dd>
      </dl>
      {children}
    </li>
  );
}

function groupByCategory(items: readonly ChecklistItem[]): [string, ChecklistItem[]][] {
  const groups = new Map<string, ChecklistItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

function RunItems({
  checklist,
  run,
  states,
  members,
  closed,
}: {
  checklist: ChecklistContent;
  run: ChecklistRun;
  states: ItemState[];
  members: ManagedMember[];
  closed: boolean;
}) {
  const stateOf = (item: ChecklistItem) => states.find((state) => state.item_id === item.id);
  const exitTarget = useExitSaveTarget();
  const saveOf =
    (item: ChecklistItem): SaveItem =>
    async (change, leaving) => {
      const target = leaving ? exitTarget() : undefined;
      if (target) {
        await saveChecklistItemOnExit(target, run.id, item.id, change);
      } else {
        await saveChecklistItem(await getSupabase(), run.id, item.id, change);
      }
      // The run's progress above the items.
      await invalidateQueries(checklistKeys.runs());
    };
  const files = useQuery(checklistKeys.evidenceFiles(run.id), (client, signal) =>
    getEvidenceFiles(client, run.id, signal),
  );
  const filesOf = (item: ChecklistItem) => (
    <EvidenceFiles
      runId={run.id}
      itemId={item.id}
      files={files.state === 'ready' ? files.data.filter((file) => file.item_id === item.id) : []}
      closed={closed}
      onChange={() => invalidateQueries(checklistKeys.evidenceFiles(run.id))}
    />
  );
  return (
    <>
      {groupByCategory(checklist.items).map(([category, items]) => (
        <section key={category} aria-label={category}>
          <h2>{category}</h2>
          <ul className="checklist-items">
            {items.map((item) =>
              closed ? (
                <ItemRecord key={item.id} item={item} state={stateOf(item)} members={members}>
                  {filesOf(item)}
                </ItemRecord>
              ) : (
                <ItemEditor
                  key={`${run.id}-${item.id}`}
                  item={item}
                  state={stateOf(item)}
                  members={members}
                  save={saveOf(item)}
                >
                  {filesOf(item)}
                </ItemEditor>
              ),
            )}
          </ul>
        </section>
      ))}
    </>
  );
}

function ChecklistRunView({ teamId, checklist }: { teamId: string; checklist: ChecklistContent }) {
  const [searchParams] = useSearchParams();
  const runs = useQuery(checklistKeys.runs(), getChecklistRuns);
  const members = useQuery(teamKeys.members(teamId), (client, signal) =>
    getManagedMembers(client, teamId, signal),
  );
  const [starting, setStarting] = useState<'idle' | 'busy' | string>('idle');

  async function start() {
    setStarting('busy');
    try {
      await startChecklistRun(await getSupabase(), checklist.id);
      await invalidateQueries(checklistKeys.runs());
      setStarting('idle');
    } catch (error) {
      setStarting((error as Error).message);
    }
  }

  const mine =
    runs.state === 'ready' ? runs.data.runs.filter((run) => run.checklist_id === checklist.id) : [];
  const current = mine[0];
  const shown = mine.find((run) => run.id === searchParams.get('run')) ?? current;
  const closed = shown !== undefined && shown !== current;
  const activeMembers =
    members.state === 'ready' ? members.data.members.filter((member) => !member.deactivated) : [];
  const allMembers = members.state === 'ready' ? members.data.members : [];
  const states =
    runs.state === 'ready' && shown
      ? runs.data.states.filter((state) => state.run_id === shown.id)
      : [];

  return (
    <div className="container">
      <BackLink to="/dashboard/checklists">Back to Checklists</BackLink>
      <PageHeader title={checklist.title} lead={checklist.description} />
      <DashboardSections />
      <DashboardTrialNotice />
      {runs.state === 'loading' || members.state === 'loading' ? (
        <p role="status">Loading the checklist...</p>
      ) : null}
      {runs.state === 'error' || members.state === 'error' ? (
        <FormMessage kind="error">Failed to load the checklist</FormMessage>
      ) : null}
      {runs.state === 'ready' && members.state === 'ready' ? (
        <>
          <p className="hint">
            {recurrenceLabel(checklist)}
            {shown
              ? ` · ${closed ? 'Earlier run' : 'Current run'}: ${periodLabel(checklist, shown.period_start)} · ${progressText(runProgress(checklist, states))}`
              : ''}
          </p>
          {mine.length > 1 ? (
            <nav aria-label="Runs of this checklist" className="run-list">
              <ul>
                {mine.map((run) => (
                  <li key={run.id}>
                    <Link
                      to={run === current ? '?' : `?run=${run.id}`}
                      aria-current={run === shown ? 'page' : undefined}
                    >
                      {periodLabel(checklist, run.period_start)}
                      {run === current ? ' (current)' : ''}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {closed ? (
            <p className="notice">
              This run is closed: a newer run has started. It is kept as the record of its period.
            </p>
          ) : null}
          {!current || (checklist.recurrence === 'once' && !closed) ? (
            <div className="toolbar">
              <button
                type="button"
                className="button button-primary"
                disabled={starting === 'busy'}
                onClick={() => void start()}
              >
                {current ? 'Start a new run' : 'Start this checklist'}
              </button>
            </div>
          ) : null}
          {starting !== 'idle' && starting !== 'busy' ? (
            <FormMessage kind="error">{starting}</FormMessage>
          ) : null}
          {shown && !closed && checklist.id === ACCESS_REVIEW_CHECKLIST ? (
            <SaasApplications
              teamId={teamId}
              ownerNames={new Map(allMembers.map((member) => [member.id, memberName(member)]))}
            />
          ) : null}
          {shown && checklist.id === ACCESS_REVIEW_CHECKLIST ? (
            <ReviewAccounts teamId={teamId} runId={shown.id} closed={closed} />
          ) : null}
          {shown ? (
            <RunItems
              checklist={checklist}
              run={shown}
              states={states}
              members={closed ? allMembers : activeMembers}
              closed={closed}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function ChecklistRunPage() {
  const { checklistId = '' } = useParams();
  const checklist = checklistContentById(checklistId);
  return (
    <TeamAdminPage title="Checklists">
      {(teamId) =>
        checklist ? (
          <ChecklistRunView teamId={teamId} checklist={checklist} />
        ) : (
          <div className="container">
            <PageHeader title="Checklist not found" />
            <Link className="text-link" to="/dashboard/checklists">
              Back to Checklists
            </Link>
          </div>
        )
      }
    </TeamAdminPage>
  );
}

export { ChecklistRunPage as Component };
