// Dashboard → Policies → a template update (docs/decisions.md TU1): the template version the team
// adopted, the new release and the team's current text, section by section; each change applied
// or skipped. Applying starts a new draft (or saves into the open one) that keeps every other edit;
// it then goes through approval, publishing and acceptance like any draft.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { fillDocument, type PolicyDocument } from '@shared/policy-document';
import { templateDocumentAt } from '@content/policies/releases';
import { RequireSession, ADMIN_ROLES } from '../../../session/guards';
import { FormMessage } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-status';
import { getSupabase } from '../../../lib/supabase';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { policyKeys } from '../../../lib/policies/keys';
import { getPolicyRecord, type PolicyVersion } from '../../../lib/policies/data';
import {
  applyTemplateUpdate,
  getTemplateUpdates,
  type TemplateUpdate,
} from '../../../lib/policies/template-updates-data';
import { loadPolicy } from '../../../lib/policy-catalog';
import { applyTemplateChanges, templateChanges, type TemplateChange } from './changes';
import { ThreeWayView } from './three-way-view';

type Client = SupabaseClient<Database>;

interface UpdateView {
  update: TemplateUpdate;
  /** The draft when one is open, otherwise the current published version. */
  current: PolicyVersion;
  next: PolicyDocument;
  changes: TemplateChange[];
}

/** The update of `policyId` with its three texts, or null when none is waiting. */
async function loadUpdate(
  client: Client,
  policyId: string,
  signal: AbortSignal,
): Promise<UpdateView | null> {
  const [updates, record] = await Promise.all([
    getTemplateUpdates(client, signal),
    getPolicyRecord(client, policyId, signal),
  ]);
  const update = updates.find((row) => row.policy_id === policyId);
  const current = record?.versions[0];
  const text = update ? await loadPolicy(update.template_id) : undefined;
  if (!update || !current || !text) return null;
  // The template's texts filled with the policy's details, as adopting fills them.
  const details = {
    companyName: current.company_name,
    policyOwner: current.policy_owner,
    approver: current.approver,
    effectiveDate: '[Effective Date]',
    version: '[Version]',
  };
  const base = fillDocument(templateDocumentAt(text, update.from_version), details);
  const next = fillDocument(templateDocumentAt(text, update.to_version), details);
  return { update, current, next, changes: templateChanges(base, next, current.source) };
}

function TemplateUpdatePage() {
  const { policyId = '' } = useParams();
  return (
    <RequireSession roles={ADMIN_ROLES} otherwise="/library">
      {() => <TemplateUpdateScreen policyId={policyId} />}
    </RequireSession>
  );
}

function TemplateUpdateScreen({ policyId }: { policyId: string }) {
  const view = useQuery(policyKeys.templateUpdate(policyId), (client, signal) =>
    loadUpdate(client, policyId, signal),
  );
  return (
    <div className="container">
      <QueryStatus query={view} loading="Loading the update..." failed="Failed to load the update">
        {(data) =>
          data ? (
            <TemplateUpdateForm view={data} />
          ) : (
            <>
              <PageHeader title="Template update" />
              <p className="empty-state">
                No template update is waiting for this policy.{' '}
                <Link to="/dashboard/policies">Back to Policies</Link>
              </p>
            </>
          )
        }
      </QueryStatus>
    </div>
  );
}

function TemplateUpdateForm({ view }: { view: UpdateView }) {
  const { update, current, next, changes } = view;
  const navigate = useNavigate();
  const [applied, setApplied] = useState<ReadonlySet<string>>(
    () => new Set(changes.filter((change) => !change.edited).map((change) => change.title)),
  );
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function choose(title: string, apply: boolean) {
    const chosen = new Set(applied);
    if (apply) chosen.add(title);
    else chosen.delete(title);
    setApplied(chosen);
  }

  async function submit() {
    setBusy(true);
    setRefusal(null);
    try {
      const source =
        applied.size === 0 ? null : applyTemplateChanges(current.source, next, changes, applied);
      await applyTemplateUpdate(
        await getSupabase(),
        update,
        source,
        current.published_at === null ? current.revision : null,
      );
      await invalidateQueries(policyKeys.all);
      void navigate(`/dashboard/policies/${update.policy_id}`);
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The update could not be applied.');
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title={`${update.title}: template update`}
        lead={`Template version ${update.from_version} → ${update.to_version} (${update.kind} change). Your own edits stay: choose which template changes to apply.`}
      />
      <ul className="template-update-notices">
        {update.releases.map((release) => (
          <li key={release.version}>
            Version {release.version} ({release.kind}, {release.released_on}): {release.note}
          </li>
        ))}
      </ul>
      {current.published_at === null ? (
        <p className="hint">
          Your policy has an unpublished draft (version {current.number}): applied changes go into
          it.
        </p>
      ) : null}
      <ThreeWayView
        changes={changes}
        fromVersion={update.from_version}
        toVersion={update.to_version}
        applied={applied}
        onChoose={choose}
      />
      {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void submit()}
        >
          {applied.size === 0
            ? 'Skip this update'
            : `Apply ${applied.size === 1 ? '1 change' : `${applied.size} changes`} to a draft`}
        </button>
        <Link to="/dashboard/policies" className="button button-secondary">
          Decide later
        </Link>
      </div>
    </>
  );
}

export { TemplateUpdatePage as Component };
