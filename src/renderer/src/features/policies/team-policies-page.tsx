// Dashboard → Policies (docs/product.md#policies, docs/decisions.md PP1): the team's adopted
// policies with their version, review date and acceptances; adopting a template; the acceptance
// register CSV. The database decides every action and words its refusals.
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import { countOf } from '@shared/plural';
import type { PolicyDetails, PolicyDocument } from '@shared/policy-document';
import { DOCX_IMPORT_MAX_BYTES, DOCX_IMPORT_MIME_TYPE } from '@shared/policy-import-limits';
import { policyTemplates } from '@content/policies/catalogue';
import { REVIEW_MONTHS } from '@content/policies/document';
import type { PolicyTemplate } from '@content/policies/types';
import { TeamAdminPage } from '../../components/team-admin-page';
import { TitledSection } from '../../components/titled-section';
import { QueryStatus } from '../../components/query-status';
import { DataTable } from '../../components/data-table';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage } from '../../components/form-field';
import { CsvExportButton, CsvExportFailure, useCsvExport } from '../../components/csv-export';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { policyKeys } from '../../lib/policies/keys';
import { teamKeys } from '../../lib/team/keys';
import { getTemplateUpdates } from '../../lib/policies/template-updates-data';
import { DashboardPage } from '../../components/dashboard-sections';
import { getTeamSettings } from '../../lib/team/data';
import { teamPlan } from '../../lib/team/team-plan';
import { PolicyDocumentSections } from '../../components/policy-text';
import {
  adoptPolicy,
  exportAcceptances,
  getTeamPolicies,
  importPolicy,
  type TeamPolicy,
} from '../../lib/policies/data';
import {
  getApprovalMode,
  setApprovalMode,
  type ApprovalMode,
} from '../../lib/policies/approvals-data';
import { type FieldProblems } from '../../components/field-problems';
import {
  REQUIRED_DETAILS,
  adoptDetailProblems,
  registerCsv,
  registerCsvFileName,
  today,
  type RequiredDetail,
} from './policy-rules';
import { utcDay } from '@shared/utc-day';
import { ReviewDate } from './review-date';
import { ReviewCycleField } from './review-cycle-field';

const POLICIES_LEAD =
  'Adopt policies from the templates, make them yours, publish them and see who has accepted them.';

function TeamPoliciesPage() {
  return (
    <TeamAdminPage title="Policies" lead={POLICIES_LEAD}>
      {(teamId) => <TeamPolicies teamId={teamId} />}
    </TeamAdminPage>
  );
}

/** "Version 2" or "Draft"; a draft of the next version is said too. */
function statusOf(policy: TeamPolicy): string {
  if (policy.retired_at) return `Retired ${utcDay(policy.retired_at)}`;
  if (policy.current_number === null) return 'Draft, not published';
  const draft = policy.draft_number ? ` · draft of version ${policy.draft_number}` : '';
  return `Version ${policy.current_number}${draft}`;
}

