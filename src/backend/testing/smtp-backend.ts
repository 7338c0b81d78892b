// A backend whose mail leaves through a real SMTP server on loopback (SMTP_URL), not the local
// mailbox: for the tests of what an email says and who receives it (docs/decisions.md S1).
import { createSmtpMailer } from '../mail/smtp';
import type { RateLimits } from '../rate-limit';
import { startFreshBackend, type TestBackend } from './backend';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';

export interface SmtpTestBackend {
  /** What the account helpers use of a test backend; it has no mailbox. */
  backend: TestBackend;
  smtp: TestSmtpServer;
  /** The emails to `address`, in order, quoted-printable undone and folded header lines joined. */
  mailsTo(address: string): string[];
  close(): Promise<void>;
}

const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');

export async function startSmtpTestBackend(
  options: { supportEmail?: string; rateLimits?: Partial<RateLimits> } = {},
): Promise<SmtpTestBackend> {
  const smtp = await startTestSmtpServer('secret');
  const backend = await startFreshBackend({
    log: () => undefined,
    ...options,
    mail: createSmtpMailer({
      url: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
      from: 'ComplyReady <no-reply@example.com>',
      ca: smtp.certificate,
    }),
  });
  return {
    backend: backend as TestBackend,
    smtp,
    mailsTo: (address) =>
      smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => decoded(mail.raw)),
    close: async () => {
      await backend.close();
      await smtp.close();
    },
  };
}
