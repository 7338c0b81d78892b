// The approval steps of a policy's admin page (docs/decisions.md PA1): ask the named approver,
// see their answer, record a review, retire the policy. The database decides each of them.
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage, TextAreaField } from '../../components/form-field';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { UNNAMED_USER } from '../team/team-progress';
import {
  emailApprover,
  latestRequest,
  recordReview,
  requestApproval,
  retirePolicy,
  type ApprovalPurpose,
  type PolicyApproval,
} from './approvals-data';
import { getPolicyPeople, type TeamPolicy } from './data';
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
  const id = useId();
  const people = useQuery(['policy-people', policy.id, 'approvers'], (client, signal) =>
    getPolicyPeople(client, policy.id, signal),
  );
  const [approver, setApprover] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function ask() {
    if (!approver) {
      setMessage({ ok: false, text: 'Choose the approver.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { emailed } = await requestApproval(await getSupabase(), {
        policyId: policy.id,
        purpose,
        approverId: approver,
        ...(revision === undefined ? {} : { revision }),
      });
      if (!emailed) {
        setMessage({
          ok: false,
          text: 'The request is saved but the email could not be sent. Use Email Again.',
        });
      }
      await onAsked();
    } catch (failure) {
      setMessage({
        ok: false,
        text: failure instanceof Error ? failure.message : 'The approval could not be asked for.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="toolbar">
      <div className="filter-field">
        <label htmlFor={`${id}-approver`}>Approver (required)</label>
        <select
          id={`${id}-approver`}
          required
          value={approver}
          onChange={(event) => setApprover(event.target.value)}
        >
          <option value="">Choose a member</option>
          {people.state === 'ready'
            ? people.data.map((person) => (
                <option key={person.user_id} value={person.user_id}>
                  {person.full_name?.trim() || UNNAMED_USER} ({person.email})
                </option>
              ))
            : null}
        </select>
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => void ask()}
      >
        {purpose === 'review' ? 'Ask to Approve the Review' : 'Ask for Approval'}
      </button>
      {message ? (
        <FormMessage kind={message.ok ? 'success' : 'error'}>{message.text}</FormMessage>
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
        <p role="status">
          {requestStatus(request, revision)}
          {request.status === 'pending' ? (
            <>
              {' '}
              <EmailAgain request={request} />
            </>
          ) : null}
        </p>
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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function record() {
    if (!reason.trim()) {
      setMessage({ ok: false, text: 'Give the reason for the review.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await recordReview(await getSupabase(), policy.id, reason);
      setReason('');
      setMessage({ ok: true, text: 'The review is recorded; the next review date moved.' });
      await onChanged();
    } catch (failure) {
      setMessage({
        ok: false,
        text: failure instanceof Error ? failure.message : 'The review could not be recorded.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="review-title">
      <h2 id="review-title">Record a review</h2>
      <p>
        When the policy is still right as it is, record its review without a new version: it is an
        approval of the current version, and the next review date moves.
        {policy.last_reviewed_at ? ` Last reviewed ${utcDay(policy.last_reviewed_at)}.` : ''}
      </p>
      {request ? (
        <p role="status">
          {requestStatus(request)}
          {request.status === 'pending' ? (
            <>
              {' '}
              <EmailAgain request={request} />
            </>
          ) : null}
        </p>
      ) : null}
      {policy.approval_mode === 'publisher' ? (
        <>
          <TextAreaField
            label="Reason for the review (required)"
            rows={2}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void record()}
          >
            Record Review
          </button>
          {message ? (
            <FormMessage kind={message.ok ? 'success' : 'error'}>{message.text}</FormMessage>
          ) : null}
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
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function retire() {
    setBusy(true);
    setRefusal(null);
    try {
      await retirePolicy(await getSupabase(), policy.id, reason);
      setOpen(false);
      await onChanged();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The policy could not be retired.');
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="retire-title">
      <h2 id="retire-title">Retire this policy</h2>
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
          busy={busy}
          error={refusal}
          canConfirm={reason.trim() !== ''}
          onConfirm={() => void retire()}
          onCancel={() => setOpen(false)}
        >
          <TextAreaField
            label="Reason for retiring (required)"
            rows={2}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
