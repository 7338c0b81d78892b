// Settings → Trust Page's data (docs/decisions.md TR1): the page, its documents and confirmed
// requests read as the admin (row-level security); changes through the database's functions; an
// approval through the `trust` function, which mails the requester the link.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '@shared/database.types';
import { callFunction } from '../../lib/call-function';

type Client = SupabaseClient<Database>;

export interface TrustSettings {
  slug: string;
  overview: string;
  frameworks: { name: string; status: string }[];
  control_areas: string[];
  show_control_figures: boolean;
  subprocessors: { name: string; purpose: string; location: string }[];
  security_contact: string;
  nda_text: string;
  auto_approve_domains: string[];
}

export interface TrustRecords {
  page: (TrustSettings & { published: boolean; nda_hash: string; has_logo: boolean }) | null;
  documents: {
    id: string;
    kind: 'policy' | 'evidence_pack' | 'file';
    policy_id: string | null;
    evidence_file_id: string | null;
    title: string;
    access: 'public' | 'request';
  }[];
  files: { id: string; file_name: string }[];
  requests: {
    id: string;
    name: string;
    email: string;
    company: string;
    document_id: string;
    nda_hash: string;
    nda_accepted_at: string;
    status: string;
    decided_by_name: string | null;
    link_id: string | null;
  }[];
  links: { id: string; use_count: number; revoked_at: string | null; expires_at: string }[];
}

export async function loadTrust(client: Client, signal: AbortSignal): Promise<TrustRecords> {
  const [page, documents, files, requests, links] = await Promise.all([
    client.from('trust_pages').select('*').abortSignal(signal).throwOnError(),
    client.from('trust_documents').select('*').order('title').abortSignal(signal).throwOnError(),
    client
      .from('evidence_files')
      .select('id, file_name')
      .not('attached_at', 'is', null)
      .order('file_name')
      .abortSignal(signal)
      .throwOnError(),
    client
      .from('trust_access_requests')
      .select(
        'id, name, email, company, document_id, nda_hash, nda_accepted_at, status, decided_by_name, link_id',
      )
      .order('created_at', { ascending: false })
      .abortSignal(signal)
      .throwOnError(),
    client
      .from('evidence_links')
      .select('id, use_count, revoked_at, expires_at')
      .in('kind', ['trust', 'auditor'])
      .abortSignal(signal)
      .throwOnError(),
  ]);
  const row = page.data?.[0];
  return {
    page: row
      ? {
          slug: row.slug,
          overview: row.overview,
          frameworks: row.frameworks as TrustSettings['frameworks'],
          control_areas: row.control_areas,
          show_control_figures: row.show_control_figures,
          subprocessors: row.subprocessors as TrustSettings['subprocessors'],
          security_contact: row.security_contact,
          nda_text: row.nda_text,
          auto_approve_domains: row.auto_approve_domains,
          published: row.published,
          nda_hash: row.nda_hash,
          has_logo: row.logo !== null,
        }
      : null,
    documents: (documents.data ?? []) as TrustRecords['documents'],
    files: files.data ?? [],
    requests: requests.data ?? [],
    links: links.data ?? [],
  };
}

export async function saveTrustSettings(client: Client, settings: TrustSettings) {
  await client
    .rpc('save_trust_page', {
      ...settings,
      frameworks: settings.frameworks as unknown as Json,
      subprocessors: settings.subprocessors as unknown as Json,
    })
    .throwOnError();
}

export async function setTrustLogo(client: Client, file: File | null) {
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
  let base64: string | null = null;
  if (bytes) {
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    base64 = btoa(binary);
  }
  await client
    .rpc('set_trust_logo', { logo_base64: base64 as string, mime_type: file?.type as string })
    .throwOnError();
}

export async function publishTrustPage(client: Client, published: boolean) {
  await client.rpc('publish_trust_page', { published }).throwOnError();
}

export async function setTrustDocument(
  client: Client,
  document: { kind: 'policy' | 'evidence_pack' | 'file'; policy?: string; evidenceFile?: string },
  access: 'public' | 'request' | 'hidden',
) {
  await client
    .rpc('set_trust_document', {
      kind: document.kind,
      access,
      ...(document.policy ? { policy: document.policy } : {}),
      ...(document.evidenceFile ? { evidence_file: document.evidenceFile } : {}),
    })
    .throwOnError();
}

/** Approves (the requester is mailed the link) or declines a confirmed request. */
export async function decideTrustRequest(client: Client, request: string, approve: boolean) {
  await callFunction(
    client,
    'trust',
    { request, approve },
    'The request could not be answered. Please try again.',
  );
}

export async function revokeTrustLink(client: Client, link: string) {
  await client.rpc('revoke_evidence_link', { link }).throwOnError();
}
