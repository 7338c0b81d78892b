// A backend whose mail leaves through a real SMTP server on loopback (SMTP_URL), not the local
// mailbox: for the tests of what an email says and who receives it (docs/decisions.md S1).
import { createClient } from '@supabase/supabase-js';
import { createSmtpMailer } from '../mail/smtp';
import type { RateLimits } from '../rate-limit';
import { startBackend } from '../server';
import { nodeClientOptions, type TestBackend } from './backend';
import { freshDatabase, randomKeys } from './database';
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
  const db = await freshDatabase();
  const keys = await randomKeys();
  const running = await startBackend({
    db,
    keys,
    port: 0,
    log: () => undefined,
    ...options,
    mail: createSmtpMailer({
      url: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
      from: 'ComplyReady <no-reply@example.com>',
      ca: smtp.certificate,
    }),
  });
  const backend = {
    ...running,
    db,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    client: (key = keys.anonKey) => createClient(running.url, key, nodeClientOptions),
  } as TestBackend;
  return {
    backend,
    smtp,
    mailsTo: (address) =>
      smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => decoded(mail.raw)),
    close: async () => {
      await running.close();
      await db.close();
      await smtp.close();
    },
  };
}
