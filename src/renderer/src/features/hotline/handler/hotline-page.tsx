// Dashboard → Hotline (docs/product.md#hotline-handlers, docs/decisions.md H1): the team's own
// channel — set up with a passphrase, its link, its handlers — and the inbox of cases with their
// clocks. Admins and the members they name handle it; the database decides who that is.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { platform } from '#platform';
import {
  MIN_PASSPHRASE_LENGTH,
  type TeamKeyMaterial,
  type UnlockedTeamKey,
} from '@shared/hotline-crypto';
import { hotlineStatusLabel } from '@shared/hotline';
import { isTeamAdminRole } from '@shared/roles';
import type { Profile } from '../../../session/session-types';
import { DataTable } from '../../../components/data-table';
import { CopyableLink } from '../../../components/copy-button';
import { FormMessage, PasswordField, SubmitButton } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { getSupabase } from '../../../lib/supabase';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { hotlineKeys } from '../../../lib/hotline/keys';
import { teamKeys } from '../../../lib/team/keys';
import { TeamAdminPage } from '../../../components/team-admin-page';
import { DashboardSections } from '../../../components/dashboard-sections';
import { DashboardTrialNotice } from '../../../components/trial-notice';
import { getManagedMembers } from '../../../lib/team/data';
import { buyPlanPath, type PaidPlanId } from '../../../lib/team/buy-plan';
import { planUnlocking, teamPlan } from '../../../lib/team/team-plan';
import { clockText, inboxSummary } from './clock-words';
import {
  changePassphrase,
  getCaseSubjects,
  getHandlers,
  getHotlineOverview,
  setHandler,
  setUpHotline,
  type HotlineChannelRow,
  type InboxRow,
} from '../../../lib/hotline/handler-data';
import { keepTeamKey, lockHotline, useTeamKey } from '../../../lib/hotline/key-store';
import { UnlockForm } from './unlock-form';

/** The passphrase rules the setup and the change share; null when the two entries will do. */
function passphraseProblem(passphrase: string, confirmation: string): string | null {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
    return `The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters long.`;
  }
  return passphrase === confirmation ? null : 'The passphrases do not match.';
}

function NewPassphraseFields({
  values,
  onChange,
}: {
  values: { passphrase: string; confirmation: string };
  onChange: (values: { passphrase: string; confirmation: string }) => void;
}) {
  return (
    <>
      <PasswordField
        label="New passphrase"
        autoComplete="new-password"
        minLength={MIN_PASSPHRASE_LENGTH}
        value={values.passphrase}
        onValue={(passphrase) => onChange({ ...values, passphrase })}
      />
      <PasswordField
        label="Confirm new passphrase"
        autoComplete="new-password"
        value={values.confirmation}
        onValue={(confirmation) => onChange({ ...values, confirmation })}
      />
    </>
  );
}

function SetUp({ me, teamId, onDone }: { me: Profile; teamId: string; onDone: () => void }) {
  const team = useQuery(teamKeys.members(teamId), (client, signal) =>
    getManagedMembers(client, teamId, signal),
  );

  if (team.state !== 'ready') return null;
  const { plan } = teamPlan(team.data.team);
  if (!plan.teamHotline) {
    return (
      <p className="card notice-card">
        Your own hotline is part of the {planUnlocking('teamHotline').name} plan.{' '}
        <Link className="text-link" to={buyPlanPath(planUnlocking('teamHotline').id as PaidPlanId)}>
          Upgrade to {planUnlocking('teamHotline').name}
        </Link>
        .
      </p>
    );
  }
  return (
    <SetUpForm
      onSetUp={async (passphrase) => {
        keepTeamKey(me.id, teamId, await setUpHotline(await getSupabase(), passphrase));
        onDone();
      }}
    />
  );
}

