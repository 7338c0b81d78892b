// Data access for Dashboard → Risks (docs/decisions.md RR1): plain tables under row-level
// security; the database fills in who accepted and approved, numbers and hashes.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables, TablesInsert, TablesUpdate } from '@shared/database.types';
import { getMemberChoices, type MemberChoice } from '../../lib/team-members';
import { answer } from '../../lib/answer';

type Client = SupabaseClient<Database>;

export type Risk = Tables<'risks'>;
export type LibraryEntry = Tables<'risk_library'>;
export type RiskAssessment = Pick<
  Tables<'risk_assessments'>,
  'id' | 'number' | 'assessed_on' | 'approved_by_name' | 'approval_reason' | 'content_hash'
>;
export type RiskChange = TablesUpdate<'risks'>;

export interface RiskMatrix {
  likelihood: string[];
  impact: string[];
}

/** The matrix a team has before its first risk (the table's defaults). */
export const DEFAULT_MATRIX: RiskMatrix = {
  likelihood: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
  impact: ['Negligible', 'Minor', 'Moderate', 'Major', 'Severe'],
};

export interface RiskRegister {
  library: LibraryEntry[];
  risks: Risk[];
  matrix: RiskMatrix;
  assessments: RiskAssessment[];
  members: MemberChoice[];
}

export async function getRiskRegister(
  client: Client,
  teamId: string,
  signal: AbortSignal,
): Promise<RiskRegister> {
  const [library, risks, matrices, assessments, members] = await Promise.all([
    answer(client.from('risk_library').select('*').order('position').abortSignal(signal)),
    answer(
      client
        .from('risks')
        .select('*')
        .eq('team_id', teamId)
        .order('created_at')
        .order('id')
        .abortSignal(signal),
    ),
    answer(client.from('risk_matrices').select('*').eq('team_id', teamId).abortSignal(signal)),
    answer(
      client
        .from('risk_assessments')
        .select('id, number, assessed_on, approved_by_name, approval_reason, content_hash')
        .eq('team_id', teamId)
        .order('number', { ascending: false })
        .abortSignal(signal),
    ),
    getMemberChoices(client, teamId, signal),
  ]);
  const row = matrices[0];
  return {
    library,
    risks,
    matrix: row ? { likelihood: row.likelihood_labels, impact: row.impact_labels } : DEFAULT_MATRIX,
    assessments,
    members,
  };
}

/** What a risk of the team's own starts with; the rest is set in its form. */
export type NewRisk = Pick<
  TablesInsert<'risks'>,
  'title' | 'category' | 'description' | 'inherent_likelihood' | 'inherent_impact' | 'treatment'
>;

/** Adds a risk of the team's own, not from the starter library. */
export async function addRisk(client: Client, teamId: string, risk: NewRisk) {
  await answer(client.from('risks').insert({ team_id: teamId, ...risk }));
}

/** Adopts library risks as suggested; the team rescores them afterwards. */
export async function adoptRisks(client: Client, teamId: string, entries: LibraryEntry[]) {
  await answer(
    client.from('risks').insert(
      entries.map((entry) => ({
        team_id: teamId,
        library_id: entry.id,
        title: entry.title,
        description: entry.description,
        category: entry.category,
        inherent_likelihood: entry.likelihood,
        inherent_impact: entry.impact,
        treatment: entry.treatment === 'accept' ? 'mitigate' : entry.treatment,
        treatment_plan: entry.treatment_plan,
        controls: entry.controls,
        checklist_items: entry.checklist_items,
      })),
    ),
  );
}

export async function saveRisk(client: Client, id: string, change: RiskChange) {
  await answer(client.from('risks').update(change).eq('id', id));
}

export async function removeRisk(client: Client, id: string) {
  await answer(client.from('risks').delete().eq('id', id));
}

export async function publishRiskAssessment(client: Client, teamId: string, reason: string) {
  await answer(
    client.from('risk_assessments').insert({ team_id: teamId, approval_reason: reason }),
  );
}
