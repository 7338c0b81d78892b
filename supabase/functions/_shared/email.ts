// The one renderer of our emails, used by the embedded backend's mail port and by the hosted Edge
// Functions alike, so a mail reads the same wherever it was sent from.
import { html } from 'hono/html';

/** A rendered email: a text part and an HTML part with the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries (confirmation, reset), listed separately so they are easy to click. */
  links?: string[];
  /**
   * The Message-ID of a mail that may be sent again (a reminder after a crash): the local mailbox
   * keeps one mail per id, SMTP sends it as the Message-ID header.
   */
  id?: string;
}

export interface EmailContent {
  /** A stable Message-ID (see MailMessage.id). */
  id?: string;
  to: string;
  subject: string;
  /** Paragraphs before the button. */
  intro: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button: how long the link works, what to do if it was not you. */
  outro?: string[];
}

/**
 * One layout for every email: a text part (the link on a line of its own) and an HTML part with
 * the same words and a button. Every value is escaped; nothing but our layout is markup.
 */
export function renderEmail(content: EmailContent): MailMessage {
  const { intro, action, outro = [] } = content;
  const text = [
    ...intro,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...outro,
    '— ComplyReady',
  ].join('\n\n');
  const paragraphs = (list: string[]) =>
    list.map((line) => html`<p style="margin:0 0 16px">${line}</p>`);
  const button = action
    ? html`<p style="margin:24px 0">
          <a
            href="${action.url}"
            style="background:#1f4fd1;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600"
            >${action.label}</a
          >
        </p>
        <p style="margin:0 0 16px;font-size:13px;color:#4a5568">
          If the button does not work, copy this link into your browser:<br />${action.url}
        </p>`
    : '';
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${content.subject}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f5f7fb;font-family:system-ui,sans-serif;color:#172033"
      >
        <div
          style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:32px"
        >
          <p style="margin:0 0 24px;font-weight:700;color:#1f4fd1">ComplyReady</p>
          ${paragraphs(intro)} ${button} ${paragraphs(outro)}
        </div>
      </body>
    </html>`;
  // No part of the layout is asynchronous, so hono/html renders it at once.
  if (body instanceof Promise) throw new Error('renderEmail: asynchronous template');
  return {
    to: content.to,
    subject: content.subject,
    text,
    html: String(body),
    ...(action ? { links: [action.url] } : {}),
    ...(content.id ? { id: content.id } : {}),
  };
}
