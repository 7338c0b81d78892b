// Help (docs/decisions.md SU1): what the page asks the database and the support function. The
// database decides the team, the plan and who may ask for what; these calls pass the words on.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { callFunction } from '../../lib/call-function';
import { answer } from '../../lib/answer';

type Client = SupabaseClient<Database>;

export const supportKeys = {
  all: ['support'] as const,
  contact: (userId: string) => [...supportKeys.all, 'contact', userId] as const,
};

export interface SupportContact {
  plan_id: string;
  success_manager_email: string | null;
}

/** The caller's team's plan and, for Enterprise, its success manager; null outside a team. */
export async function getSupportContact(
  client: Client,
  signal: AbortSignal,
): Promise<SupportContact | null> {
  const data = await answer(client.rpc('support_contact').abortSignal(signal));
  return data[0] ?? null;
}

export type SupportRequest =
  | { kind: 'help'; subject: string; message: string; page: string }
  | { kind: 'custom_policy'; subject: string; message: string; page: string; neededBy: string };

/** Sends the request; answers its reference, or throws the function's words. */
export async function sendSupportRequest(client: Client, request: SupportRequest) {
  const { reference } = await callFunction<{ reference: string }>(
    client,
    'support',
    request,
    'Your request could not be sent. Please try again.',
  );
  return reference;
}
