import { useState } from 'react';
import { FormMessage } from '../../../components/form-field';
import { ActionResultMessage, useAction } from '../../../components/action-result';
import { getSupabase } from '../../../lib/supabase';
import { DashboardPage } from '../../../components/dashboard-sections';
import { startRevision, type PolicyRecord } from '../../../lib/policies/data';
import { RetireStep, ReviewStep } from '../approval-steps';
import { withApprovals } from '../../../lib/policies/approvals-data';
import { approvalText, reviewCycleLabel } from '../policy-rules';
import { utcDay } from '@shared/utc-day';
import { ReviewDate } from '../review-date';
import { BackLink } from '../../../components/back-link';
import { ImportedOriginal } from './imported-original';
import { DraftEditor } from './draft-editor';
import { Acceptances } from './acceptances';
import { Versions } from './versions';

export function PolicyRecordView({
  teamId,
  record,
  onChanged,
}: {
  teamId: string;
  record: PolicyRecord;
  onChanged: () => Promise<void>;
}) {
  const { policy, approvals } = record;
  const versions = record.versions.map((version) => withApprovals(version, approvals));
  const draft = versions.find((version) => version.published_at === null) ?? null;
  const current = versions.find((version) => version.published_at !== null) ?? null;
  const published = versions.filter((version) => version.published_at !== null);
  const retired = policy.retired_at !== null;
  const starting = useAction('The draft could not be started.');
  const [done, setDone] = useState<string | null>(null);

  function startEditing() {
    setDone(null);
    return starting.run(async () => {
      await startRevision(await getSupabase(), policy.id);
      await onChanged();
    });
  }

  return (
    <DashboardPage
      title={policy.title}
      lead={
        current
          ? `Version ${current.number} · ${approvalText(current)}`
          : 'Draft, not published yet: members do not see it.'
      }
    >
      <BackLink to="/dashboard/policies">All policies</BackLink>
      {done ? <FormMessage kind="success">{done}</FormMessage> : null}
      {retired ? (
        <p className="form-message" role="status">
          Retired on {utcDay(policy.retired_at ?? '')}. Members no longer see it or are asked to
          accept it; its versions and acceptances stay in the records.
        </p>
      ) : null}
      {current && !retired ? (
        <p>
          Next review: <ReviewDate policy={policy} /> (
          {reviewCycleLabel(current.review_months).toLowerCase()})
        </p>
      ) : null}
      {retired ? null : draft ? (
        <DraftEditor
          teamId={teamId}
          policy={policy}
          draft={draft}
          approvals={approvals}
          onChanged={onChanged}
          onPublished={(number, kind) =>
            setDone(
              kind === 'editorial'
                ? `Version ${number} is published as an editorial change. Members who accepted the previous version are not asked again.`
                : `Version ${number} is published. Members are asked to accept it.`,
            )
          }
        />
      ) : (
        <section className="card" aria-labelledby="edit-title">
          <h2 id="edit-title">Edit this policy</h2>
          <p>
            Version {current?.number} cannot change. Editing starts version{' '}
            {(current?.number ?? 0) + 1} as a draft; members keep the current version until you
            publish it.
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={starting.busy}
            onClick={() => void startEditing()}
          >
            {starting.busy ? 'Starting...' : `Start Version ${(current?.number ?? 0) + 1}`}
          </button>
          <ActionResultMessage result={starting.result} />
        </section>
      )}
      {current && !retired ? (
        <ReviewStep
          policy={policy}
          currentId={current.id}
          approvals={approvals}
          onChanged={onChanged}
        />
      ) : null}
      {current && !retired ? <Acceptances policy={policy} current={current} /> : null}
      {current ? (
        <Versions
          key={versions.map((version) => version.id).join()}
          record={record}
          versions={versions}
          current={current}
          published={published}
          draft={draft}
        />
      ) : null}
      {policy.template_id === null ? <ImportedOriginal policyId={policy.id} /> : null}
      {retired ? null : <RetireStep policy={policy} onChanged={onChanged} />}
    </DashboardPage>
  );
}
