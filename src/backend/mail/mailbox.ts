import type { Queryable } from '../db/database';
import type { MailMessage, MailPort } from './mail-port';

export interface StoredMail extends MailMessage {
  id: string;
  sentAt: string;
}

export interface MailPage {
  messages: StoredMail[];
  /** Pass as `before` for the next (older) page; absent on the last page. */
  nextBefore?: string;
}

export const MAILBOX_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/**
 * The local mailbox: stands in for an email service on one machine, like Supabase's local
 * Mailpit. Mail is kept in the database (schema `mailbox`, not reachable through the API). The
 * server log says only that a message arrived, never its body or links: links carry tokens.
 */
export class Mailbox implements MailPort {
  readonly kind = 'local';

  constructor(
    private readonly db: Queryable,
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
    );
    alter table mailbox.messages add column if not exists html text;
    alter table mailbox.messages add column if not exists message_id text;
    create unique index if not exists messages_message_id_idx on mailbox.messages (message_id);
    create index if not exists messages_recipient_idx on mailbox.messages (lower(recipient), id);`;

  async send(mail: MailMessage): Promise<void> {
    await this.db.query(
      `insert into mailbox.messages (recipient, subject, body, html, links, message_id)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (message_id) do nothing`,
      [mail.to, mail.subject, mail.text, mail.html, mail.links ?? [], mail.id ?? null],
    );
    this.log(`[mail] a message is waiting in the local mailbox (/_mail)`);
  }

  /**
   * Newest first, a page at a time (`before`: the id the previous page ended at); optionally only
   * the mail sent to one address. Ids are compared as numbers, so mail 450 comes before mail 99.
   */
  async page(options: { to?: string; before?: string; limit?: number } = {}): Promise<MailPage> {
    const limit = Math.min(
      Math.max(Math.trunc(options.limit ?? MAILBOX_PAGE_SIZE), 1),
      MAX_PAGE_SIZE,
    );
    const before = options.before && /^[0-9]{1,18}$/.test(options.before) ? options.before : null;
    const { rows } = await this.db.query<{
      id: string;
      recipient: string;
      subject: string;
      body: string;
      html: string | null;
      links: string[];
      sent_at: string;
    }>(
      `select m.id::text as id, m.recipient, m.subject, m.body, m.html, m.links,
              to_json(m.sent_at)#>>'{}' as sent_at
         from mailbox.messages m
        where ($1::text is null or lower(m.recipient) = lower($1))
          and ($2::bigint is null or m.id < $2::bigint)
        order by m.id desc
        limit $3`,
      [options.to ?? null, before, limit + 1],
    );
    const messages = rows.slice(0, limit).map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      html: row.html ?? '',
      links: row.links,
      sentAt: row.sent_at,
    }));
    const last = messages.at(-1);
    return rows.length > limit && last ? { messages, nextBefore: last.id } : { messages };
  }

  /** The newest messages (to one address), for tests and the operator command. */
  async list(to?: string, limit = MAX_PAGE_SIZE): Promise<StoredMail[]> {
    return (await this.page({ ...(to ? { to } : {}), limit })).messages;
  }
}
