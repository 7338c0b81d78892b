// Evidence files of checklist items (docs/decisions.md EF1): the record in evidence_files, the
// bytes in the Storage bucket `evidence`. The database decides who may attach, read and remove
// (row-level security on both); these calls only ask, in the order it checks.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@shared/database.types';
import { answer } from '../../../lib/answer';

type Client = SupabaseClient<Database>;

export const EVIDENCE_BUCKET = 'evidence';
export const MAX_EVIDENCE_BYTES = 50 * 1024 * 1024;
/** What the bucket takes (supabase/migrations, “Evidence files”). */
export const EVIDENCE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
];

export type EvidenceFile = Pick<
  Tables<'evidence_files'>,
  | 'id'
  | 'item_id'
  | 'object_path'
  | 'file_name'
  | 'mime_type'
  | 'size_bytes'
  | 'sha256'
  | 'uploaded_by_name'
  | 'attached_at'
>;

export async function getEvidenceFiles(
  client: Client,
  run: string,
  signal: AbortSignal,
): Promise<EvidenceFile[]> {
  return answer(
    client
      .from('evidence_files')
      .select(
        'id, item_id, object_path, file_name, mime_type, size_bytes, sha256, uploaded_by_name, attached_at',
      )
      .eq('run_id', run)
      .not('attached_at', 'is', null)
      .order('attached_at')
      .abortSignal(signal),
  );
}

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Records, uploads and attaches one file; the refusal's words when it is refused. A file whose
 * content is one of `attached` (by SHA-256) is not sent again: the item already holds it.
 */
export async function attachEvidenceFile(
  client: Client,
  run: string,
  item: string,
  file: File,
  attached: readonly Pick<EvidenceFile, 'sha256' | 'file_name'>[],
): Promise<EvidenceFile['sha256']> {
  if (file.size > MAX_EVIDENCE_BYTES) throw new Error('A file can be at most 50 MB.');
  const sha256 = await sha256Hex(file);
  const same = attached.find((known) => known.sha256 === sha256);
  if (same) throw new Error(`${file.name} is already attached as ${same.file_name}.`);
  const mimeType = file.type || 'application/octet-stream';
  const begun = await client.rpc('begin_evidence_upload', {
    run,
    item,
    file_name: file.name,
    mime_type: mimeType,
    size_bytes: file.size,
    sha256,
  });
  if (begun.error) throw new Error(begun.error.message);
  const path = begun.data;
  const upload = await client.storage
    .from(EVIDENCE_BUCKET)
    .upload(path, file, { contentType: mimeType });
  if (upload.error) throw new Error(upload.error.message);
  const attachedNow = await client.rpc('attach_evidence_file', {
    file: path.split('/').at(-1) as string,
  });
  if (attachedNow.error) throw new Error(attachedNow.error.message);
  return sha256;
}

export async function removeEvidenceFile(client: Client, file: EvidenceFile): Promise<void> {
  const removed = await client.storage.from(EVIDENCE_BUCKET).remove([file.object_path]);
  if (removed.error) throw new Error(removed.error.message);
  const { error } = await client.rpc('remove_evidence_file', { file: file.id });
  if (error) throw new Error(error.message);
}

/** A short-lived address that downloads the file under its own name. */
export async function evidenceFileUrl(client: Client, file: EvidenceFile): Promise<string> {
  const { data, error } = await client.storage
    .from(EVIDENCE_BUCKET)
    .createSignedUrl(file.object_path, 60);
  if (error) throw new Error(error.message);
  // The name is added here, encoded once: storage-js's own `download` option encodes it twice,
  // and "März.pdf" was saved as "M%C3%A4rz.pdf".
  const url = new URL(data.signedUrl);
  url.searchParams.set('download', file.file_name);
  return url.href;
}
