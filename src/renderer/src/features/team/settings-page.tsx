// Dashboard → Settings: the team's plan (docs/decisions.md P1), its reporting routes (V5), whether
// two-factor sign-in is required (TF1), and deleting the team after its name is typed (A1: what goes with it).
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { platform } from '#platform';
import { TeamAdminPage } from '../../components/team-admin-page';
import { useSession } from '../../session/session';
import type { Profile } from '../../session/session-types';
import { planFeatures } from '@content/plans/features';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage, InputField, CheckboxField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import { loadProfile } from '../../session/auth-data';
import { plans } from '@content/plans';
import {
  askForRefund,
  billingPageUrl,
  describeBilling,
  isPaidPlan,
  loadBilling,
  type TeamBilling,
} from './billing';
import { planAskedFor, type PaidPlanId } from '../../lib/team/buy-plan';
import { DashboardPage } from '../../components/dashboard-sections';
import { SingleSignOnSection } from './single-sign-on';
import {
  deleteTeam,
  getTeamSettings,
  setTeamTwoFactor,
  type TeamSettings,
} from '../../lib/team/data';
import { describeTeamPlan, teamPlan } from '../../lib/team/team-plan';
import { ScimSettings } from './scim-settings';
import { ApiKeysSettings } from './api-keys-settings';
import { ReportingRoutesSettings } from './reporting-routes-settings';

function SettingsPage() {
  return (
    <TeamAdminPage title="Team Settings">
      {(teamId, profile) => <Settings me={profile} teamId={teamId} />}
    </TeamAdminPage>
  );
}

function Settings({ me, teamId }: { me: Profile; teamId: string }) {
  const team = useQuery(teamKeys.settings(teamId), (client, signal) =>
    getTeamSettings(client, teamId, signal),
  );
  return (
    <DashboardPage title="Team Settings">
      <QueryStatus query={team} loading="Loading team data..." failed="Failed to load team data">
        {(data) => (
          <>
            <PlanSection team={data} />
            <section className="card" aria-labelledby="integrations-title">
              <h2 id="integrations-title">Integrations</h2>
              <p>
                Connect GitHub with read-only access so its control tests run every day and collect
                their own evidence (Professional and Enterprise).{' '}
                <Link to="/dashboard/settings/integrations">Open Integrations</Link>
              </p>
            </section>
            <section className="card" aria-labelledby="trust-link-title">
              <h2 id="trust-link-title">Trust Page</h2>
              <p>
                Publish your security posture, policies and subprocessors, and share your SOC 2
                report under your NDA (Professional and Enterprise).{' '}
                <Link to="/dashboard/settings/trust">Open Trust Page</Link>
              </p>
            </section>
            <ReportingRoutesSettings />
            <TwoFactorSetting
              team={data}
              onChanged={() => invalidateQueries(teamKeys.settings(teamId))}
            />
            <ScimSettings team={data} />
            <ApiKeysSettings team={data} />
            <SingleSignOnSection team={data} />
            <section className="card" aria-labelledby="webhooks-link-title">
              <h2 id="webhooks-link-title">Webhooks</h2>
              <p>
                Tell other systems when members join or leave, courses are completed and policies
                are accepted (Enterprise plan).{' '}
                <Link to="/dashboard/settings/webhooks">Webhooks</Link>
              </p>
            </section>
            <DeleteTeam me={me} team={data} />
          </>
        )}
      </QueryStatus>
    </DashboardPage>
  );
}

function PlanSection({ team }: { team: TeamSettings }) {
  const billing = useQuery(teamKeys.billing(team.id), (client) => loadBilling(client));
  const { refresh } = billing;
  const [params] = useSearchParams();
  const returning = params.get('checkout') === 'success';
  // Back from Stripe's pages in another window (desktop: the system browser): read the plan again.
  useEffect(() => {
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refresh]);

  return (
    <section className="card" aria-labelledby="plan-title">
      <h2 id="plan-title">Plan</h2>
      {billing.state === 'loading' ? (
        <p role="status">{returning ? 'Confirming your payment…' : 'Loading plan...'}</p>
      ) : null}
      {billing.state === 'ready' && billing.data.available ? (
        <BillingPlan team={team} billing={billing.data.billing} onRefresh={refresh} />
      ) : null}
      {billing.state === 'error' || (billing.state === 'ready' && !billing.data.available) ? (
        <OperatorPlan team={team} />
      ) : null}
      {billing.state === 'error' ? (
        <FormMessage kind="error">
          {billing.error instanceof Error ? billing.error.message : 'Billing could not be read.'}
        </FormMessage>
      ) : null}
    </section>
  );
}

