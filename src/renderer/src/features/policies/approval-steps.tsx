// The approval steps of a policy's admin page (docs/decisions.md PA1): ask the named approver,
// see their answer, record a review, retire the policy. The database decides each of them.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TitledSection } from '../../components/titled-section';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage, ReasonField, SelectField } from '../../components/form-field';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { policyKeys } from '../../lib/policies/keys';
import { UNNAMED_USER } from '../../lib/team/team-progress';
import {
  emailApprover,
  latestRequest,
  recordReview,
  requestApproval,
  retirePolicy,
  type ApprovalPurpose,
  type PolicyApproval,
} from '../../lib/policies/approvals-data';
import { getPolicyPeople, type TeamPolicy } from '../../lib/policies/data';
import { utcDay } from '@shared/utc-day';

/** What the latest request about a version says, in words. */
export function requestStatus(request: PolicyApproval, revision?: number): string {
  const day = utcDay(request.decided_at ?? request.requested_at);
  if (request.status === 'pending') {
    return `Waiting for ${request.approver_name}, asked ${utcDay(request.requested_at)}.`;
  }
  if (request.status === 'sent_back') {
    return `${request.approver_name} sent it back on ${day}: ${request.comment ?? ''}`;
  }
  if (revision !== undefined && request.revision !== revision) {
    return `${request.approver_name} approved an earlier state of this draft on ${day}; it changed since. Ask again.`;
  }
  return `Approved by ${request.approver_name} on ${day}: ${request.reason ?? ''}`;
}

/** Asks a member of the team to approve; the approval email goes out with the request. */
function AskApprover({
  policy,
  purpose,
  revision,
  onAsked,
}: {
  policy: TeamPolicy;
  purpose: ApprovalPurpose;
  revision?: number;
  onAsked: () => Promise<void>;
}) {
  const people = useQuery(policyKeys.people(policy.id), (client, signal) =>
    getPolicyPeople(client, policy.id, signal),
  );
  const [approver, setApprover] = useState('');
  const { busy, result, run, setResult } = useAction('The approval could not be asked for.');

  function ask() {
    if (!approver) {
      setResult({ kind: 'error', text: 'Choose the approver.' });
      return;
    }
    void run(async () => {
      const { emailed } = await requestApproval(await getSupabase(), {
        policyId: policy.id,
        purpose,
        approverId: approver,
        ...(revision === undefined ? {} : { revision }),
      });
      await onAsked();
      if (!emailed) {
        throw new Error('The request is saved but the email could not be sent. Use Email Again.');
      }
    });
  }

  return (
    <div className="toolbar">
      <SelectField
        label="Approver (required)"
        className="filter-field"
        required
        value={approver}
        onChange={setApprover}
      >
        <option value="">Choose a member</option>
        {people.state === 'ready'
          ? people.data.map((person) => (
              <option key={person.user_id} value={person.user_id}>
                {person.full_name?.trim() || UNNAMED_USER} ({person.email})
              </option>
            ))
          : null}
      </SelectField>
      <button type="button" className="button button-secondary" disabled={busy} onClick={ask}>
        {purpose === 'review' ? 'Ask to Approve the Review' : 'Ask for Approval'}
      </button>
      <ActionResultMessage result={result} />
      {/* Only a team that asks a named approver is told the way round it (docs/product.md,
          Approval); a team whose publisher approves already took it. */}
      {policy.approval_mode !== 'publisher' &&
      people.state === 'ready' &&
      people.data.length === 1 ? (
        <p className="hint">
          You are your team’s only member. To approve as you publish, without an email, choose
          &ldquo;The publisher approves&rdquo; under{' '}
          <Link to="/dashboard/policies#approval-setting-title">Who approves a new version</Link>.
        </p>
      ) : null}
    </div>
  );
}

function EmailAgain({ request }: { request: PolicyApproval }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  async function send() {
    setState('busy');
    const { emailed } = await emailApprover(await getSupabase(), request.id);
    setState(emailed ? 'sent' : 'failed');
  }
  return (
    <>
      <button
        type="button"
        className="button button-small button-secondary"
        disabled={state === 'busy'}
        onClick={() => void send()}
      >
        Email Again
      </button>
      {state === 'sent' ? (
        <FormMessage kind="success">The email is sent to {request.approver_name}.</FormMessage>
      ) : null}
      {state === 'failed' ? (
        <FormMessage kind="error">The email could not be sent. Please try again.</FormMessage>
      ) : null}
    </>
  );
}

