/**
 * The only addresses a domain's verification code is mailed to (docs/threat-model.md #46): the
 * administrative mailboxes certificate authorities accept as proof that someone controls a domain,
 * never a person's own address there (any employee or contractor has one of those). The database
 * keeps the same list (`sso_store_domain_code`); a backend test holds them together.
 */
export const DOMAIN_CONTACT_MAILBOXES = [
  'admin',
  'administrator',
  'hostmaster',
  'postmaster',
  'webmaster',
] as const;

/** `admin@example.com`, … for `domain`. */
export const domainContacts = (domain: string): string[] =>
  DOMAIN_CONTACT_MAILBOXES.map((mailbox) => `${mailbox}@${domain}`);
