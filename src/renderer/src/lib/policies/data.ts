// Data access for the policy program (docs/decisions.md PP1). Every rule is the database's: these
// calls pass what the page asks for and return the database's refusals as they are worded.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json, Tables, TablesInsert } from '@shared/database.types';
import { readPolicyDocument, type PolicyDocument } from '@shared/policy-document';
import { DOCX_IMPORT_MIME_TYPE, POLICY_IMPORTS_BUCKET } from '@shared/policy-import-limits';
import { callFunction } from '../call-function';
import { getPolicyApprovals, type PolicyApproval } from './approvals-data';
import { answer, fail } from '../answer';

type Client = SupabaseClient<Database>;

/** A team's policy as listed; an imported one has no template (docs/decisions.md PI1). */
export type TeamPolicy = Omit<
  Database['public']['Functions']['team_policies']['Returns'][number],
  'template_id'
> & { template_id: string | null };

export async function getTeamPolicies(client: Client, signal: AbortSignal): Promise<TeamPolicy[]> {
  return answer(client.rpc('team_policies').abortSignal(signal));
}

/** What the details form sets of a policy: adopting or importing one, and on a draft. */
export interface DraftDetails {
  companyName: string;
  policyOwner: string;
  approver: string;
  effectiveOn: string;
  reviewMonths: number;
}

/** The details as the database's functions take them. */
const detailsArgs = (details: DraftDetails) => ({
  company_name: details.companyName,
  policy_owner: details.policyOwner,
  approver: details.approver,
  effective_on: details.effectiveOn,
  review_months: details.reviewMonths,
});

export interface AdoptRequest extends DraftDetails {
  template: string;
}

export async function adoptPolicy(client: Client, request: AdoptRequest): Promise<string> {
  const { data, error } = await client.rpc('adopt_policy', {
    template: request.template,
    ...detailsArgs(request),
  });
  if (error) fail(error);
  return data;
}

export interface ImportRequest extends DraftDetails {
  document: PolicyDocument;
  file: File;
  sha256: string;
}

/**
 * Imports a converted Word file as a new policy (docs/decisions.md PI1): the database checks the
 * text and creates the draft, then the original goes to the key it gave, in the private bucket
 * `policy-imports`. Returns the policy's id.
 */
export async function importPolicy(client: Client, request: ImportRequest): Promise<string> {
  const { data: created, error } = await client
    .rpc('import_policy', {
      document: request.document as unknown as Json,
      file_name: request.file.name,
      size_bytes: request.file.size,
      sha256: request.sha256,
      ...detailsArgs(request),
    })
    .single();
  if (error) fail(error);
  const upload = await client.storage
    .from(POLICY_IMPORTS_BUCKET)
    .upload(created.object_path, request.file, { contentType: DOCX_IMPORT_MIME_TYPE });
  if (upload.error) fail(upload.error);
  return created.policy_id;
}

/** The original Word file of an imported policy, for its admins; null for a template's. */
export async function getImportedOriginal(
  client: Client,
  policyId: string,
  signal: AbortSignal,
): Promise<{ path: string; fileName: string } | null> {
  const data = await answer(
    client
      .from('policies')
      .select('imported_file_path, imported_file_name')
      .eq('id', policyId)
      .abortSignal(signal)
      .maybeSingle(),
  );
  return data?.imported_file_path && data.imported_file_name
    ? { path: data.imported_file_path, fileName: data.imported_file_name }
    : null;
}

export async function downloadImportedOriginal(client: Client, path: string): Promise<Uint8Array> {
  const { data, error } = await client.storage.from(POLICY_IMPORTS_BUCKET).download(path);
  if (error) fail(error);
  return new Uint8Array(await data.arrayBuffer());
}

const VERSION_COLUMNS =
  'id, policy_id, number, source, content, content_hash, company_name, policy_owner, approver, effective_on, review_months, revision, updated_at, published_at, published_by_name, approval_id, change_kind, template_version';

type VersionRow = Pick<
  Tables<'policy_versions'>,
  | 'id'
  | 'policy_id'
  | 'number'
  | 'content_hash'
  | 'company_name'
  | 'policy_owner'
  | 'approver'
  | 'effective_on'
  | 'review_months'
  | 'revision'
  | 'updated_at'
  | 'published_at'
  | 'published_by_name'
  | 'approval_id'
  | 'change_kind'
  | 'template_version'
>;

/** One version: a draft (`content` null) or a published, frozen text. */
export interface PolicyVersion extends VersionRow {
  source: PolicyDocument;
  content: PolicyDocument | null;
}