/** Help's form to support, its subject filled in: it knows the team and who asks (SU1). */
const helpAbout = (subject: string) => `/help?subject=${encodeURIComponent(subject)}`;
const FROM_SETTINGS = { from: '/dashboard/settings' };

/** Without Stripe (docs/decisions.md P1): the plan as it is, changed by the operator. */
function OperatorPlan({ team }: { team: TeamSettings }) {
  const current = teamPlan(team);
  const [params] = useSearchParams();
  const wanted = plans.find((plan) => plan.id === planAskedFor(params.toString(), 'buy'));
  return (
    <>
      {wanted ? (
        <div className="form-message" role="status">
          <p>
            Online payment is not set up here: our team sets up paid plans. To buy {wanted.name},{' '}
            <Link to={helpAbout(`${wanted.name} plan`)} state={FROM_SETTINGS}>
              contact us
            </Link>
            .
          </p>
        </div>
      ) : null}
      <p>
        {team.name} is on <strong>{describeTeamPlan(current)}</strong>.
      </p>
      <ul className="check-list">
        {planFeatures(current.plan).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p>
        Compare plans on the <Link to="/pricing">pricing page</Link>. To change your plan,{' '}
        <Link to={helpAbout('Change of plan')} state={FROM_SETTINGS}>
          contact us
        </Link>
        .
      </p>
    </>
  );
}

function BillingPlan({
  team,
  billing,
  onRefresh,
}: {
  team: TeamSettings;
  billing: TeamBilling;
  onRefresh: () => Promise<void>;
}) {
  const [params, setParams] = useSearchParams();
  const returning = params.get('checkout') === 'success';
  const view = describeBilling(billing);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const paid = isPaidPlan(billing.plan_id);
  const [confirmed, setConfirmed] = useState(false);
  const [refunded, setRefunded] = useState<string | null>(null);

  // The redirect proves nothing: only a paid plan from the sync confirms the payment. The message
  // stays after the flag leaves the address.
  if (returning && paid && !confirmed) setConfirmed(true);
  useEffect(() => {
    if (confirmed && returning) setParams({}, { replace: true });
  }, [confirmed, returning, setParams]);

  // Pricing's "Get Started" and the plan notices ask for a plan (`?buy=`): offered first.
  const wanted = planAskedFor(params.toString(), 'buy');
  const offered = view.upgrades.find((plan) => plan.id === wanted);

  async function open(request: { action: 'portal' } | { action: 'checkout'; plan: PaidPlanId }) {
    setBusy(request.action === 'checkout' ? request.plan : 'portal');
    setFailure(null);
    try {
      const back = platform.externalReturn === 'app' ? { return: 'app' as const } : {};
      const url = await billingPageUrl(await getSupabase(), { ...request, ...back });
      if (url) await platform.openExternal(url);
      else setFailure('Billing is not set up. To change your plan, contact us.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Stripe could not be reached.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {returning && !paid ? (
        <div className="form-message" role="status">
          <p>
            Your payment is not confirmed yet. This page shows your new plan as soon as Stripe
            confirms it.
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void onRefresh()}
          >
            Check again
          </button>
        </div>
      ) : null}
      {confirmed ? (
        <FormMessage kind="success">
          Payment confirmed: {team.name} is on {view.plan.name}.
        </FormMessage>
      ) : null}
      {offered ? (
        <div className="form-message" role="region" aria-label={`Buy ${offered.name}`}>
          <p>
            You chose {offered.name} ({offered.price}
            {offered.period}). Stripe takes the payment; any trial days you have left come first.
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void open({ action: 'checkout', plan: offered.id as PaidPlanId })}
          >
            Continue to checkout
          </button>
        </div>
      ) : null}
      <p>
        {team.name} is on <strong>{view.plan.name}</strong> ({view.price}).
      </p>
      {view.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <ul className="check-list">
        {planFeatures(view.plan).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p>
        Compare plans on the <Link to="/pricing">pricing page</Link>.
      </p>
      <div className="form-actions">
        {view.upgrades.map((plan) => (
          <button
            key={plan.id}
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void open({ action: 'checkout', plan: plan.id as PaidPlanId })}
          >
            Upgrade to {plan.name}
          </button>
        ))}
        {view.canManage ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => void open({ action: 'portal' })}
          >
            Manage billing
          </button>
        ) : null}
      </div>
      {busy ? <p role="status">Opening Stripe...</p> : null}
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      {refunded ? <FormMessage kind="success">{refunded}</FormMessage> : null}
      {view.canAskForRefund ? (
        <Refund
          team={team}
          onRefunded={async (message) => {
            // Shown here: once the plan is read again the refund section is gone.
            setRefunded(message);
            // The plan changes what every section offers.
            await invalidateQueries(teamKeys.team(team.id));
          }}
        />
      ) : null}
    </>
  );
}

