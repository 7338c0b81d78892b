// The reporter's side of a team hotline (docs/decisions.md H1): everything is encrypted or opened
// in this browser (src/shared/hotline-crypto.ts), and the team-hotline function is called with
// the public key only, never a signed-in session (docs/threat-model.md #7).
import {
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
  decryptMessage,
  encryptAttachment,
  encryptMessage,
  openReporterKey,
  receiptSecrets,
  reportRequest,
  sealReport,
  HotlineCryptoError,
  type CaseText,
  type CryptoKey,
  type MessageAuthor,
} from '@shared/hotline-crypto';
import type { ReporterCase } from '@shared/hotline';
import { readBackendConfig } from '../../lib/backend-config';
import { callPublicFunction } from '../../lib/send-form';

export interface TeamChannel {
  teamName: string;
  publicKey: string;
  /** False while the team's plan does not include its own hotline. */
  open: boolean;
}

export const getChannel = (slug: string) =>
  callPublicFunction<TeamChannel>('team-hotline', { action: 'channel', slug });

export interface SentReport {
  /** The receipt code, which exists nowhere else. */
  code: string;
  /** How many of the chosen files did not arrive (the report itself did). */
  attachmentsFailed: number;
}

/**
 * Uploads one encrypted attachment to the key the function handed out (docs/decisions.md H2), as
 * supabase-js's storage client would, with the public key only: the reporter has no account.
 */
async function uploadAttachment(key: string, ciphertext: Uint8Array<ArrayBuffer>) {
  const { url, anonKey } = readBackendConfig();
  const path = key.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(
    `${url.replace(/\/+$/, '')}/storage/v1/object/hotline-attachments/${path}`,
    {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'content-type': 'application/octet-stream',
        'x-upsert': 'false',
      },
      body: ciphertext,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    },
  );
  if (!response.ok) throw new Error(`The attachment could not be uploaded (${response.status})`);
}

/**
 * Encrypts and sends a report and its attachments (each file, its name and its type encrypted
 * with the case key before anything is sent).
 */
export async function sendReport(
  slug: string,
  channel: TeamChannel,
  isAnonymous: boolean,
  report: CaseText,
  files: readonly File[] = [],
): Promise<SentReport> {
  if (files.length > MAX_ATTACHMENTS) throw new HotlineCryptoError(TOO_MANY_ATTACHMENTS);
  const sealed = await sealReport(channel.publicKey, report);
  const encrypted = await Promise.all(
    files.map(async (file) =>
      encryptAttachment(sealed.caseKey, {
        name: file.name,
        type: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      }),
    ),
  );
  await callPublicFunction('team-hotline', reportRequest(slug, sealed, isAnonymous));
  if (encrypted.length === 0) return { code: sealed.code, attachmentsFailed: 0 };
  // The report has arrived: from here on a failure must not hide its receipt code.
  try {
    const { keys } = await callPublicFunction<{ keys: string[] }>('team-hotline', {
      action: 'attach',
      access: sealed.access,
      files: encrypted.length,
    });
    const results = await Promise.allSettled(
      keys.map((key, index) => uploadAttachment(key, encrypted[index] ?? new Uint8Array())),
    );
    const failed = results.filter((result) => result.status === 'rejected').length;
    return { code: sealed.code, attachmentsFailed: failed };
  } catch {
    return { code: sealed.code, attachmentsFailed: encrypted.length };
  }
}

export interface ReporterMessage extends CaseText {
  position: number;
  author: MessageAuthor;
  isFeedback: boolean;
  writtenOn: string;
}

export interface OpenedCase {
  teamName: string;
  status: string;
  outcome: string | null;
  receivedOn: string;
  messages: ReporterMessage[];
  /** Sends the reporter's reply, encrypted with the case key. */
  reply(text: string): Promise<void>;
}

/** Opens the case of a receipt code with the code alone. */
export async function openCase(code: string): Promise<OpenedCase> {
  const secrets = await receiptSecrets(code);
  const found = await callPublicFunction<ReporterCase>('team-hotline', {
    action: 'case',
    access: secrets.access,
  });
  const caseKey: CryptoKey = await openReporterKey(secrets, found.reporter_key);
  const messages = await Promise.all(
    found.messages.map(async (message) => ({
      ...(await decryptMessage(caseKey, message.author, message.ciphertext)),
      position: message.position,
      author: message.author,
      isFeedback: message.is_feedback,
      writtenOn: message.written_on,
    })),
  );
  return {
    teamName: found.team_name,
    status: found.status,
    outcome: found.outcome,
    receivedOn: found.received_on,
    messages,
    async reply(text) {
      await callPublicFunction('team-hotline', {
        action: 'reply',
        access: secrets.access,
        ciphertext: await encryptMessage(caseKey, 'reporter', { text }),
      });
    },
  };
}
