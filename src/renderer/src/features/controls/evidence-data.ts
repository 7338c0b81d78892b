// Evidence links and the pack (docs/decisions.md EV1): the database makes and checks the links;
// the evidence function serves what they open.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@shared/database.types';
import { readBackendConfig } from '../../lib/backend-config';
import { answer } from '../../lib/answer';

type Client = SupabaseClient<Database>;

export type EvidenceLinkRow = Pick<
  Tables<'evidence_links'>,
  | 'id'
  | 'kind'
  | 'label'
  | 'from_date'
  | 'to_date'
  | 'created_at'
  | 'created_by_name'
  | 'expires_at'
  | 'revoked_at'
  | 'last_used_at'
  | 'use_count'
>;

export async function getAuditorLinks(
  client: Client,
  signal: AbortSignal,
): Promise<EvidenceLinkRow[]> {
  return answer(
    client
      .from('evidence_links')
      .select(
        'id, kind, label, from_date, to_date, created_at, created_by_name, expires_at, revoked_at, last_used_at, use_count',
      )
      .eq('kind', 'auditor')
      .order('created_at', { ascending: false })
      .abortSignal(signal),
  );
}

export interface LinkRequest {
  kind: 'download' | 'auditor';
  fromDate: string;
  toDate: string;
  days?: number;
  label?: string;
}

/** A new link's token: shown once, never stored in the page. */
export async function createEvidenceLink(client: Client, request: LinkRequest): Promise<string> {
  const { data, error } = await client.rpc('create_evidence_link', {
    kind: request.kind,
    from_date: request.fromDate,
    to_date: request.toDate,
    ...(request.days ? { days: request.days } : {}),
    ...(request.label ? { label: request.label } : {}),
  });
  if (error) throw new Error(error.message);
  return data;
}

export async function revokeEvidenceLink(client: Client, link: string): Promise<void> {
  const { error } = await client.rpc('revoke_evidence_link', { link });
  if (error) throw new Error(error.message);
}

/** Where a token's evidence is served: the index, with the trailing slash its links need. */
export const evidenceUrl = (token: string) =>
  `${readBackendConfig().url.replace(/\/+$/, '')}/functions/v1/evidence/${token}/`;

/**
 * Fetches the pack, reporting the bytes received as they arrive (the server builds it file by
 * file, so its size is not known in advance).
 */
export async function fetchPack(
  token: string,
  onProgress: (bytes: number) => void,
): Promise<Uint8Array> {
  const response = await fetch(`${evidenceUrl(token)}evidence-pack.zip`);
  if (!response.ok || !response.body) throw new Error('The evidence pack could not be built.');
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const pack = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    pack.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return pack;
}
