// /approvals/<id>, for the member named as a policy's approver (docs/decisions.md PA1): the
// version to approve, what changed since the last published version, and Approve with the reason
// for the change or Send Back with a comment. The database decides who may answer and when.
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { diffDocuments } from '@shared/policy-diff';
import type { PolicyDetails } from '@shared/policy-document';
import { RequireSession } from '../../session/guards';
import { FormMessage, ReasonField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { policyKeys } from '../../lib/policies/keys';
import { PolicyDocumentSections } from '../../components/policy-text';
import {
  decideApproval,
  getApprovalReview,
  type ApprovalReview,
} from '../../lib/policies/approvals-data';
import { DiffView } from './diff-view';
import { utcDay } from '@shared/utc-day';

/** The text to approve has its placeholders filled already. */
const FILLED: PolicyDetails = {
  companyName: '',
  policyOwner: '',
  approver: '',
  effectiveDate: '',
  version: '',
};

function ApprovalPage() {
  const { approvalId = '' } = useParams();
  return (
    <RequireSession>
      {(profile) => <Approval approvalId={approvalId} me={profile.id} />}
    </RequireSession>
  );
}

function Approval({ approvalId, me }: { approvalId: string; me: string }) {
  const review = useQuery(policyKeys.approval(approvalId), (client, signal) =>
    getApprovalReview(client, approvalId, signal),
  );
  if (review.state === 'ready' && review.data) {
    return (
      <ApprovalView
        review={review.data}
        me={me}
        onAnswered={() => invalidateQueries(policyKeys.all)}
      />
    );
  }
  return (
    <div className="container narrow">
      {review.state === 'loading' ? (
        <>
          <PageHeader title="Approval" />
          <p role="status">Loading the version to approve...</p>
        </>
      ) : (
        <>
          <PageHeader title="Approval not found" />
          <FormMessage kind="error">
            {review.state === 'error'
              ? 'Failed to load the approval request'
              : 'This approval request was not asked of you.'}
          </FormMessage>
        </>
      )}
    </div>
  );
}

function ApprovalView({
  review,
  me,
  onAnswered,
}: {
  review: ApprovalReview;
  /** The signed-in person: only the approver asked answers; the team's admins only read. */
  me: string;
  onAnswered: () => Promise<void>;
}) {
  const { approval } = review;
  const isReview = approval.purpose === 'review';
  const title = isReview
    ? `Review of the ${approval.policy_title}, version ${approval.version_number}`
    : `Approve version ${approval.version_number} of the ${approval.policy_title}`;
  const lines = useMemo(
    () => (review.previousContent ? diffDocuments(review.previousContent, review.content) : []),
    [review],
  );
  return (
    <div className="container narrow">
      <PageHeader
        title={title}
        lead={`${approval.requested_by_name} asked you on ${utcDay(approval.requested_at)}.`}
      />
      {approval.approver_id === me ? (
        <Answer review={review} onAnswered={onAnswered} />
      ) : (
        <p className="hint">Asked of {approval.approver_name}: only they can answer.</p>
      )}
      {isReview ? (
        <p>
          This is the yearly review of the version in force: approve it if it is still right. Its
          text is below.
        </p>
      ) : review.previousContent ? (
        <section aria-labelledby="changes-title">
          <h2 id="changes-title">What changed since version {review.previousNumber}</h2>
          <DiffView
            lines={lines}
            label={`Changes from version ${review.previousNumber} to version ${approval.version_number}`}
          />
        </section>
      ) : (
        <p>This is the first version: there is no earlier one to compare with.</p>
      )}
      <section aria-labelledby="text-title">
        <h2 id="text-title">Version {approval.version_number} as it will be in force</h2>
        <div className="policy-preview">
          <PolicyDocumentSections document={review.content} details={FILLED} />
        </div>
      </section>
    </div>
  );
}

function Answer({
  review,
  onAnswered,
}: {
  review: ApprovalReview;
  onAnswered: () => Promise<void>;
}) {
  const { approval } = review;
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<{ reason?: string; comment?: string }>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (approval.status === 'approved') {
    return (
      <FormMessage kind="success">
        You approved it on {utcDay(approval.decided_at ?? '')}: {approval.reason}
      </FormMessage>
    );
  }
  if (approval.status === 'sent_back') {
    return (
      <FormMessage kind="success">
        You sent it back on {utcDay(approval.decided_at ?? '')}: {approval.comment}
      </FormMessage>
    );
  }

  async function answer(approve: boolean) {
    const words = (approve ? reason : comment).trim();
    if (!words) {
      setMissing(
        approve
          ? { reason: 'Give the reason for the change to approve it.' }
          : { comment: 'Say what should change to send it back.' },
      );
      return;
    }
    setMissing({});
    setBusy(true);
    setRefusal(null);
    try {
      await decideApproval(await getSupabase(), approval.id, approve, words);
      await onAnswered();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'Your answer could not be saved.');
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="answer-title">
      <h2 id="answer-title">Your answer</h2>
      {review.outdated ? (
        <FormMessage kind="error">
          The draft changed after you were asked. Send it back; the admin will ask again.
        </FormMessage>
      ) : null}
      <ReasonField
        label={
          approval.purpose === 'review'
            ? 'Reason (required to approve)'
            : 'Reason for change (required to approve)'
        }
        rows={3}
        value={reason}
        error={missing.reason}
        onValue={setReason}
      />
      <button
        type="button"
        className="button button-primary"
        disabled={busy || review.outdated}
        onClick={() => void answer(true)}
      >
        Approve
      </button>
      <ReasonField
        label="Comment (required to send back)"
        rows={3}
        value={comment}
        error={missing.comment}
        onValue={setComment}
      />
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => void answer(false)}
      >
        Send Back
      </button>
      {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
    </section>
  );
}

export { ApprovalPage as Component };
