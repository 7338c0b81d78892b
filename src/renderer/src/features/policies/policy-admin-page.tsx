// Dashboard → Policies → one policy (docs/product.md#policies, docs/decisions.md PP1, PA1): edit
// the draft section by section, have it approved and publish it as a version nobody can change,
// record reviews, see who accepted which version and remind the others, compare versions,
// download any version as a Word file, retire the policy.
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { platform } from '#platform';
import { countOf } from '@shared/plural';
import { diffDocuments } from '@shared/policy-diff';
import type { PolicyDocumentSection } from '@shared/policy-document';
import { DOCX_IMPORT_MIME_TYPE } from '@shared/policy-import-limits';
import { RequireSession, ADMIN_ROLES } from '../../app/guards';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage, TextAreaField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { DashboardSections } from '../team/dashboard-sections';
import { UNNAMED_USER } from '../team/team-progress';
import { PolicyDocumentSections } from '../templates/policy-text';
import {
  downloadImportedOriginal,
  getImportedOriginal,
  getPolicyPeople,
  getPolicyRecord,
  saveDraft,
  saveDraftDetails,
  sendReminders,
  startRevision,
  type DraftDetails,
  type PolicyRecord,
  type PolicyVersion,
  type TeamPolicy,
} from './data';
import { DraftApproval, RetireStep, ReviewStep } from './approval-steps';
import {
  latestRequest,
  publishPolicy,
  withApprovals,
  type PolicyApproval,
  type VersionApprovals,
} from './approvals-data';
import { DiffView } from './diff-view';
import {
  REVIEW_CYCLES,
  approvalText,
  reviewCycleLabel,
  shortHash,
  versionDetails,
  versionText,
} from './policy-rules';
import { utcDay } from '@shared/utc-day';
import { refreshPoliciesToAccept } from './policies-to-accept';
import { ReviewDate } from './review-date';
import { SectionEditor } from './section-editor';

function PolicyAdminPage() {
  const { policyId = '' } = useParams();
  return (
    <RequireSession roles={ADMIN_ROLES} otherwise="/library">
      {(profile) =>
        profile.team_id ? (
          <PolicyAdmin policyId={policyId} />
        ) : (
          <div className="container">
            <PageHeader title="Policy" />
            <FormMessage kind="error">No team assigned to this account.</FormMessage>
          </div>
        )
      }
    </RequireSession>
  );
}

function BackLink() {
  return (
    <Link className="text-link back-link" to="/dashboard/policies">
      <span aria-hidden="true">←</span> All policies
    </Link>
  );
}

function PolicyAdmin({ policyId }: { policyId: string }) {
  const record = useQuery(['policy-record', policyId], (client, signal) =>
    getPolicyRecord(client, policyId, signal),
  );
  if (record.state === 'loading') {
    return (
      <div className="container">
        <PageHeader title="Policy" />
        <p role="status">Loading policy...</p>
      </div>
    );
  }
  if (record.state === 'error' || !record.data) {
    return (
      <div className="container">
        <PageHeader title="Policy not found" />
        <BackLink />
        <FormMessage kind="error">
          {record.state === 'error' ? 'Failed to load the policy' : 'Policy not found'}
        </FormMessage>
      </div>
    );
  }
  return <PolicyRecordView record={record.data} onChanged={record.refresh} />;
}