/** A notice per policy whose template has a newer release (docs/decisions.md TU1). */
function TemplateUpdateNotices() {
  const updates = useQuery(policyKeys.templateUpdates(), (client, signal) =>
    getTemplateUpdates(client, signal),
  );
  if (updates.state !== 'ready' || updates.data.length === 0) return null;
  return (
    <section aria-labelledby="template-updates-title" className="card">
      <h2 id="template-updates-title">Template updates</h2>
      <ul className="template-update-notices">
        {updates.data.map((update) => (
          <li key={update.policy_id}>
            <p>
              The {update.title} template has a new release (version {update.to_version},{' '}
              {update.kind} change; you adopted version {update.from_version}):{' '}
              {update.releases.map((release) => release.note).join(' ')}
            </p>
            <Link
              to={`/dashboard/policies/${update.policy_id}/template-update`}
              className="button button-small button-secondary"
            >
              Review the {update.title} update
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TeamPolicies({ teamId }: { teamId: string }) {
  const policies = useQuery(policyKeys.team(), (client, signal) => getTeamPolicies(client, signal));
  const team = useQuery(teamKeys.settings(teamId), (client, signal) =>
    getTeamSettings(client, teamId, signal),
  );
  const [adopting, setAdopting] = useState<PolicyTemplate | null>(null);
  const [importing, setImporting] = useState<ConvertedFile | null>(null);
  const csv = useCsvExport(async () => {
    const rows = await exportAcceptances(await getSupabase());
    await platform.saveFile({
      suggestedName: registerCsvFileName(),
      mimeType: CSV_MIME_TYPE,
      data: registerCsv(rows),
    });
  });

  const adopted = new Set(
    policies.state === 'ready' ? policies.data.map((policy) => policy.template_id) : [],
  );
  const plan = team.state === 'ready' ? teamPlan(team.data).plan : null;
  const limit = plan?.policyLimit ?? null;

  return (
    <DashboardPage title="Policies" lead={POLICIES_LEAD}>
      <TemplateUpdateNotices />
      <QueryStatus
        query={policies}
        loading="Loading policies..."
        failed="Failed to load the team's policies"
      >
        {(data) => (
          <section aria-labelledby="adopted-title">
            <div className="toolbar">
              <h2 id="adopted-title">Your policies</h2>
              <p className="hint" role="status">
                {countOf(data.length, 'policies')}
                {limit !== null && plan ? ` · your ${plan.name} plan includes ${limit}` : ''}
              </p>
              <CsvExportButton csv={csv}>Download acceptance register (CSV)</CsvExportButton>
            </div>
            <CsvExportFailure csv={csv}>
              The acceptance register could not be exported. Please try again.
            </CsvExportFailure>
            {data.length === 0 ? (
              <p className="empty-state">No policies yet. Adopt one of the templates below.</p>
            ) : (
              <DataTable
                label="Team policies"
                className="policies-table"
                columns={['Policy', 'Status', 'Next review', 'Accepted']}
              >
                {data.map((policy) => (
                  <tr key={policy.id}>
                    <th scope="row">
                      <Link to={`/dashboard/policies/${policy.id}`}>{policy.title}</Link>
                    </th>
                    <td>{statusOf(policy)}</td>
                    <td>
                      <ReviewDate policy={policy} />
                    </td>
                    <td>
                      {policy.current_number === null
                        ? '—'
                        : `${policy.accepted} of ${policy.accepted + policy.pending}`}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </section>
        )}
      </QueryStatus>
      <ApprovalSetting teamId={teamId} />
      <TitledSection id="templates-title" title="Adopt a policy">
        <p className="hint">
          Adopting creates your own draft of the template, filled in with your company&apos;s
          details. Members see it once you publish it.
        </p>
        <ul className="adopt-list">
          {policyTemplates.map((template) => (
            <li key={template.id} className="card adopt-card">
              <div>
                <h3>{template.title}</h3>
                <p>{template.description}</p>
              </div>
              {adopted.has(template.id) ? (
                <span className="badge">Adopted</span>
              ) : (
                <button
                  type="button"
                  className="button button-small button-primary"
                  aria-label={`Adopt ${template.title}`}
                  disabled={policies.state !== 'ready'}
                  onClick={() => setAdopting(template)}
                >
                  Adopt
                </button>
              )}
            </li>
          ))}
        </ul>
      </TitledSection>
      <ImportSection disabled={policies.state !== 'ready'} onConverted={setImporting} />
      {adopting ? (
        <DetailsDialog
          title={`Adopt the ${adopting.title}`}
          confirmLabel="Adopt Policy"
          intro="These details fill in the template. You can change them and the text before publishing."
          reviewMonths={REVIEW_MONTHS[adopting.updateFrequency]}
          companyName={team.state === 'ready' ? team.data.name : ''}
          failure="The policy could not be adopted."
          submit={async (values) =>
            adoptPolicy(await getSupabase(), { template: adopting.id, ...values })
          }
          onClose={() => setAdopting(null)}
        />
      ) : null}
      {importing ? (
        <DetailsDialog
          title={`Import ${importing.document.title}`}
          confirmLabel="Import Policy"
          intro="Check the text as it was read from your file. These details fill in any placeholders; you can edit the text before publishing."
          reviewMonths={12}
          companyName={team.state === 'ready' ? team.data.name : ''}
          failure="The policy could not be imported."
          submit={async (values) =>
            importPolicy(await getSupabase(), {
              document: importing.document,
              file: importing.file,
              sha256: importing.sha256,
              ...values,
            })
          }
          onClose={() => setImporting(null)}
        >
          <ImportReview converted={importing} />
        </DetailsDialog>
      ) : null}
    </DashboardPage>
  );
}

interface DetailValues {
  companyName: string;
  policyOwner: string;
  approver: string;
  effectiveOn: string;
  reviewMonths: number;
}

/** The details that fill in a new policy, asked for when adopting a template or importing a file. */
function DetailsDialog({
  title,
  confirmLabel,
  intro,
  reviewMonths,
  companyName,
  failure,
  submit,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  intro: string;
  reviewMonths: number;
  companyName: string;
  failure: string;
  /** Creates the policy; returns its id. */
  submit: (values: DetailValues) => Promise<string>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<DetailValues>({
    companyName,
    policyOwner: '',
    approver: '',
    effectiveOn: today(),
    reviewMonths,
  });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldProblems<RequiredDetail>>({});
  const set = (field: keyof DetailValues, value: string | number) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  async function confirm() {
    // Says what is missing beside each field, and goes to the first, before anything is sent
    // (the fields are aria-required, not required, so the browser's own check does not stop it).
    const missing = adoptDetailProblems(values);
    setProblems(missing);
    const first = REQUIRED_DETAILS.find((field) => missing[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const policyId = await submit(values);
      navigate(`/dashboard/policies/${policyId}`);
    } catch (problem) {
      setRefusal(problem instanceof Error ? problem.message : failure);
      setBusy(false);
    }
  }

  /** A required detail's field, with what it asks for beneath it and what is missing. */
  const text = (field: Exclude<RequiredDetail, 'effectiveOn'>, label: string, hint: string) => (
    <div className="form-field">
      <label htmlFor={`${id}-${field}`}>
        {label} <span className="required-mark">(required)</span>
      </label>
      <input
        id={`${id}-${field}`}
        aria-required="true"
        maxLength={200}
        value={values[field]}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={`${id}-${field}-hint${problems[field] ? ` ${id}-${field}-error` : ''}`}
        onChange={(event) => set(field, event.target.value)}
      />
      <p id={`${id}-${field}-hint`} className="hint">
        {hint}
      </p>
      {problems[field] ? (
        <p id={`${id}-${field}-error`} className="field-error">
          {problems[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      tone="primary"
      busy={busy}
      error={refusal}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{intro}</p>
      {children}
      {text('companyName', 'Company name', 'As it should appear in the policy.')}
      {text(
        'policyOwner',
        'Policy owner',
        'The role or person who keeps the policy up to date, for example Head of Security.',
      )}
      {text(
        'approver',
        'Approver',
        'The role or person who approves the policy, for example the CEO.',
      )}
      <div className="form-field">
        <label htmlFor={`${id}-effectiveOn`}>
          Effective date <span className="required-mark">(required)</span>
        </label>
        <input
          id={`${id}-effectiveOn`}
          type="date"
          aria-required="true"
          value={values.effectiveOn}
          aria-invalid={problems.effectiveOn ? true : undefined}
          aria-describedby={problems.effectiveOn ? `${id}-effectiveOn-error` : undefined}
          onChange={(event) => set('effectiveOn', event.target.value)}
        />
        {problems.effectiveOn ? (
          <p id={`${id}-effectiveOn-error`} className="field-error">
            {problems.effectiveOn}
          </p>
        ) : null}
      </div>
      <ReviewCycleField
        value={values.reviewMonths}
        onChange={(months) => set('reviewMonths', months)}
      />
    </ConfirmDialog>
  );
}

export { TeamPoliciesPage as Component };

/** A Word file read into a policy's structured text, with what the admin should check. */
interface ConvertedFile {
  file: File;
  sha256: string;
  document: PolicyDocument;
  notes: string[];
}

async function sha256Hex(data: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Bring your own policy (docs/decisions.md PI1): the file is converted here, in the browser, and
 * only its structured text goes to the database, which checks it (public.import_policy).
 */
function ImportSection({
  disabled,
  onConverted,
}: {
  disabled: boolean;
  onConverted: (converted: ConvertedFile) => void;
}) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({
    busy: false,
    problem: null,
  });

  async function read(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!/\.docx$/i.test(file.name)) {
      setState({ busy: false, problem: 'Choose a Word file (.docx).' });
      return;
    }
    if (file.size < 1 || file.size > DOCX_IMPORT_MAX_BYTES) {
      setState({ busy: false, problem: 'A Word file must hold something and be at most 10 MB.' });
      return;
    }
    setState({ busy: true, problem: null });
    try {
      const data = await file.arrayBuffer();
      const { importDocx } = await import('@shared/policy-import');
      const { document, notes } = await importDocx(data, file.name);
      if (document.sections.length === 0) {
        setState({ busy: false, problem: 'The file has no text to import.' });
        return;
      }
      onConverted({ file, sha256: await sha256Hex(data), document, notes });
      setState({ busy: false, problem: null });
    } catch {
      setState({ busy: false, problem: 'The file could not be read as a Word document.' });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import your own policy</h2>
      <p className="hint" id={`${id}-hint`}>
        Bring a policy you already have as a Word file (.docx, up to 10 MB). Its headings,
        paragraphs and bullet lists become a draft you review, edit and publish like an adopted
        policy; the original file is kept with it.
      </p>
      <div className="form-field">
        <label htmlFor={`${id}-file`}>Word file (.docx)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={`.docx,${DOCX_IMPORT_MIME_TYPE}`}
          aria-describedby={`${id}-hint`}
          disabled={disabled || state.busy}
          onChange={(event) => void read(event.currentTarget)}
        />
      </div>
      {state.busy ? <p role="status">Reading the file...</p> : null}
      {state.problem ? <FormMessage kind="error">{state.problem}</FormMessage> : null}
    </section>
  );
}

const UNFILLED: PolicyDetails = {
  companyName: '',
  policyOwner: '',
  approver: '',
  effectiveDate: '',
  version: '',
};

/** The converted text as it will be saved, and what the conversion left out or changed. */
function ImportReview({ converted }: { converted: ConvertedFile }) {
  const { document, notes } = converted;
  const blocks = document.sections.reduce((sum, section) => sum + section.blocks.length, 0);
  return (
    <>
      <p role="status">
        Read {converted.file.name}: {countOf(document.sections.length, 'sections')},{' '}
        {countOf(blocks, 'blocks')}.
      </p>
      {notes.length > 0 ? (
        <ul aria-label="What to check">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div
        className="policy-preview import-preview"
        tabIndex={0}
        role="region"
        aria-label="The imported text"
      >
        <h3>{document.title}</h3>
        <PolicyDocumentSections document={document} details={UNFILLED} />
      </div>
    </>
  );
}

/** Who approves the team's policy versions (docs/decisions.md PA1), saved when chosen. */
function ApprovalSetting({ teamId }: { teamId: string }) {
  const mode = useQuery(policyKeys.approvalMode(teamId), (client, signal) =>
    getApprovalMode(client, teamId, signal),
  );
  const { result, run } = useAction('The choice could not be saved.');
  // Shown as chosen while it is saved; the saved choice once read back.
  const [choosing, setChoosing] = useState<ApprovalMode | null>(null);
  async function choose(next: ApprovalMode) {
    setChoosing(next);
    await run(async () => {
      await setApprovalMode(await getSupabase(), next);
      await invalidateQueries(policyKeys.approvalMode(teamId), policyKeys.team());
      return 'Saved.';
    });
    setChoosing(null);
  }
  if (mode.state !== 'ready') return null;
  const option = (value: ApprovalMode, label: string, hint: string) => (
    <label>
      <input
        type="radio"
        name="policy-approval"
        value={value}
        checked={(choosing ?? mode.data) === value}
        disabled={choosing !== null}
        onChange={() => void choose(value)}
      />{' '}
      {label}: <span className="hint">{hint}</span>
    </label>
  );
  return (
    <section aria-labelledby="approval-setting-title">
      <fieldset className="form-choice card">
        <legend id="approval-setting-title">Who approves a new version</legend>
        {option(
          'approver',
          'A named approver',
          'A member you name approves each version with the reason for the change before it is published.',
        )}
        {option(
          'publisher',
          'The publisher approves',
          'For small teams: whoever publishes gives the reason, and the record says the publisher approved it.',
        )}
      </fieldset>
      <ActionResultMessage result={result} />
    </section>
  );
}