/** The passphrase that protects the new team key, typed twice; `onSetUp` throws what went wrong. */
export function SetUpForm({ onSetUp }: { onSetUp: (passphrase: string) => Promise<void> }) {
  const [values, setValues] = useState({ passphrase: '', confirmation: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passphraseProblem(values.passphrase, values.confirmation);
    if (problem) return setFailure(problem);
    setBusy(true);
    setFailure(null);
    try {
      await onSetUp(values.passphrase);
    } catch (error) {
      setFailure((error as Error).message);
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={submit} aria-labelledby="set-up-title">
      <h2 id="set-up-title">Set up your team&apos;s hotline</h2>
      <p>
        Your staff get a link of their own to report concerns, anonymously if they wish. Reports are
        encrypted in the reporter&apos;s browser for your team&apos;s key, which this passphrase
        protects. Choose it now and share it only with the other handlers: without it nobody can
        read a report, not even ComplyReady, and a lost passphrase cannot be recovered.
      </p>
      <NewPassphraseFields values={values} onChange={setValues} />
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <SubmitButton busy={busy} busyLabel="Setting up...">
        Set Up Hotline
      </SubmitButton>
    </form>
  );
}

function HotlineLink({ slug }: { slug: string }) {
  return (
    <section className="card invite-card" aria-labelledby="hotline-link-title">
      <h2 id="hotline-link-title">Your hotline link</h2>
      <p>
        Share it with your staff, for example in the handbook or on the intranet. Reporters need no
        account; after sending they get a receipt code to follow up at{' '}
        {platform.publicUrl('/hotline/follow-up')}.
      </p>
      <CopyableLink link={platform.publicUrl(`/hotline/${slug}`)} label="Team hotline link" />
    </section>
  );
}

/** How often an open inbox asks for new reports, besides whenever the window gets focus. */
const INBOX_REFRESH_MS = 60_000;

/** Each case's subject once the team key is unlocked here; empty while locked. */
function useCaseSubjects(teamId: string, key: UnlockedTeamKey | null, cases: InboxRow[]) {
  const subjects = useQuery(hotlineKeys.subjects(teamId, key !== null), (client, signal) =>
    key ? getCaseSubjects(client, key, signal) : Promise.resolve(new Map<string, string>()),
  );
  const caseIds = cases.map((row) => row.id).join();
  const { refresh } = subjects;
  const seenIds = useRef(caseIds);
  // A case that arrived since: read its subject too.
  useEffect(() => {
    if (caseIds === seenIds.current) return;
    seenIds.current = caseIds;
    void refresh();
  }, [caseIds, refresh]);
  return subjects.state === 'ready' ? subjects.data : new Map<string, string>();
}

function Inbox({
  teamId,
  teamKey,
  cases,
}: {
  teamId: string;
  teamKey: UnlockedTeamKey | null;
  cases: InboxRow[];
}) {
  const subjects = useCaseSubjects(teamId, teamKey, cases);
  return (
    <section aria-labelledby="cases-title">
      <h2 id="cases-title">Cases</h2>
      {cases.length === 0 ? (
        <p>No reports yet.</p>
      ) : (
        <>
          <p role="status">{inboxSummary(cases)}</p>
          <DataTable
            label="Hotline cases"
            columns={['Case', 'Received', 'Status', 'Clock', 'Assigned to']}
          >
            {cases.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/dashboard/hotline/${row.id}`}>
                    Case {row.number}
                    {subjects.has(row.id) ? `: ${subjects.get(row.id)}` : null}
                  </Link>
                </th>
                <td>{row.received_on}</td>
                <td>{hotlineStatusLabel(row.status)}</td>
                <td className={row.clock_state === 'overdue' ? 'status-overdue' : undefined}>
                  {clockText({
                    clock: row.clock,
                    due_on: row.due_on,
                    state: row.clock_state,
                  }) ?? '—'}
                </td>
                <td>{row.assignee_name ?? 'Nobody'}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}

function Handlers({ teamId }: { teamId: string }) {
  const handlers = useQuery(hotlineKeys.handlers(teamId), getHandlers);
  const team = useQuery(teamKeys.members(teamId), (client, signal) =>
    getManagedMembers(client, teamId, signal),
  );
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function change(member: string, handler: boolean) {
    setFailure(null);
    try {
      await setHandler(await getSupabase(), member, handler);
      setChosen('');
      await invalidateQueries(
        hotlineKeys.handlers(teamId),
        hotlineKeys.overview(teamId),
        hotlineKeys.handler(member),
      );
    } catch (error) {
      setFailure((error as Error).message);
    }
  }

  if (handlers.state !== 'ready' || team.state !== 'ready') return null;
  const handling = new Set(handlers.data.map((handler) => handler.user_id));
  const candidates = team.data.members.filter(
    (member) =>
      !member.deactivated && !handling.has(member.id) && ['member', 'editor'].includes(member.role),
  );
  return (
    <section aria-labelledby="handlers-title">
      <h2 id="handlers-title">Handlers</h2>
      <p>
        The team&apos;s admins handle the hotline. Name other members who should read and work the
        cases; they see this page only, and need the passphrase too.
      </p>
      <ul className="plain-list">
        {handlers.data.map((handler) => (
          <li key={handler.user_id}>
            {handler.name} ({handler.is_admin ? 'admin' : 'named handler'}){' '}
            {handler.is_admin ? null : (
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${handler.name} as a handler`}
                onClick={() => void change(handler.user_id, false)}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      {candidates.length > 0 ? (
        <form
          className="customise-fields"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) void change(chosen, true);
          }}
        >
          <div className="form-field">
            <label htmlFor="new-handler">Member</label>
            <select
              id="new-handler"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">Choose a member</option>
              {candidates.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.full_name ?? member.email}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <button type="submit" className="button button-secondary" disabled={!chosen}>
              Name as Handler
            </button>
          </div>
        </form>
      ) : null}
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
    </section>
  );
}

export function ChangePassphrase({
  channel,
  onDone,
}: {
  channel: TeamKeyMaterial;
  onDone: () => void;
}) {
  const [current, setCurrent] = useState('');
  const [values, setValues] = useState({ passphrase: '', confirmation: '' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passphraseProblem(values.passphrase, values.confirmation);
    if (problem) return setOutcome({ kind: 'error', text: problem });
    setBusy(true);
    setOutcome(null);
    try {
      await changePassphrase(await getSupabase(), channel, current, values.passphrase);
      setCurrent('');
      setValues({ passphrase: '', confirmation: '' });
      setOutcome({ kind: 'success', text: 'The passphrase is changed. Tell the other handlers.' });
      onDone();
    } catch (error) {
      setOutcome({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="card">
      <summary>Change the passphrase</summary>
      <form className="form" onSubmit={submit}>
        <PasswordField
          label="Current passphrase"
          autoComplete="current-password"
          value={current}
          onValue={setCurrent}
        />
        <NewPassphraseFields values={values} onChange={setValues} />
        {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
        <SubmitButton busy={busy} busyLabel="Changing..." className="button button-secondary">
          Change Passphrase
        </SubmitButton>
      </form>
    </details>
  );
}

function Channel({
  me,
  teamId,
  channel,
  cases,
  onChange,
}: {
  me: Profile;
  teamId: string;
  channel: HotlineChannelRow;
  cases: InboxRow[];
  onChange: () => void;
}) {
  const key = useTeamKey(me.id, teamId);
  return (
    <>
      <HotlineLink slug={channel.slug} />
      {key ? (
        <p className="card notice-card">
          The cases are unlocked in this window.{' '}
          <button type="button" className="link-button" onClick={lockHotline}>
            Lock
          </button>
        </p>
      ) : (
        <UnlockForm userId={me.id} teamId={teamId} channel={channel} />
      )}
      <Inbox teamId={teamId} teamKey={key} cases={cases} />
      {me.role === 'admin' ? <Handlers teamId={teamId} /> : null}
      {/* Only an admin may replace the wrapped key (docs/threat-model.md #85). */}
      {isTeamAdminRole(me.role) ? <ChangePassphrase channel={channel} onDone={onChange} /> : null}
    </>
  );
}

function Hotline({ me, teamId }: { me: Profile; teamId: string }) {
  const overview = useQuery(hotlineKeys.overview(teamId), getHotlineOverview);
  const refresh = () => void invalidateQueries(hotlineKeys.overview(teamId));
  // A report that arrives while the page is open shows up when the window gets focus again, and
  // within a minute while it is in view.
  const { refresh: reload } = overview;
  useEffect(() => {
    const reloadInView = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    window.addEventListener('focus', reloadInView);
    document.addEventListener('visibilitychange', reloadInView);
    const timer = window.setInterval(reloadInView, INBOX_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', reloadInView);
      document.removeEventListener('visibilitychange', reloadInView);
      window.clearInterval(timer);
    };
  }, [reload]);
  return (
    <div className="container">
      <PageHeader
        title="Hotline"
        lead="Your team's own reporting channel: reports from your staff, readable only by your hotline handlers, worked inside the legal clocks."
      />
      {isTeamAdminRole(me.role) ? (
        <>
          <DashboardSections />
          <DashboardTrialNotice />
        </>
      ) : null}
      {overview.state === 'loading' ? <p role="status">Loading the hotline...</p> : null}
      {overview.state === 'error' ? (
        <FormMessage kind="error">Failed to load the hotline</FormMessage>
      ) : null}
      {overview.state === 'ready' && !overview.data.handler ? (
        <FormMessage kind="error">
          Only your team&apos;s hotline handlers can open the hotline.
        </FormMessage>
      ) : null}
      {overview.state === 'ready' && overview.data.handler && !overview.data.channel ? (
        me.role === 'admin' ? (
          <SetUp me={me} teamId={teamId} onDone={refresh} />
        ) : (
          <p>Your team&apos;s hotline is not set up yet. An admin of your team sets it up.</p>
        )
      ) : null}
      {overview.state === 'ready' && overview.data.channel ? (
        <Channel
          me={me}
          teamId={teamId}
          channel={overview.data.channel}
          cases={overview.data.cases}
          onChange={refresh}
        />
      ) : null}
    </div>
  );
}

function HotlinePage() {
  return (
    <TeamAdminPage title="Hotline" roles={null}>
      {(teamId, profile) => <Hotline me={profile} teamId={teamId} />}
    </TeamAdminPage>
  );
}

export { HotlinePage as Component };
