// Data access for Dashboard → Vendors (docs/decisions.md VN1): plain tables under row-level
// security; the database names reviewers, dates reviews and sets the next review date.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json, Tables, TablesInsert } from '@shared/database.types';
import { toCsv } from '@shared/csv';
import { getMemberChoices, type MemberChoice } from '../../lib/team-members';
import { answer } from '../../lib/answer';

type Client = SupabaseClient<Database>;

export type Vendor = Tables<'vendors'>;
export type VendorDocument = Tables<'vendor_documents'>;
export type VendorReview = Pick<
  Tables<'vendor_reviews'>,
  'id' | 'vendor_id' | 'conclusion' | 'conditions' | 'reviewed_by_name' | 'reviewed_at'
>;
export type Subprocessor = Pick<
  Tables<'team_subprocessors'>,
  'name' | 'service' | 'location' | 'data_shared'
>;

export interface VendorRegister {
  vendors: Vendor[];
  documents: VendorDocument[];
  reviews: VendorReview[];
  members: MemberChoice[];
}

export async function getVendors(
  client: Client,
  teamId: string,
  signal: AbortSignal,
): Promise<VendorRegister> {
  const [vendors, documents, reviews, members] = await Promise.all([
    answer(
      client.from('vendors').select('*').eq('team_id', teamId).order('name').abortSignal(signal),
    ),
    answer(
      client
        .from('vendor_documents')
        .select('*')
        .eq('team_id', teamId)
        .order('added_at')
        .abortSignal(signal),
    ),
    answer(
      client
        .from('vendor_reviews')
        .select('id, vendor_id, conclusion, conditions, reviewed_by_name, reviewed_at')
        .eq('team_id', teamId)
        .order('reviewed_at', { ascending: false })
        .abortSignal(signal),
    ),
    getMemberChoices(client, teamId, signal),
  ]);
  return { vendors, documents, reviews, members };
}

export async function addVendor(client: Client, vendor: TablesInsert<'vendors'>) {
  await answer(client.from('vendors').insert(vendor));
}

export async function addVendorDocument(
  client: Client,
  document: TablesInsert<'vendor_documents'>,
) {
  await answer(client.from('vendor_documents').insert(document));
}

export async function recordVendorReview(
  client: Client,
  review: {
    team_id: string;
    vendor_id: string;
    answers: Record<string, string>;
    conclusion: string;
    conditions: string | null;
  },
) {
  await answer(
    client.from('vendor_reviews').insert({ ...review, answers: review.answers as Json }),
  );
}

export async function getSubprocessors(client: Client): Promise<Subprocessor[]> {
  return answer(
    client.from('team_subprocessors').select('name, service, location, data_shared').order('name'),
  );
}

/** The subprocessor list as the CSV a customer or auditor receives. */
export function subprocessorCsv(rows: readonly Subprocessor[]): string {
  return toCsv([
    ['Subprocessor', 'Service', 'Location', 'Data shared'],
    ...rows.map((row) => [
      row.name ?? '',
      row.service ?? '',
      row.location ?? '',
      (row.data_shared ?? []).join('; '),
    ]),
  ]);
}
