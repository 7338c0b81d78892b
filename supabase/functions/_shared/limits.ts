// Limits of the public forms, one definition for the embedded backend and the hosted Edge
// Functions (docs/threat-model.md#numbers).

export interface SubmissionLimit {
  limit: number;
  windowMs: number;
}

export const SUBMISSION_LIMITS = {
  hotline: { limit: 10, windowMs: 60 * 60_000 },
  contact: { limit: 10, windowMs: 60 * 60_000 },
  /** Help's requests (docs/decisions.md SU1), per client network like the contact form. */
  support: { limit: 10, windowMs: 60 * 60_000 },
  /** The trust page's request and confirmation forms (docs/decisions.md TR1, threat #77). */
  trust: { limit: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, SubmissionLimit>;

export type SubmissionKind = keyof typeof SUBMISSION_LIMITS;

// The team hotline's limits are counted in the database, one rule for every deployment
// (supabase/migrations, “Hotline metadata”).

/**
 * The secret that salts the hosted functions' hashes of client networks (RATE_LIMIT_SALT). Throws
 * without one, so a function never starts with a guessable salt (docs/threat-model.md #35).
 */
export function rateLimitSalt(value: string | undefined): string {
  if (!value || value.trim().length < 32) {
    throw new Error('Set the RATE_LIMIT_SALT secret (at least 32 characters) before deploying');
  }
  return value;
}
