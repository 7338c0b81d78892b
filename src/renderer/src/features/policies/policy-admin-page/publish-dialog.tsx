import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from '../../../components/form-field';
import { RadioGroup } from '../../../components/radio-group';
import { getSupabase } from '../../../lib/supabase';
import { type PolicyVersion, type TeamPolicy } from '../../../lib/policies/data';
import { publishPolicy, type PolicyApproval } from '../../../lib/policies/approvals-data';
import { setChangeKind, type ChangeKind } from '../../../lib/policies/template-updates-data';

/** What publishing asks of members, by the version's kind (docs/decisions.md TU1). */
const ASKED: Record<ChangeKind, string> = {
  material: 'everyone in the team is asked to accept it',
  editorial:
    'members who accepted the previous version are not asked again: their acceptance carries over',
};

const CHANGE_KINDS: Record<ChangeKind, string> = {
  material: 'Material: members accept the new version',
  editorial: 'Editorial: wording only, members are not asked again',
};

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
  onPublished: (kind: ChangeKind) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  // A first version is always material; a later one defaults to what the draft says (the template
  // release's kind when it came from a template update).
  const [kind, setKind] = useState<ChangeKind>(
    draft.change_kind === 'editorial' ? 'editorial' : 'material',
  );
  async function publish() {
    setBusy(true);
    setRefusal(null);
    try {
      if (kind !== draft.change_kind) await setChangeKind(await getSupabase(), policy.id, kind);
      await publishPolicy(
        await getSupabase(),
        policy.id,
        draft.revision,
        approval ? undefined : reason,
      );
      await onPublished(kind);
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
          It takes effect {draft.effective_on}. Once published it cannot be changed, and{' '}
          {ASKED[kind]}.
        </p>
      ) : (
        <>
          <p>
            Your team chose that the publisher approves: you approve this text as version{' '}
            {draft.number}, effective {draft.effective_on}, and the record says so. Once published
            it cannot be changed, and {ASKED[kind]}.
          </p>
          <ReasonField
            label="Reason for change (required)"
            rows={3}
            value={reason}
            onValue={setReason}
          />
        </>
      )}
      {draft.number > 1 ? (
        <RadioGroup
          legend="This change is"
          name="change-kind"
          value={kind}
          choices={CHANGE_KINDS}
          onChange={setKind}
        />
      ) : null}
    </ConfirmDialog>
  );
}
