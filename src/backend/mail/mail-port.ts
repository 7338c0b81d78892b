/**
 * The one way mail leaves the backend (docs/architecture.md, "One mail port"): auth links,
 * notices and reminders all call `send`. Two adapters: the local mailbox (the default on one
 * machine) and SMTP (`SMTP_URL`). Messages carry a text and an HTML part.
 */
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

export interface MailPort {
  readonly kind: 'local' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
