// Data access for people who come and go (docs/decisions.md SC1): SCIM tokens and the admin
// group, and invitations by email. Every rule is the database's; its refusals are worded for people.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { parseAnswer, scimSettings } from '../../lib/schemas';
import { callFunction } from '../../lib/call-function';

export interface ScimToken {
  id: string;
  label: string;
  created_at: string;
  created_by_name: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ScimSettingsData {
  admin_group: string | null;
  tokens: ScimToken[];
}

export async function getScimSettings(client: SupabaseClient<Database>): Promise<ScimSettingsData> {
  const { data, error } = await client.rpc('team_scim_settings');
  if (error) throw new Error(error.message);
  return parseAnswer(scimSettings, data, 'team_scim_settings()');
}

/** The new token, to be shown once: only its hash is kept. */
export async function createScimToken(
  client: SupabaseClient<Database>,
  label: string,
): Promise<string> {
  const { data, error } = await client.rpc('create_scim_token', { label });
  if (error) throw new Error(error.message);
  return data;
}

export async function revokeScimToken(client: SupabaseClient<Database>, tokenId: string) {
  const { error } = await client.rpc('revoke_scim_token', { token_id: tokenId });
  if (error) throw new Error(error.message);
}

export async function setScimAdminGroup(client: SupabaseClient<Database>, groupName: string) {
  const { error } = await client.rpc('set_scim_admin_group', { group_name: groupName });
  if (error) throw new Error(error.message);
}

// ─── Invitations ─────────────────────────────────────────────────────────────────────────────

export type Invitation = Database['public']['Functions']['team_invitations']['Returns'][number];

export async function getInvitations(
  client: SupabaseClient<Database>,
  signal: AbortSignal,
): Promise<Invitation[]> {
  const { data, error } = await client.rpc('team_invitations').abortSignal(signal);
  if (error) throw new Error(error.message);
  return data;
}

export interface Invitee {
  email: string;
  name: string | null;
}

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

/**
 * The people in a pasted list or a CSV: one address per line or several separated by commas,
 * semicolons or spaces; or `name,email` rows (either order, a header row is skipped); or
 * `Name <email>`. Returns them once each, and the pieces that are not addresses.
 */
export function parseInvitees(text: string): { invitees: Invitee[]; invalid: string[] } {
  const invitees = new Map<string, Invitee>();
  const invalid: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const cells = line
      .split(/[,;\t]/)
      .map((cell) =>
        cell
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      )
      .filter(Boolean);
    if (cells.length === 0) continue;
    if (cells.every((cell) => /^(name|full name|email|e-mail|email address)$/i.test(cell)))
      continue;
    const addresses = cells.filter((cell) => EMAIL.test(cell.replace(/^.*<(.+)>$/, '$1')));
    const names = cells.filter((cell) => !addresses.includes(cell));
    // `name,email`: one address and one name on the line.
    if (addresses.length === 1 && names.length === 1 && !/\s@|@\S*\s/.test(names[0] ?? '')) {
      const email = (addresses[0] ?? '').replace(/^.*<(.+)>$/, '$1').toLowerCase();
      if (!invitees.has(email)) invitees.set(email, { email, name: names[0] ?? null });
      continue;
    }
    for (const cell of cells) {
      for (const piece of cell.includes('<') ? [cell] : cell.split(/\s+/)) {
        const named = /^(.*)<(.+)>$/.exec(piece);
        const email = (named ? (named[2] ?? '') : piece).trim().toLowerCase();
        if (!EMAIL.test(email)) {
          invalid.push(piece);
          continue;
        }
        const name = named?.[1]?.trim() || null;
        if (!invitees.has(email)) invitees.set(email, { email, name });
      }
    }
  }
  return { invitees: [...invitees.values()], invalid };
}

interface InvitationAnswer {
  invited: { id: string; email: string }[];
  failed: string[];
}

/** Sends invitations (or one again) through the invitations function; says which mails failed. */
const callInvitations = (
  client: SupabaseClient<Database>,
  body: { invitees: Invitee[] } | { resend: string },
) =>
  callFunction<InvitationAnswer>(
    client,
    'invitations',
    body,
    'The invitations could not be sent. Please try again.',
  );

export const sendInvitations = (client: SupabaseClient<Database>, invitees: Invitee[]) =>
  callInvitations(client, { invitees });

export const resendInvitation = (client: SupabaseClient<Database>, invitationId: string) =>
  callInvitations(client, { resend: invitationId });

export async function revokeInvitation(client: SupabaseClient<Database>, invitationId: string) {
  const { error } = await client.rpc('revoke_invitation', { invitation: invitationId });
  if (error) throw new Error(error.message);
}
