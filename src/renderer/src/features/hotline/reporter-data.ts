// The reporter's side of a team hotline (docs/decisions.md H1): everything is encrypted or opened
// in this browser (src/shared/hotline-crypto.ts), and the team-hotline function is called with
// the public key only, never a signed-in session (docs/threat-model.md #7).
import {
  decryptMessage,
  encryptMessage,
  openReporterKey,
  receiptSecrets,
  sealReport,
  type CaseText,
  type CryptoKey,
  type MessageAuthor,
} from '@shared/hotline-crypto';
import type { ReporterCase } from '@shared/hotline';
import { callPublicFunction } from '../../lib/send-form';

export interface TeamChannel {
  teamName: string;
  publicKey: string;
  /** False while the team's plan does not include its own hotline. */
  open: boolean;
}

export const getChannel = (slug: string) =>
  callPublicFunction<TeamChannel>('team-hotline', { action: 'channel', slug });

/** Encrypts and sends a report; returns the receipt code, which exists nowhere else. */
export async function sendReport(
  slug: string,
  channel: TeamChannel,
  isAnonymous: boolean,
  report: CaseText,
): Promise<string> {
  const sealed = await sealReport(channel.publicKey, report);
  await callPublicFunction('team-hotline', {
    action: 'report',
    slug,
    isAnonymous,
    sealedKey: sealed.sealedKey,
    reporterKey: sealed.reporterKey,
    access: sealed.access,
    ciphertext: sealed.ciphertext,
  });
  return sealed.code;
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
