import type { Database } from '../db/database';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Links the mail carries (confirmation, reset), listed separately so they are easy to click. */
  links?: string[];
}

export interface StoredMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

/**
 * The local mailbox: stands in for an email service on one machine, like Supabase's local
 * Mailpit. Mail is kept in the database (schema `mailbox`, not reachable through the API) and
 * printed to the console.
 */
export class Mailbox {
  constructor(
    private readonly db: Database,
    private readonly log: (line: string) => void = console.log,
  ) {}

  static readonly schema = `
    create schema if not exists mailbox;
    create table if not exists mailbox.messages (
      id bigserial primary key,
      recipient text not null,
      subject text not null,
      body text not null,
      links text[] not null default '{}',
      sent_at timestamptz not null default now()
    );`;

  async send(mail: OutgoingMail): Promise<void> {
    await this.db.query(
      'insert into mailbox.messages (recipient, subject, body, links) values ($1, $2, $3, $4)',
      [mail.to, mail.subject, mail.text, mail.links ?? []],
    );
    const links = (mail.links ?? []).map((link) => `\n    ${link}`).join('');
    this.log(`[mail] to ${mail.to}: ${mail.subject}${links}`);
  }

  /** Newest first; optionally only the mail sent to one address. */
  async list(to?: string, limit = 200): Promise<StoredMail[]> {
    const { rows } = await this.db.query<{
      id: string;
      recipient: string;
      subject: string;
      body: string;
      links: string[];
      sent_at: string;
    }>(
      `select id::text, recipient, subject, body, links, to_json(sent_at)#>>'{}' as sent_at
         from mailbox.messages
        where $1::text is null or lower(recipient) = lower($1)
        order by id desc
        limit $2`,
      [to ?? null, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      links: row.links,
      sentAt: row.sent_at,
    }));
  }
}
