// Data access for policy approvals (docs/decisions.md PA1). Every rule is the database's: these
// calls pass what the page asks for and return the database's refusals as they are worded.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@shared/database.types';
import { readPolicyDocument, type PolicyDocument } from '@shared/policy-document';
import type { ApprovalFacts } from '@documents/policy-version';
import { answer, fail } from '../answer';

type Client = SupabaseClient<Database>;

export type PolicyApproval = Tables<'policy_approvals'>;
export type ApprovalMode = 'approver' | 'publisher';
export type ApprovalPurpose = 'publication' | 'review';

/** The approval requests the caller may read (row-level security decides), to filter and order. */
function approvalRequests(client: Client, signal: AbortSignal) {
  return client.from('policy_approvals').select('*').abortSignal(signal);
}

/** Every approval request of a policy, newest first (the team's admins read them). */
export async function getPolicyApprovals(
  client: Client,
  policyId: string,
  signal: AbortSignal,
): Promise<PolicyApproval[]> {
  return answer(
    approvalRequests(client, signal)
      .eq('policy_id', policyId)
      .order('requested_at', { ascending: false }),
  );
}

/** The requests asked of the signed-in person that wait for their answer. */
export async function getMyOpenApprovals(
  client: Client,
  userId: string,
  signal: AbortSignal,
): Promise<PolicyApproval[]> {
  return answer(
    approvalRequests(client, signal)
      .eq('approver_id', userId)
      .eq('status', 'pending')
      .order('requested_at'),
  );
}

/** An answered approval as the documents word it. */
export const approvalFacts = (approval: PolicyApproval): ApprovalFacts => ({
  approver_name: approval.approver_name,
  by_publisher: approval.by_publisher,
  approved_at: approval.decided_at ?? approval.requested_at,
  reason: approval.reason ?? '',
});

export async function setApprovalMode(client: Client, mode: ApprovalMode) {
  const { error } = await client.rpc('set_policy_approval', { mode });
  if (error) fail(error);
}

/**
 * Asks `approverId` to approve the draft at `revision` ('publication') or the current version
 * ('review'), then asks the policy-reminders function to email them. Returns whether the email
 * went out; the request stands either way.
 */
export async function requestApproval(
  client: Client,
  request: { policyId: string; purpose: ApprovalPurpose; approverId: string; revision?: number },
): Promise<{ emailed: boolean }> {
  const { data, error } = await client.rpc('request_policy_approval', {
    policy: request.policyId,
    purpose: request.purpose,
    approver: request.approverId,
    ...(request.revision === undefined ? {} : { revision: request.revision }),
  });
  if (error) fail(error);
  return emailApprover(client, data);
}

/** Emails the approver of an open request (again). */
export async function emailApprover(
  client: Client,
  approvalId: string,
): Promise<{ emailed: boolean }> {
  const { error } = await client.functions.invoke('policy-reminders', { body: { approvalId } });
  return { emailed: !error };
}

export async function publishPolicy(
  client: Client,
  policyId: string,
  revision: number,
  reason?: string,
) {
  const { error } = await client.rpc('publish_policy', {
    policy: policyId,
    revision,
    ...(reason === undefined ? {} : { reason }),
  });
  if (error) fail(error);
}

/** The publisher records the yearly review of an unchanged version ("the publisher approves"). */
export async function recordReview(client: Client, policyId: string, reason: string) {
  const { error } = await client.rpc('record_policy_review', { policy: policyId, reason });
  if (error) fail(error);
}

export async function retirePolicy(client: Client, policyId: string, reason: string) {
  const { error } = await client.rpc('retire_policy', { policy: policyId, reason });
  if (error) fail(error);
}

/** What the approver reads: the request, the text to approve and the version before it. */
export interface ApprovalReview {
  approval: PolicyApproval;
  outdated: boolean;
  content: PolicyDocument;
  previousNumber: number | null;
  previousContent: PolicyDocument | null;
}

export async function getApprovalReview(
  client: Client,
  approvalId: string,
  signal: AbortSignal,
): Promise<ApprovalReview | null> {
  const { data: review, error } = await client
    .rpc('policy_approval_review', { approval: approvalId })
    .abortSignal(signal)
    .single();
  if (error) {
    if (error.code === 'PT404') return null;
    throw error;
  }
  return {
    approval: review.request,
    outdated: review.outdated,
    content: readPolicyDocument(review.content),
    previousNumber: review.previous_number,
    previousContent:
      review.previous_content === null ? null : readPolicyDocument(review.previous_content),
  };
}

export async function decideApproval(
  client: Client,
  approvalId: string,
  approve: boolean,
  words: string,
) {
  const { error } = await client.rpc('decide_policy_approval', {
    approval: approvalId,
    approve,
    words,
  });
  if (error) fail(error);
}

/** Who approves the team's policy versions (`teams.policy_approval`). */
export async function getApprovalMode(
  client: Client,
  teamId: string,
  signal: AbortSignal,
): Promise<ApprovalMode> {
  const data = await answer(
    client.from('teams').select('policy_approval').eq('id', teamId).abortSignal(signal).single(),
  );
  return data.policy_approval === 'publisher' ? 'publisher' : 'approver';
}

/** The approval a version was published under (null before approvals) and its reviews. */
export interface VersionApprovals {
  approval: ApprovalFacts | null;
  reviews: ApprovalFacts[];
}

/** A version with the approval it was published under and its reviews, for its documents. */
export function withApprovals<V extends { id: string; approval_id: string | null }>(
  version: V,
  approvals: readonly PolicyApproval[],
): V & VersionApprovals {
  const approval = approvals.find((each) => each.id === version.approval_id);
  return {
    ...version,
    approval: approval ? approvalFacts(approval) : null,
    reviews: approvals
      .filter(
        (each) =>
          each.version_id === version.id && each.purpose === 'review' && each.status === 'approved',
      )
      .map(approvalFacts)
      .sort((a, b) => a.approved_at.localeCompare(b.approved_at)),
  };
}

/** The newest request of `purpose` about `versionId`, if any (`approvals` newest first). */
export const latestRequest = (
  approvals: readonly PolicyApproval[],
  versionId: string,
  purpose: ApprovalPurpose,
) => approvals.find((each) => each.version_id === versionId && each.purpose === purpose);