/** docs/decisions.md D3: the money back within 30 days of the first payment, and Starter at once. */
function Refund({
  team,
  onRefunded,
}: {
  team: TeamSettings;
  onRefunded: (message: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const refund = useAction('The refund could not be made.');

  const confirm = () =>
    refund.run(async () => {
      const { refunded, currency } = await askForRefund(await getSupabase());
      const amount = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: currency.toUpperCase(),
      }).format(refunded / 100);
      setOpen(false);
      await onRefunded(`Refunded ${amount}. ${team.name} is on Starter now; nothing was deleted.`);
    });

  return (
    <>
      <h3>Refund</h3>
      <p>
        Within 30 days of your first payment you can have it back in full. Your team moves to
        Starter at once and keeps everything it has.
      </p>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Ask for a refund
      </button>
      {open ? (
        <ConfirmDialog
          title="Refund and move to Starter?"
          confirmLabel="Refund and move to Starter"
          busy={refund.busy}
          error={refund.error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setOpen(false);
            refund.setResult(null);
          }}
        >
          <p>
            Stripe refunds your payments in full and ends your subscription now. {team.name} moves
            to Starter at once: policies and records stay, paid features stop.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function TwoFactorSetting({
  team,
  onChanged,
}: {
  team: TeamSettings;
  onChanged: () => Promise<void>;
}) {
  // Shown as asked at once; back to the team's value if the database refuses.
  const [checked, setChecked] = useState(team.require_two_factor);
  const { busy, result, run } = useAction('The setting could not be changed.');

  const change = (required: boolean) => {
    setChecked(required);
    return run(async () => {
      try {
        await setTeamTwoFactor(await getSupabase(), required);
      } catch (failure) {
        setChecked(!required);
        throw failure;
      }
      await onChanged();
      return required
        ? 'Two-factor sign-in is now required for admins and hotline handlers.'
        : 'Two-factor sign-in is no longer required.';
    });
  };

  return (
    <section className="card two-factor-card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-Factor Sign-In</h2>
      <p>
        When required, admins and hotline handlers sign in with a code from an authenticator app
        after their password, and anyone of them without one sets it up before anything else. The
        activity log, evidence and member management stay closed to a sign-in without the code.
      </p>
      <CheckboxField
        label="Require two-factor for admins and hotline handlers"
        checked={checked}
        disabled={busy}
        onChecked={(checked) => void change(checked)}
      />
      {busy ? <p role="status">Saving...</p> : null}
      <ActionResultMessage result={result} />
    </section>
  );
}

export function DeleteTeam({ me, team }: { me: Profile; team: TeamSettings }) {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deletion = useAction('The team could not be deleted.');

  const confirm = () =>
    deletion.run(async () => {
      const client = await getSupabase();
      await deleteTeam(client, typed);
      const profile = await loadProfile(client, me.id);
      if (profile) signedIn(profile);
      navigate('/library', { replace: true, state: { message: `${team.name} was deleted.` } });
    });

  return (
    <section className="card danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete Team</h2>
      <p>
        Deleting {team.name} removes its members&apos; training progress, its invite link and its
        activity log, at once and for good. Everyone keeps their account, without a team.
      </p>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        Delete Team
      </button>
      {open ? (
        <ConfirmDialog
          title={`Delete ${team.name}?`}
          confirmLabel="Delete Team"
          busy={deletion.busy}
          error={deletion.error}
          canConfirm={typed === team.name}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setOpen(false);
            setTyped('');
            deletion.setResult(null);
          }}
        >
          <p>This cannot be undone. Type the team&apos;s name to confirm.</p>
          <InputField label="Team name" value={typed} autoComplete="off" onValue={setTyped} />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

export { SettingsPage as Component };