function readVersion(row: VersionRow & { source: unknown; content: unknown }): PolicyVersion {
  return {
    ...row,
    source: readPolicyDocument(row.source),
    content: row.content === null ? null : readPolicyDocument(row.content),
  };
}

export interface PolicyRecord {
  policy: TeamPolicy;
  /** Newest first; the draft, when there is one, is first. */
  versions: PolicyVersion[];
  /** Every approval request of the policy, newest first (docs/decisions.md PA1). */
  approvals: PolicyApproval[];
}

/** One policy of the team with every version, for its admin page. */
export async function getPolicyRecord(
  client: Client,
  policyId: string,
  signal: AbortSignal,
): Promise<PolicyRecord | null> {
  const [policies, versions, approvals] = await Promise.all([
    client.rpc('team_policies').eq('id', policyId).abortSignal(signal),
    client
      .from('policy_versions')
      .select(VERSION_COLUMNS)
      .eq('policy_id', policyId)
      .order('number', { ascending: false })
      .abortSignal(signal),
    getPolicyApprovals(client, policyId, signal),
  ]);
  if (policies.error) throw policies.error;
  if (versions.error) throw versions.error;
  const policy = policies.data[0];
  return policy ? { policy, versions: versions.data.map(readVersion), approvals } : null;
}

export type PolicyPerson = Database['public']['Functions']['policy_people']['Returns'][number];

export async function getPolicyPeople(
  client: Client,
  policyId: string,
  signal: AbortSignal,
): Promise<PolicyPerson[]> {
  return answer(client.rpc('policy_people', { policy: policyId }).abortSignal(signal));
}

/** Saves the draft's text; returns the draft's new revision. */
export async function saveDraft(
  client: Client,
  policyId: string,
  source: PolicyDocument,
  revision: number,
): Promise<number> {
  const { data, error } = await client.rpc('save_policy_draft', {
    policy: policyId,
    source:
      source as unknown as Database['public']['Functions']['save_policy_draft']['Args']['source'],
    revision,
  });
  if (error) fail(error);
  return data;
}

export async function saveDraftDetails(
  client: Client,
  policyId: string,
  details: DraftDetails,
  revision: number,
): Promise<number> {
  const { data, error } = await client.rpc('set_policy_details', {
    policy: policyId,
    revision,
    ...detailsArgs(details),
  });
  if (error) fail(error);
  return data;
}

export async function startRevision(client: Client, policyId: string) {
  const { error } = await client.rpc('start_policy_revision', { policy: policyId });
  if (error) fail(error);
}

/**
 * Asks the policy-reminders function to email the people who have not accepted the current
 * version (all of them, or `memberIds`). Returns how many were sent.
 */
export async function sendReminders(
  client: Client,
  policyId: string,
  memberIds?: string[],
): Promise<{ sent: number; failed: number }> {
  return callFunction(
    client,
    'policy-reminders',
    { policyId, ...(memberIds ? { memberIds } : {}) },
    'The reminders could not be sent. Please try again.',
  );
}

export type AcceptanceRow =
  Database['public']['Functions']['export_policy_acceptances']['Returns'][number];

/** Every acceptance of the team, for the register CSV; the database records the export. */
export async function exportAcceptances(client: Client): Promise<AcceptanceRow[]> {
  return answer(client.rpc('export_policy_acceptances'));
}

// ─── The member's side ───────────────────────────────────────────────────────────────────────

export type MyPolicy = Database['public']['Functions']['my_policies']['Returns'][number];

export async function getMyPolicies(client: Client, signal: AbortSignal): Promise<MyPolicy[]> {
  return answer(client.rpc('my_policies').abortSignal(signal));
}

export interface PolicyToRead {
  status: MyPolicy;
  version: PolicyVersion;
}

/** The current version of one of the caller's policies, with its full text. */
export async function getPolicyToRead(
  client: Client,
  policyId: string,
  signal: AbortSignal,
): Promise<PolicyToRead | null> {
  const mine = await client.rpc('my_policies').eq('policy_id', policyId).abortSignal(signal);
  if (mine.error) throw mine.error;
  const status = mine.data[0];
  if (!status) return null;
  const data = await answer(
    client
      .from('policy_versions')
      .select(VERSION_COLUMNS)
      .eq('id', status.version_id)
      .abortSignal(signal)
      .single(),
  );
  return { status, version: readVersion(data) };
}

/** Accepts a version: the client sends only its id (docs/threat-model.md #23). */
export async function acceptPolicy(client: Client, versionId: string): Promise<void> {
  // The rest of the row is the database's to fill in (trigger policy_acceptances_fill).
  const row = { version_id: versionId } as TablesInsert<'policy_acceptances'>;
  const { error } = await client.from('policy_acceptances').insert(row);
  if (error) fail(error);
}