function PolicyRecordView({
  record,
  onChanged,
}: {
  record: PolicyRecord;
  onChanged: () => Promise<void>;
}) {
  const { policy, approvals } = record;
  const versions = record.versions.map((version) => withApprovals(version, approvals));
  const draft = versions.find((version) => version.published_at === null) ?? null;
  const current = versions.find((version) => version.published_at !== null) ?? null;
  const published = versions.filter((version) => version.published_at !== null);
  const retired = policy.retired_at !== null;
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function startEditing() {
    setStarting(true);
    setStartError(null);
    setDone(null);
    try {
      await startRevision(await getSupabase(), policy.id);
      await onChanged();
    } catch (failure) {
      setStartError(failure instanceof Error ? failure.message : 'The draft could not be started.');
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className="container">
      <PageHeader
        title={policy.title}
        lead={
          current
            ? `Version ${current.number} · ${approvalText(current)}`
            : 'Draft, not published yet: members do not see it.'
        }
      />
      <DashboardSections />
      <BackLink />
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
          policy={policy}
          draft={draft}
          approvals={approvals}
          onChanged={onChanged}
          onPublished={(number) => {
            setDone(`Version ${number} is published. Members are asked to accept it.`);
            void refreshPoliciesToAccept();
          }}
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
            disabled={starting}
            onClick={() => void startEditing()}
          >
            {starting ? 'Starting...' : `Start Version ${(current?.number ?? 0) + 1}`}
          </button>
          {startError ? <FormMessage kind="error">{startError}</FormMessage> : null}
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
    </div>
  );
}

/** An imported policy's original Word file, kept with it for its admins (docs/decisions.md PI1). */
function ImportedOriginal({ policyId }: { policyId: string }) {
  const original = useQuery(['policy-imported-original', policyId], (client, signal) =>
    getImportedOriginal(client, policyId, signal),
  );
  const [failed, setFailed] = useState(false);
  if (original.state !== 'ready' || !original.data) return null;
  const { path, fileName } = original.data;

  async function download() {
    setFailed(false);
    try {
      const data = await downloadImportedOriginal(await getSupabase(), path);
      await platform.saveFile({ suggestedName: fileName, mimeType: DOCX_IMPORT_MIME_TYPE, data });
    } catch {
      setFailed(true);
    }
  }

  return (
    <section aria-labelledby="original-title">
      <h2 id="original-title">Imported file</h2>
      <p>
        This policy was imported from {fileName}. The original is kept with it, for the team&apos;s
        admins.
      </p>
      <button type="button" className="button button-secondary" onClick={() => void download()}>
        Download the original file
      </button>
      {failed ? (
        <FormMessage kind="error">The file could not be downloaded. Please try again.</FormMessage>
      ) : null}
    </section>
  );
}

// ─── The draft ───────────────────────────────────────────────────────────────────────────────

function DraftEditor({
  policy,
  draft,
  approvals,
  onChanged,
  onPublished,
}: {
  policy: TeamPolicy;
  draft: PolicyVersion;
  approvals: readonly PolicyApproval[];
  onChanged: () => Promise<void>;
  onPublished: (number: number) => void;
}) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const details = versionDetails(draft);
  const request = latestRequest(approvals, draft.id, 'publication');
  const approval =
    request?.status === 'approved' && request.revision === draft.revision ? request : null;
  const canPublish = approval !== null || policy.approval_mode === 'publisher';

  async function saveSections(sections: PolicyDocumentSection[]) {
    setBusy(true);
    setRefusal(null);
    try {
      await saveDraft(
        await getSupabase(),
        policy.id,
        { ...draft.source, sections },
        draft.revision,
      );
      setEditing(null);
      await onChanged();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The section could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  const sections = draft.source.sections;
  const editorFor = (index: number | 'new') => {
    const section: PolicyDocumentSection = (index === 'new' ? undefined : sections[index]) ?? {
      title: '',
      blocks: [{ type: 'paragraph', text: '' }],
    };
    return (
      <SectionEditor
        key={`${String(index)}-${draft.revision}`}
        section={section}
        busy={busy}
        error={refusal}
        onCancel={() => {
          setEditing(null);
          setRefusal(null);
        }}
        onSave={(edited) =>
          void saveSections(
            index === 'new'
              ? [...sections, edited]
              : sections.map((old, i) => (i === index ? edited : old)),
          )
        }
        {...(index === 'new' || sections.length < 2
          ? {}
          : { onRemove: () => void saveSections(sections.filter((_, i) => i !== index)) })}
      />
    );
  };

  return (
    <section aria-labelledby="draft-title">
      <h2 id="draft-title">Draft of version {draft.number}</h2>
      <p className="hint">
        Last saved {new Date(draft.updated_at).toLocaleString()}. The draft is shown as it will be
        published.
      </p>
      <DetailsForm policy={policy} draft={draft} onChanged={onChanged} />
      <div className="draft-text policy-preview">
        {sections.map((section, index) =>
          editing === index ? (
            <div key={index}>{editorFor(index)}</div>
          ) : (
            <div key={index} className="draft-section">
              <PolicyDocumentSections
                document={{ title: draft.source.title, sections: [section] }}
                details={details}
              />
              <button
                type="button"
                className="button button-small button-secondary"
                aria-label={`Edit section ${section.title}`}
                disabled={editing !== null}
                onClick={() => {
                  setRefusal(null);
                  setEditing(index);
                }}
              >
                Edit
              </button>
            </div>
          ),
        )}
        {editing === 'new' ? editorFor('new') : null}
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={editing !== null}
          onClick={() => setEditing('new')}
        >
          Add Section
        </button>
      </div>
      <DraftApproval
        policy={policy}
        draftId={draft.id}
        revision={draft.revision}
        approvals={approvals}
        onChanged={onChanged}
      />
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={editing !== null || !canPublish}
          aria-describedby={canPublish ? undefined : 'publish-waits'}
          onClick={() => setPublishing(true)}
        >
          Publish Version {draft.number}
        </button>
        {canPublish ? null : (
          <p id="publish-waits" className="hint">
            Publishing waits for the approver&apos;s approval of this draft.
          </p>
        )}
      </div>
      {publishing ? (
        <PublishDialog
          policy={policy}
          draft={draft}
          approval={approval}
          onClose={() => setPublishing(false)}
          onPublished={async () => {
            setPublishing(false);
            onPublished(draft.number);
            await onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

function PublishDialog({
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

function DetailsForm({
  policy,
  draft,
  onChanged,
}: {
  policy: TeamPolicy;
  draft: PolicyVersion;
  onChanged: () => Promise<void>;
}) {
  const id = useId();
  const initial: DraftDetails = {
    companyName: draft.company_name,
    policyOwner: draft.policy_owner,
    approver: draft.approver,
    effectiveOn: draft.effective_on,
    reviewMonths: draft.review_months,
  };
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });
  const changed = JSON.stringify(values) !== JSON.stringify(initial);

  async function save() {
    setState({ busy: true, message: null, ok: false });
    try {
      await saveDraftDetails(await getSupabase(), policy.id, values, draft.revision);
      setState({ busy: false, message: 'The details are saved.', ok: true });
      await onChanged();
    } catch (failure) {
      setState({
        busy: false,
        message: failure instanceof Error ? failure.message : 'The details could not be saved.',
        ok: false,
      });
    }
  }

  const text = (field: 'companyName' | 'policyOwner' | 'approver', label: string) => (
    <div className="form-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        required
        maxLength={200}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      className="card customise-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-title`}>Details</h3>
      <div className="customise-fields">
        {text('companyName', 'Company name')}
        {text('policyOwner', 'Policy owner')}
        {text('approver', 'Approver')}
        <div className="form-field">
          <label htmlFor={`${id}-effective`}>Effective date</label>
          <input
            id={`${id}-effective`}
            type="date"
            required
            value={values.effectiveOn}
            onChange={(event) => setValues({ ...values, effectiveOn: event.target.value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-review`}>Review cycle</label>
          <select
            id={`${id}-review`}
            value={values.reviewMonths}
            onChange={(event) => setValues({ ...values, reviewMonths: Number(event.target.value) })}
          >
            {REVIEW_CYCLES.map((cycle) => (
              <option key={cycle.months} value={cycle.months}>
                {cycle.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.message ? (
        <FormMessage kind={state.ok ? 'success' : 'error'}>{state.message}</FormMessage>
      ) : null}
      <button type="submit" className="button button-secondary" disabled={!changed || state.busy}>
        {state.busy ? 'Saving...' : 'Save Details'}
      </button>
    </form>
  );
}

// ─── Who accepted ────────────────────────────────────────────────────────────────────────────

function Acceptances({ policy, current }: { policy: TeamPolicy; current: PolicyVersion }) {
  const people = useQuery(['policy-people', policy.id, current.id], (client, signal) =>
    getPolicyPeople(client, policy.id, signal),
  );
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function remind(memberIds?: string[]) {
    setBusy(true);
    setResult(null);
    try {
      const { sent, failed } = await sendReminders(await getSupabase(), policy.id, memberIds);
      setResult({
        ok: true,
        text:
          sent === 0
            ? 'Nobody to remind: everyone who has not accepted was reminded in the last hour.'
            : `Reminder sent to ${countOf(sent, 'people')}.` +
              (failed ? ` ${countOf(failed, 'people')} could not be emailed.` : ''),
      });
      await people.refresh();
    } catch (failure) {
      setResult({
        ok: false,
        text: failure instanceof Error ? failure.message : 'The reminders could not be sent.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="acceptance-title">
      <div className="toolbar">
        <h2 id="acceptance-title">Acceptance of version {current.number}</h2>
        {people.state === 'ready' ? (
          <p className="hint" role="status">
            {people.data.filter((person) => person.accepted_at).length} of{' '}
            {countOf(people.data.length, 'people')} accepted
          </p>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          disabled={
            busy || people.state !== 'ready' || people.data.every((person) => person.accepted_at)
          }
          onClick={() => void remind()}
        >
          Remind Everyone Who Has Not Accepted
        </button>
      </div>
      {result ? (
        <FormMessage kind={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>
      ) : null}
      {people.state === 'loading' ? <p role="status">Loading people...</p> : null}
      {people.state === 'error' ? (
        <FormMessage kind="error">Failed to load who has accepted</FormMessage>
      ) : null}
      {people.state === 'ready' ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Acceptances">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Last reminded</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {people.data.map((person) => {
                const name = person.full_name?.trim() || UNNAMED_USER;
                return (
                  <tr key={person.user_id}>
                    <th scope="row">{name}</th>
                    <td>{person.email}</td>
                    <td>
                      {person.accepted_at
                        ? `Accepted ${utcDay(person.accepted_at)}`
                        : person.accepted_number
                          ? `Not yet (accepted version ${person.accepted_number})`
                          : 'Not yet'}
                    </td>
                    <td>
                      {person.reminded_at ? new Date(person.reminded_at).toLocaleString() : '—'}
                    </td>
                    <td>
                      {person.accepted_at ? null : (
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          aria-label={`Remind ${name}`}
                          disabled={busy}
                          onClick={() => void remind([person.user_id])}
                        >
                          Remind
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

// ─── Versions ────────────────────────────────────────────────────────────────────────────────

function Versions({
  record,
  versions,
  current,
  published,
  draft,
}: {
  record: PolicyRecord;
  versions: (PolicyVersion & VersionApprovals)[];
  current: PolicyVersion;
  published: (PolicyVersion & VersionApprovals)[];
  draft: PolicyVersion | null;
}) {
  const id = useId();
  const [failed, setFailed] = useState(false);
  const choices = draft ? [draft, ...published] : published;
  const [from, setFrom] = useState((published[1] ?? current).id);
  const [to, setTo] = useState((draft ?? current).id);
  const label = (version: PolicyVersion) =>
    version.published_at ? `Version ${version.number}` : `Draft of version ${version.number}`;
  const before = choices.find((version) => version.id === from) ?? current;
  const after = choices.find((version) => version.id === to) ?? current;
  const lines = useMemo(
    () => diffDocuments(versionText(before), versionText(after)),
    [before, after],
  );

  async function download(version: PolicyVersion & VersionApprovals) {
    setFailed(false);
    try {
      const { versionDocx } = await import('./version-docx');
      await platform.saveFile(await versionDocx(version, versions, record.policy.template_id));
    } catch {
      setFailed(true);
    }
  }

  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      {failed ? (
        <FormMessage kind="error">The document could not be created. Please try again.</FormMessage>
      ) : null}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Versions">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Effective</th>
              <th scope="col">Approval</th>
              <th scope="col">Reason for change</th>
              <th scope="col">Published</th>
              <th scope="col">Content hash (SHA-256)</th>
              <th scope="col">Word file</th>
            </tr>
          </thead>
          <tbody>
            {published.map((version) => (
              <tr key={version.id}>
                <th scope="row">{version.number}</th>
                <td>{version.effective_on}</td>
                <td>{approvalText(version)}</td>
                <td>{version.approval?.reason ?? '—'}</td>
                <td>
                  {version.published_by_name} on {utcDay(version.published_at ?? '')}
                </td>
                <td>
                  <code title={version.content_hash ?? ''}>{shortHash(version.content_hash)}</code>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    onClick={() => void download(version)}
                  >
                    Download Version {version.number}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {choices.length > 1 ? (
        <div className="version-compare">
          <h3>Compare versions</h3>
          <div className="toolbar">
            <div className="filter-field">
              <label htmlFor={`${id}-from`}>From</label>
              <select
                id={`${id}-from`}
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              >
                {choices.map((version) => (
                  <option key={version.id} value={version.id}>
                    {label(version)}
                  </option>
                ))}
              </select>
            </div>
            <div className="filter-field">
              <label htmlFor={`${id}-to`}>To</label>
              <select id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value)}>
                {choices.map((version) => (
                  <option key={version.id} value={version.id}>
                    {label(version)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <DiffView lines={lines} label={`Changes from ${label(before)} to ${label(after)}`} />
        </div>
      ) : null}
    </section>
  );
}

export { PolicyAdminPage as Component };
