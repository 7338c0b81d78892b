import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import { countOf } from '@shared/plural';
import { CopyableLink } from '../../components/copy-button';
import { FormMessage } from '../../components/form-field';
import { TeamAdminPage } from '../../components/team-admin-page';
import { QueryStatus } from '../../components/query-status';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { policyKeys } from '../../lib/policies/keys';
import { teamKeys } from '../../lib/team/keys';
import { getTeamPolicies } from '../../lib/policies/data';
import { TrainingAttention } from '../../components/training-attention';
import { DashboardPage } from '../../components/dashboard-sections';
import { DueItems, FirstSteps, ReadinessFigures } from './readiness-overview';
import { rotateInviteCode } from '../../lib/team/data';
import { exportTeamProgress, getTeamData, type TeamData } from '../../lib/team/progress-data';
import { buildTeamRows, teamCsvFileName, teamProgressCsv } from '../../lib/team/team-progress';
import { TeamTable } from './team-table';

/**
 * docs/product.md#team-dashboard: creating a new invite link is confirmed first, in a modal
 * dialog that says what happens to the old one. Escape or Cancel keeps the current link.
 */
function ConfirmRotation({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // The safe choice has focus first.
    cancel.current?.focus();
    return () => element.close();
  }, []);
  // Closed before the choice is acted on: while it is open, the page behind cannot take focus.
  const choose = (then: () => void) => () => {
    dialog.current?.close();
    then();
  };
  return (
    <dialog
      ref={dialog}
      className="card confirm-dialog"
      aria-labelledby="rotate-title"
      aria-describedby="rotate-text"
      onCancel={(event) => {
        event.preventDefault();
        choose(onCancel)();
      }}
    >
      <h2 id="rotate-title">Create a new invite link?</h2>
      <p id="rotate-text">
        The current link stops working at once. Anyone who has not joined yet will need the new
        link.
      </p>
      <div className="form-actions">
        <button
          ref={cancel}
          type="button"
          className="button button-secondary"
          onClick={choose(onCancel)}
        >
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={choose(onConfirm)}>
          Create New Link
        </button>
      </div>
    </dialog>
  );
}

function InviteLink({ code, onRotate }: { code: string; onRotate: () => Promise<void> }) {
  const [rotating, setRotating] = useState(false);
  const [rotated, setRotated] = useState<'done' | 'failed' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rotateButton = useRef<HTMLButtonElement>(null);
  const link = platform.publicUrl(`/team/${code}`);

  // After the change, the keyboard carries on from the button (disabled while it ran).
  useEffect(() => {
    if (rotated) rotateButton.current?.focus();
  }, [rotated]);

  async function rotate() {
    setConfirming(false);
    setRotating(true);
    try {
      await onRotate();
      setRotated('done');
    } catch {
      setRotated('failed');
    } finally {
      setRotating(false);
    }
  }

  return (
    <section className="card invite-card" aria-labelledby="invite-title">
      <h2 id="invite-title">Team Invite Link</h2>
      <p>Share this link with your team members so they can join and start their training.</p>
      <CopyableLink link={link} label="Team invite link" />
      <p>
        <button
          ref={rotateButton}
          type="button"
          className="link-button"
          onClick={() => {
            setRotated(null);
            setConfirming(true);
          }}
          disabled={rotating}
        >
          {rotating
            ? 'Creating a new link...'
            : 'Create a new link (the current one stops working)'}
        </button>
      </p>
      {confirming ? (
        <ConfirmRotation
          onConfirm={() => void rotate()}
          onCancel={() => {
            setConfirming(false);
            rotateButton.current?.focus();
          }}
        />
      ) : null}
      {rotated === 'done' ? (
        <FormMessage kind="success">
          A new invite link is ready. The previous link no longer works.
        </FormMessage>
      ) : null}
      {rotated === 'failed' ? (
        <FormMessage kind="error">
          The invite link could not be changed. Please try again.
        </FormMessage>
      ) : null}
    </section>
  );
}

/**
 * The page's fixed lead: its skeleton paints it with the HTML (docs/architecture.md#performance-goals);
 * the team's name and counts are data and head the progress table.
 */
const DASHBOARD_LEAD = "Your team's readiness, what is due, and everyone's training.";

