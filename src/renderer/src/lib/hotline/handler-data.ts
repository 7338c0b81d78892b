// Data access for the handlers' side of a team hotline (docs/decisions.md H1). The database
// decides who handles the hotline and what each action may do; it only ever sees ciphertext.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { openedHotlineCase, parseAnswer } from '../schemas';
import {
  createTeamKeys,
  decryptMessage,
  encryptMessage,
  openCaseKey,
  rewrapTeamKey,
  sealNote,
  type CryptoKey,
  type TeamKeyMaterial,
  type UnlockedTeamKey,
} from '@shared/hotline-crypto';
import { answer } from '../answer';

type Client = SupabaseClient<Database>;
type Functions = Database['public']['Functions'];

export type InboxRow = Functions['hotline_inbox']['Returns'][number];
export type HandlerRow = Functions['hotline_team_handlers']['Returns'][number];

export interface HotlineChannelRow extends TeamKeyMaterial {
  slug: string;
}

export interface HotlineOverview {
  /** Whether the database counts the caller as one of the team's handlers. */
  handler: boolean;
  channel: HotlineChannelRow | null;
  cases: InboxRow[];
}

/** The team's channel and its cases, or `handler: false` for anyone the database refuses. */
export async function getHotlineOverview(
  client: Client,
  signal: AbortSignal,
): Promise<HotlineOverview> {
  const inbox = await client.rpc('hotline_inbox').abortSignal(signal);
  if (inbox.error?.code === '42501') return { handler: false, channel: null, cases: [] };
  if (inbox.error) throw inbox.error;
  const data = await answer(
    client
      .from('hotline_channels')
      .select('slug, public_key, wrapped_private_key')
      .abortSignal(signal)
      .maybeSingle(),
  );
  return {
    handler: true,
    channel: data
      ? { slug: data.slug, publicKey: data.public_key, wrappedPrivateKey: data.wrapped_private_key }
      : null,
    cases: inbox.data,
  };
}

/**
 * Each case's subject, read in this browser with the unlocked team key from the sealed case key
 * and the encrypted report (not an opening of the case, which is logged). A report that does
 * not open is left out, so its case is listed by number alone.
 */
export async function getCaseSubjects(
  client: Client,
  key: UnlockedTeamKey,
  signal: AbortSignal,
): Promise<Map<string, string>> {
  const data = await answer(client.rpc('hotline_case_reports').abortSignal(signal));
  const subjects = new Map<string, string>();
  await Promise.all(
    data.map(async (row) => {
      try {
        const caseKey = await openCaseKey(key, row.sealed_key);
        const { subject } = await decryptMessage(caseKey, 'reporter', row.report);
        if (subject) subjects.set(row.case_id, subject);
      } catch {
        // Left out: the case page says what is wrong with it.
      }
    }),
  );
  return subjects;
}

export async function getHandlers(client: Client, signal: AbortSignal): Promise<HandlerRow[]> {
  return answer(client.rpc('hotline_team_handlers').abortSignal(signal));
}

const refused = (error: { message: string } | null) => {
  if (error) throw new Error(error.message);
};

/** Makes the team key in this browser and opens the channel; returns the opened key. */
export async function setUpHotline(client: Client, passphrase: string) {
  const keys = await createTeamKeys(passphrase);
  const { error } = await client.rpc('set_up_hotline', {
    public_key: keys.publicKey,
    wrapped_private_key: keys.wrappedPrivateKey,
  });
  refused(error);
  return keys.unlocked;
}

export async function changePassphrase(
  client: Client,
  channel: TeamKeyMaterial,
  current: string,
  next: string,
) {
  const wrapped = await rewrapTeamKey(channel.wrappedPrivateKey, current, next);
  const { error } = await client.rpc('change_hotline_passphrase', { wrapped_private_key: wrapped });
  refused(error);
}

export async function setHandler(client: Client, member: string, handler: boolean) {
  refused((await client.rpc('set_hotline_handler', { member, handler })).error);
}

// ─── One case ───────────────────────────────────────────────────────────────────────────────

export interface CaseMessageRow {
  id: string;
  position: number;
  author: 'reporter' | 'handler';
  kind: 'report' | 'message' | 'note';
  author_name: string | null;
  ciphertext: string;
  is_feedback: boolean;
  written_on: string;
}

export interface OpenedCaseRow {
  id: string;
  number: number;
  status: string;
  outcome: string | null;
  is_anonymous: boolean;
  received_on: string;
  acknowledged_on: string | null;
  feedback_on: string | null;
  closed_on: string | null;
  assignee_id: string | null;
  sealed_key: string;
  clock: { clock: string | null; due_on: string | null; state: string | null };
  messages: CaseMessageRow[];
}

/** Opens a case: the database writes the opening to the team's audit log. */
export async function openHotlineCase(client: Client, caseId: string): Promise<OpenedCaseRow> {
  const { data, error } = await client.rpc('open_hotline_case', { case_id: caseId });
  if (error) throw new Error(error.message);
  return parseAnswer(openedHotlineCase, data, 'open_hotline_case()');
}

export async function acknowledgeCase(client: Client, caseId: string) {
  refused((await client.rpc('acknowledge_hotline_case', { case_id: caseId })).error);
}

export async function setCaseStatus(
  client: Client,
  caseId: string,
  status: 'investigating' | 'closed',
  outcome?: string,
) {
  refused(
    (
      await client.rpc('set_hotline_case_status', {
        case_id: caseId,
        status,
        ...(outcome ? { outcome } : {}),
      })
    ).error,
  );
}

export async function assignCase(client: Client, caseId: string, handler: string | null) {
  refused(
    (await client.rpc('assign_hotline_case', { case_id: caseId, ...(handler ? { handler } : {}) }))
      .error,
  );
}

/** A message to the reporter, encrypted with the case key. */
export async function sendMessage(
  client: Client,
  caseId: string,
  caseKey: CryptoKey,
  text: string,
  isFeedback: boolean,
) {
  const ciphertext = await encryptMessage(caseKey, 'handler', { text });
  refused(
    (
      await client.rpc('add_hotline_message', {
        case_id: caseId,
        kind: 'message',
        ciphertext,
        is_feedback: isFeedback,
      })
    ).error,
  );
}

/** An internal note, sealed to the team key: the reporter's code never opens it. */
export async function addNote(client: Client, caseId: string, publicKey: string, text: string) {
  const ciphertext = await sealNote(publicKey, text);
  refused(
    (await client.rpc('add_hotline_message', { case_id: caseId, kind: 'note', ciphertext })).error,
  );
}
