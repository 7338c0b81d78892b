import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextAreaField } from '../../../components/form-field';
import { getSupabase } from '../../../lib/supabase';
import { type PolicyVersion, type TeamPolicy } from '../../../lib/policies/data';
import { publishPolicy, type PolicyApproval } from '../../../lib/policies/approvals-data';

export function PublishDialog({
  policy,
  draft,
  approval,
  onClose,
  onPublished,
}: {
  policy: TeamPolicy;
  draft: PolicyVersion;
  /** The approver's approval of this draft; null when the publisher approves. */
  approval: PolicyApproval | null;
  onClose: () => void;
  onPublished: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  async function publish() {
    setBusy(true);
    setRefusal(null);
    try {
      await publishPolicy(
        await getSupabase(),
        policy.id,
        draft.revision,
        approval ? undefined : reason,
      );
      await onPublished();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The policy could not be published.');
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      title={`Publish version ${draft.number} of the ${policy.title}?`}
      confirmLabel={approval ? 'Publish' : 'Approve and Publish'}
      tone="primary"
      busy={busy}
      error={refusal}
      canConfirm={approval !== null || reason.trim() !== ''}
      onConfirm={() => void publish()}
      onCancel={onClose}
    >
      {approval ? (
        <p>
          {approval.approver_name} approved this text as version {draft.number}: {approval.reason}.
          It takes effect {draft.effective_on}. Once published it cannot be changed, and everyone in
          the team is asked to accept it.
        </p>
      ) : (
        <>
          <p>
            Your team chose that the publisher approves: you approve this text as version{' '}
            {draft.number}, effective {draft.effective_on}, and the record says so. Once published
            it cannot be changed, and everyone in the team is asked to accept it.
          </p>
          <TextAreaField
            label="Reason for change (required)"
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
