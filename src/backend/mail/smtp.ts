import nodemailer from 'nodemailer';
import type { MailMessage, MailPort } from './mail-port';

export class MailConfigError extends Error {}

/**
 * Checks SMTP_URL: smtp:// (STARTTLS required) or smtps:// (TLS from the start), with a user name
 * and password, so mail never leaves unauthenticated or in clear text.
 */
export function parseSmtpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new MailConfigError('SMTP_URL is not a URL: use smtps://user:password@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  if (!url.username || !url.password) {
    throw new MailConfigError(
      'SMTP_URL must carry a user name and password: smtps://user:password@host',
    );
  }
  return url;
}

export interface SmtpOptions {
  url: string;
  /** The From address, e.g. `ComplyReady <no-reply@example.com>`. */
  from: string;
  /** Trust this CA for the server's certificate (tests with a self-signed local server). */
  ca?: string;
}

/** Sends every email through an SMTP server with nodemailer. */
export function createSmtpMailer(options: SmtpOptions): MailPort {
  const url = parseSmtpUrl(options.url);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    requireTLS: url.protocol === 'smtp:',
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    ...(options.ca ? { tls: { ca: options.ca } } : {}),
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.id ? { messageId: `<${message.id}>` } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