/** The latest request in words, with Email Again while it waits. */
function RequestStatus({ request, revision }: { request: PolicyApproval; revision?: number }) {
  return (
    <p role="status">
      {requestStatus(request, revision)}
      {request.status === 'pending' ? (
        <>
          {' '}
          <EmailAgain request={request} />
        </>
      ) : null}
    </p>
  );
}

/** The draft's approval: who was asked and their answer, and asking (again). */
export function DraftApproval({
  policy,
  draftId,
  revision,
  approvals,
  onChanged,
}: {
  policy: TeamPolicy;
  draftId: string;
  revision: number;
  approvals: readonly PolicyApproval[];
  onChanged: () => Promise<void>;
}) {
  const request = latestRequest(approvals, draftId, 'publication');
  const approvedNow = request?.status === 'approved' && request.revision === revision;
  return (
    <section className="card" aria-labelledby="approval-title">
      <h3 id="approval-title">Approval</h3>
      {policy.approval_mode === 'publisher' && !approvedNow ? (
        <p>
          Your team chose that the publisher approves: you give the reason for the change when you
          publish, and the record says the publisher approved it.
        </p>
      ) : null}
      {request ? (
        <RequestStatus request={request} revision={revision} />
      ) : policy.approval_mode === 'approver' ? (
        <p>Publishing waits for the approval of a member you name, with their reason.</p>
      ) : null}
      {request?.status === 'pending' || approvedNow ? null : (
        <AskApprover
          policy={policy}
          purpose="publication"
          revision={revision}
          onAsked={onChanged}
        />
      )}
    </section>
  );
}

/** The yearly review of the current version, unchanged: an approval with its own date. */
export function ReviewStep({
  policy,
  currentId,
  approvals,
  onChanged,
}: {
  policy: TeamPolicy;
  currentId: string;
  approvals: readonly PolicyApproval[];
  onChanged: () => Promise<void>;
}) {
  const request = latestRequest(approvals, currentId, 'review');
  const [reason, setReason] = useState('');
  const { busy, result, run, setResult } = useAction('The review could not be recorded.');

  function record() {
    if (!reason.trim()) {
      setResult({ kind: 'error', text: 'Give the reason for the review.' });
      return;
    }
    void run(async () => {
      await recordReview(await getSupabase(), policy.id, reason);
      setReason('');
      await onChanged();
      return 'The review is recorded; the next review date moved.';
    });
  }

  return (
    <section className="card" aria-labelledby="review-title">
      <h2 id="review-title">Record a review</h2>
      <p>
        When the policy is still right as it is, record its review without a new version: it is an
        approval of the current version, and the next review date moves.
        {policy.last_reviewed_at ? ` Last reviewed ${utcDay(policy.last_reviewed_at)}.` : ''}
      </p>
      {request ? <RequestStatus request={request} /> : null}
      {policy.approval_mode === 'publisher' ? (
        <>
          <ReasonField
            label="Reason for the review (required)"
            rows={2}
            value={reason}
            onValue={setReason}
          />
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={record}
          >
            Record Review
          </button>
          <ActionResultMessage result={result} />
        </>
      ) : request?.status === 'pending' ? null : (
        <AskApprover policy={policy} purpose="review" onAsked={onChanged} />
      )}
    </section>
  );
}

/** Retiring: the policy leaves the members' list; its versions stay as records. */
export function RetireStep({
  policy,
  onChanged,
}: {
  policy: TeamPolicy;
  onChanged: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const retiring = useAction('The policy could not be retired.');

  const retire = () =>
    retiring.run(async () => {
      await retirePolicy(await getSupabase(), policy.id, reason);
      setOpen(false);
      await onChanged();
    });

  return (
    <TitledSection id="retire-title" title="Retire this policy">
      <p>
        A retired policy leaves your members&apos; list and nobody is asked to accept it. Its
        versions and acceptances stay in the records, and the register says from when.
      </p>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Retire Policy
      </button>
      {open ? (
        <ConfirmDialog
          title={`Retire the ${policy.title}?`}
          confirmLabel="Retire Policy"
          busy={retiring.busy}
          error={retiring.error}
          canConfirm={reason.trim() !== ''}
          onConfirm={() => void retire()}
          onCancel={() => setOpen(false)}
        >
          <ReasonField
            label="Reason for retiring (required)"
            rows={2}
            value={reason}
            onValue={setReason}
          />
        </ConfirmDialog>
      ) : null}
    </TitledSection>
  );
}
