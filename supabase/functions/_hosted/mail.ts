// Hosted mail (Deno): the SMTP server of the function secrets SMTP_URL and MAIL_FROM, as the
// embedded backend's mail port sends through SMTP_URL. Without SMTP_URL every email fails, and the
// callers keep what was not sent for another try.
import nodemailer from 'npm:nodemailer@6';
import { env } from './runtime.ts';

const smtpUrl = env('SMTP_URL');
const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

export interface PlainEmail {
  /** A stable Message-ID, for a mail that may be sent again (a training reminder after a crash). */
  id?: string;
  to: string;
  subject: string;
  intro: string[];
  action: { label: string; url: string };
  outro: string[];
}

/** Sends the text part of one of our emails (the link on a line of its own). */
export async function sendPlainEmail(email: PlainEmail): Promise<void> {
  if (!transport) throw new Error('SMTP_URL is not set');
  await transport.sendMail({
    from: env('MAIL_FROM'),
    to: email.to,
    subject: email.subject,
    ...(email.id ? { messageId: `<${email.id}>` } : {}),
    text: [...email.intro, `${email.action.label}:\n${email.action.url}`, ...email.outro].join(
      '\n\n',
    ),
  });
}
