// Hosted mail (Deno): the SMTP server of the function secrets SMTP_URL and MAIL_FROM, as the
// embedded backend's mail port sends through SMTP_URL, with the same text and HTML parts
// (../_shared/email.ts). Without SMTP_URL every email fails, and the callers keep what was not
// sent for another try.
import nodemailer from 'nodemailer';
import { renderEmail, type EmailContent } from '../_shared/email.ts';
import { env } from './runtime.ts';

const smtpUrl = env('SMTP_URL');
const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

/** Renders one of our emails and sends it. */
export async function sendEmail(content: EmailContent): Promise<void> {
  if (!transport) throw new Error('SMTP_URL is not set');
  const message = renderEmail(content);
  await transport.sendMail({
    from: env('MAIL_FROM'),
    to: message.to,
    subject: message.subject,
    ...(message.id ? { messageId: `<${message.id}>` } : {}),
    text: message.text,
    html: message.html,
  });
}
