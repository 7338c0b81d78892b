import type { MailMessage } from '../../../supabase/functions/_shared/email.ts';

export type { MailMessage };

/**
 * The one way mail leaves the backend (docs/architecture.md, "One mail port"): auth links,
 * notices and reminders all call `send`. Two adapters: the local mailbox (the default on one
 * machine) and SMTP (`SMTP_URL`). Messages carry a text and an HTML part, rendered by
 * supabase/functions/_shared/email.ts, which the hosted functions use too.
 */
export interface MailPort {
  readonly kind: 'local' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
