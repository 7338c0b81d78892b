// Policies, for everyone in a team (docs/product.md#policies-to-accept): the current version of
// each published policy, which ones are still to accept, and one policy's full text with Accept.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { countOf } from '@shared/plural';
import { policyContentHash } from '@shared/policy-document';
import { RequireSession } from '../../session/guards';
import type { Profile } from '../../session/session-types';
import { QueryStatus } from '../../components/query-status';
import { FormMessage } from '../../components/form-field';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { policyKeys } from '../../lib/policies/keys';
import { PolicyDocumentSections } from '../../components/policy-text';
import { getMyOpenApprovals } from '../../lib/policies/approvals-data';
import {
  acceptPolicy,
  getMyPolicies,
  getPolicyToRead,
  type PolicyToRead,
} from '../../lib/policies/data';
import { approvalText, versionDetails, versionText } from './policy-rules';
import { utcDay } from '@shared/utc-day';
import { BackLink } from '../../components/back-link';
import { PolicyNotLoaded } from './policy-not-loaded';

/** A page for people in a team: `children` for them, and for anyone else `title` and a notice. */
function TeamMemberPage({
  title,
  children,
}: {
  title: string;
  children: (profile: Profile) => ReactNode;
}) {
  return (
    <RequireSession>
      {(profile) =>
        profile.team_id ? (
          children(profile)
        ) : (
          <div className="container">
            <PageHeader title={title} />
            <FormMessage kind="error">No team assigned to this account.</FormMessage>
          </div>
        )
      }
    </RequireSession>
  );
}

export function MyPoliciesPage() {
  return (
    <TeamMemberPage title="My Policies">
      {(profile) => <MyPolicies profile={profile} />}
    </TeamMemberPage>
  );
}

function MyPolicies({ profile }: { profile: Profile }) {
  const policies = useQuery(policyKeys.mine(profile.id), (client, signal) =>
    getMyPolicies(client, signal),
  );
  const toAccept = policies.state === 'ready' ? policies.data.filter((p) => !p.accepted_at) : [];
  return (
    <div className="container narrow">
      <PageHeader title="My Policies" lead="Your team's policies. Read each one and accept it." />
      <WaitingForMyApproval profile={profile} />
      <QueryStatus
        query={policies}
        loading="Loading policies..."
        failed="Failed to load your team's policies"
      >
        {(data) => (
          <>
            <p className="hint" role="status">
              {toAccept.length
                ? countOf(toAccept.length, 'policies to accept')
                : data.length
                  ? 'You have accepted every policy.'
                  : 'Your team has not published any policies yet.'}
            </p>
            <ul className="policy-list">
              {data.map((policy) => (
                <li key={policy.policy_id} className="card policy-card">
                  <h2>
                    <Link to={`/policies/${policy.policy_id}`}>{policy.title}</Link>
                  </h2>
                  <p className="meta">Version {policy.number}</p>
                  {policy.accepted_at ? (
                    <p className="status-completed">Accepted {utcDay(policy.accepted_at)}</p>
                  ) : (
                    <p className="status-not-started">
                      To accept
                      {policy.accepted_number
                        ? ` (you accepted version ${policy.accepted_number}; this version is new)`
                        : ''}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStatus>
    </div>
  );
}

export function MyPolicyPage() {
  const { policyId = '' } = useParams();
  return <TeamMemberPage title="Policy">{() => <ReadPolicy policyId={policyId} />}</TeamMemberPage>;
}

function ReadPolicy({ policyId }: { policyId: string }) {
  const policy = useQuery(policyKeys.toRead(policyId), (client, signal) =>
    getPolicyToRead(client, policyId, signal),
  );
  if (policy.state !== 'ready' || !policy.data) {
    return <PolicyNotLoaded state={policy.state} className="container narrow" back="/policies" />;
  }
  return <PolicyText read={policy.data} />;
}

/** Recomputes the hash of the text shown, so the page can say it is the approved text. */
function useHashMatches(read: PolicyToRead): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    void policyContentHash(versionText(read.version))
      .then((hash) => {
        if (active) setMatches(hash === read.version.content_hash);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [read]);
  return matches;
}

function PolicyText({ read }: { read: PolicyToRead }) {
  const { status, version } = read;
  const text = versionText(version);
  const accepting = useAction('Your acceptance was not recorded.');
  const hashMatches = useHashMatches(read);

  const accept = () =>
    accepting.run(async () => {
      await acceptPolicy(await getSupabase(), status.version_id);
      // The policy, the lists, the count in the navigation and the team's figures.
      await invalidateQueries(policyKeys.all);
    });

  return (
    <article className="container narrow policy-preview">
      <BackLink to="/policies">All policies</BackLink>
      <PageHeader
        title={text.title}
        lead={`Version ${version.number} · effective ${version.effective_on} · ${approvalText(version)}`}
      />
      <p className="hint">
        SHA-256 of this text: <code className="hash">{version.content_hash}</code>
        {hashMatches === true ? ' (matches the text shown)' : ''}
      </p>
      <PolicyDocumentSections document={text} details={versionDetails(version)} />
      <section className="card accept-card" aria-labelledby="accept-title">
        <h2 id="accept-title">Your acceptance</h2>
        {status.accepted_at ? (
          <FormMessage kind="success">
            {`You accepted version ${version.number} on ${utcDay(status.accepted_at)}.`}
          </FormMessage>
        ) : (
          <>
            <p>
              By accepting, you confirm that you have read version {version.number} of the{' '}
              {text.title} and will follow it. Your acceptance is recorded with the time and the
              text&apos;s hash.
            </p>
            <ActionResultMessage result={accepting.result} />
            <button
              type="button"
              className="button button-primary"
              disabled={accepting.busy}
              onClick={() => void accept()}
            >
              {accepting.busy ? 'Recording...' : 'Accept'}
            </button>
          </>
        )}
      </section>
    </article>
  );
}

/** The approvals asked of this person (docs/decisions.md PA1), each linked to its page. */
function WaitingForMyApproval({ profile }: { profile: Profile }) {
  const open = useQuery(policyKeys.myApprovals(profile.id), (client, signal) =>
    getMyOpenApprovals(client, profile.id, signal),
  );
  if (open.state !== 'ready' || open.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby="my-approvals-title">
      <h2 id="my-approvals-title">Waiting for your approval</h2>
      <ul>
        {open.data.map((request) => (
          <li key={request.id}>
            <Link to={`/approvals/${request.id}`}>
              {request.purpose === 'review'
                ? 'Review of the'
                : 'Version ' + request.version_number + ' of the'}{' '}
              {request.policy_title}
            </Link>{' '}
            (asked by {request.requested_by_name} on {utcDay(request.requested_at)})
          </li>
        ))}
      </ul>
    </section>
  );
}