function TeamProgress({ teamId }: { teamId: string }) {
  const team = useQuery(teamKeys.progress(teamId), (client, signal) =>
    getTeamData(client, teamId, signal),
  );
  // The old link stops working at once; the page then shows the team as it is now.
  const rotate = async () => {
    await rotateInviteCode(await getSupabase());
    await invalidateQueries(teamKeys.progress(teamId));
  };
  // The overview's sections ask for their data beside the team's, not after it: one round trip
  // less before the dashboard shows (docs/architecture.md#performance-goals).
  return (
    <DashboardPage title="Team Dashboard" lead={DASHBOARD_LEAD}>
      <FirstSteps />
      <ReadinessFigures />
      <DueItems />
      <PolicyAttention />
      <TrainingAttention />
      <QueryStatus query={team} loading="Loading team data..." failed="Failed to load team data">
        {(data) => <TeamOverview data={data} onRotate={rotate} />}
      </QueryStatus>
    </DashboardPage>
  );
}

/** What needs attention in the policy program: overdue reviews, acceptances still missing. */
function PolicyAttention() {
  const policies = useQuery(policyKeys.team(), (client, signal) => getTeamPolicies(client, signal));
  if (policies.state !== 'ready') return null;
  const overdue = policies.data.filter((policy) => policy.review_overdue);
  const pending = policies.data.reduce((sum, policy) => sum + policy.pending, 0);
  const drafts = policies.data.filter((policy) => policy.current_number === null).length;
  if (overdue.length === 0 && pending === 0 && drafts === 0) return null;
  return (
    <section className="card attention-card" aria-labelledby="attention-title">
      <h2 id="attention-title">Policies</h2>
      <ul>
        {overdue.map((policy) => (
          <li key={policy.id} className="status-overdue">
            Review overdue: <Link to={`/dashboard/policies/${policy.id}`}>{policy.title}</Link> (due{' '}
            {policy.next_review_on})
          </li>
        ))}
        {pending > 0 ? (
          <li>
            {pending === 1 ? '1 acceptance' : `${pending} acceptances`} of the current versions
            still missing.
          </li>
        ) : null}
        {drafts > 0 ? <li>{countOf(drafts, 'policies')} not published yet.</li> : null}
      </ul>
      <Link className="text-link" to="/dashboard/policies">
        Go to Policies
      </Link>
    </section>
  );
}

function TeamOverview({ data, onRotate }: { data: TeamData; onRotate: () => Promise<void> }) {
  const includeId = useId();
  // docs/decisions.md M1: deactivated and former members are out of the totals and the CSV
  // unless asked for.
  const [includeInactive, setIncludeInactive] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const activeMembers = data.members.filter((member) => !member.deactivated).length;
  const rows = useMemo(
    () =>
      buildTeamRows(data.members, data.videos, {
        formerMembers: data.formerMembers,
        includeInactive,
      }),
    [data, includeInactive],
  );

  // The CSV comes from the database's export, which records the download in the audit log.
  async function download() {
    setExportFailed(false);
    try {
      const summary = await exportTeamProgress(await getSupabase());
      const exported = buildTeamRows(summary.members, summary.videos, {
        formerMembers: summary.formerMembers,
        includeInactive,
      });
      await platform.saveFile({
        suggestedName: teamCsvFileName(),
        mimeType: CSV_MIME_TYPE,
        data: teamProgressCsv(exported, summary.videos),
      });
    } catch {
      setExportFailed(true);
    }
  }

  return (
    <>
      <InviteLink code={data.inviteCode} onRotate={onRotate} />
      <section className="team-progress" aria-labelledby="progress-title">
        <div className="toolbar">
          <h2 id="progress-title">Training Progress</h2>
          <label className="checkbox-field" htmlFor={includeId}>
            <input
              id={includeId}
              type="checkbox"
              checked={includeInactive}
              onChange={(event) => setIncludeInactive(event.target.checked)}
            />
            Include deactivated and former members
          </label>
          <button type="button" className="button button-secondary" onClick={() => void download()}>
            Download CSV
          </button>
        </div>
        <p>
          {data.teamName} · {countOf(activeMembers, 'members')} ·{' '}
          {countOf(data.videos.length, 'videos', 'published')}
        </p>
        {exportFailed ? (
          <FormMessage kind="error">The CSV could not be prepared. Please try again.</FormMessage>
        ) : null}
        <TeamTable rows={rows} videos={data.videos} />
      </section>
    </>
  );
}

function TeamDashboardPage() {
  return (
    <TeamAdminPage title="Team Dashboard" lead={DASHBOARD_LEAD}>
      {(teamId) => <TeamProgress teamId={teamId} />}
    </TeamAdminPage>
  );
}

export { TeamDashboardPage as Component };
