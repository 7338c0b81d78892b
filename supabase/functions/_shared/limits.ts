// Limits of the public forms, one definition for the embedded backend and the hosted Edge
// Functions (docs/threat-model.md#numbers).

export interface SubmissionLimit {
  limit: number;
  windowMs: number;
}

export const SUBMISSION_LIMITS = {
  hotline: { limit: 10, windowMs: 60 * 60_000 },
  contact: { limit: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, SubmissionLimit>;

export type SubmissionKind = keyof typeof SUBMISSION_LIMITS;
// The team hotline's limits are counted in the database, one rule for every deployment
// (supabase/migrations/20261204000000_hotline_metadata.sql).

/**
 * The secret that salts the hosted functions' hashes of client networks (RATE_LIMIT_SALT). Throws
 * without one, so a function never starts with a guessable salt (docs/threat-model.md #36).
 */
export function rateLimitSalt(value: string | undefined): string {
  if (!value || value.trim().length < 32) {
    throw new Error('Set the RATE_LIMIT_SALT secret (at least 32 characters) before deploying');
  }
  return value;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight groups of an IPv6 address in lower-case hex without leading zeros, or undefined. */
export function ipv6Groups(address: string): string[] | undefined {
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(':')) return undefined;
  const [head = '', tail, extra] = address.toLowerCase().split('::');
  if (extra !== undefined) return undefined;
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * What rate limits count a client by: its IPv4 address, or the /64 network of an IPv6 address,
 * since one IPv6 host commonly holds a whole /64 and could otherwise rotate through it.
 */
export function rateLimitAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (IPV4.test(v4)) return v4;
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}
