// Limits of the public forms, one definition for the embedded backend and the hosted Edge
// Functions (docs/threat-model.md#numbers).

export interface SubmissionLimit {
  limit: number;
  windowMs: number;
}

export const SUBMISSION_LIMITS = {
  hotline: { limit: 10, windowMs: 60 * 60_000 },
  contact: { limit: 10, windowMs: 60 * 60_000 },
  /** Every call of a team's hotline (reports, follow-ups); wrong receipt codes have their own. */
  teamHotline: { limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, SubmissionLimit>;

export type SubmissionKind = keyof typeof SUBMISSION_LIMITS;
