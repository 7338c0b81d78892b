import type { SupabaseClient } from '@supabase/supabase-js';
import type { PolicyDocument } from '../../shared/policy-document';

/**
 * Publishes a policy's draft as a small team does (docs/decisions.md PA1): the team chooses "the
 * publisher approves" and the publisher gives the reason. Returns the published version's id.
 */
export async function publishAsPublisher(
  client: SupabaseClient,
  policy: unknown,
  revision: number,
  reason = 'First version, adopted from the template',
): Promise<string> {
  await client.rpc('set_policy_approval', { mode: 'publisher' }).throwOnError();
  const { data } = await client.rpc('publish_policy', { policy, revision, reason }).throwOnError();
  return data as string;
}

/** Adopts `template` as the team's own, owned by the Head of Security, approved by the CEO. */
export async function adoptPolicy(
  client: SupabaseClient,
  template = 'acceptable-use-policy',
): Promise<string> {
  const { data } = await client
    .rpc('adopt_policy', {
      template,
      policy_owner: 'Head of Security',
      approver: 'CEO',
      effective_on: '2026-12-01',
    })
    .throwOnError();
  return data as string;
}

export interface PolicyDraft {
  id: string;
  number: number;
  revision: number;
  source: PolicyDocument;
  change_kind: string;
  template_version: number | null;
}

/** The unpublished version (the draft) of `policy` as `client` sees it; null when it has none. */
export async function findPolicyDraft(
  client: SupabaseClient,
  policy: string,
): Promise<PolicyDraft | null> {
  const { data } = await client
    .from('policy_versions')
    .select('id, number, revision, source, change_kind, template_version')
    .eq('policy_id', policy)
    .is('published_at', null)
    .maybeSingle()
    .throwOnError();
  return data as PolicyDraft | null;
}

/** The draft of `policy` as `client` sees it; throws when it has none. */
export async function policyDraft(client: SupabaseClient, policy: string): Promise<PolicyDraft> {
  const draft = await findPolicyDraft(client, policy);
  if (!draft) throw new Error(`policy ${policy} has no draft`);
  return draft;
}

/** The newest published version of `policy` as `client` sees it: the columns asked for. */
export async function latestPublishedVersion(
  client: SupabaseClient,
  policy: string,
  columns = 'id',
): Promise<Record<string, unknown> & { id: string }> {
  const { data } = await client
    .from('policy_versions')
    .select(columns)
    .eq('policy_id', policy)
    .not('published_at', 'is', null)
    .order('number', { ascending: false })
    .limit(1)
    .single()
    .throwOnError();
  return data as unknown as Record<string, unknown> & { id: string };
}

/** `client` accepts the newest published version of `policy`. */
export async function acceptLatestVersion(client: SupabaseClient, policy: string) {
  const { id } = await latestPublishedVersion(client, policy);
  await client.from('policy_acceptances').insert({ version_id: id }).throwOnError();
}
