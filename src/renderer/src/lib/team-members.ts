import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { answer } from './answer';

/** An active member as the register pages offer them as an owner: by name, else by email. */
export interface MemberChoice {
  id: string;
  name: string;
  email: string;
}

/** The team's active members (deactivated ones own nothing new), sorted by name. */
export async function getMemberChoices(
  client: SupabaseClient<Database>,
  teamId: string,
  signal: AbortSignal,
): Promise<MemberChoice[]> {
  const data = await answer(
    client
      .from('users')
      .select('id, full_name, email')
      .eq('team_id', teamId)
      .is('deactivated_at', null)
      .order('full_name')
      .abortSignal(signal),
  );
  return data.map((member) => ({
    id: member.id,
    name: member.full_name ?? member.email,
    email: member.email,
  }));
}
