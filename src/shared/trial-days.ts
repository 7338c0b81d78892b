/** One day in milliseconds. */
const DAY_MS = 86_400_000;

/**
 * The whole days left until `endsAt` at `at`, rounded up, as the trial reminders count them
 * (docs/decisions.md P1): "7 days" is more than 6 and at most 7 days before the end, and the last
 * 24 hours are day 1. `public.claim_trial_reminders` counts the same in SQL
 * (`ceil(extract(epoch from (trial_ends_at - at)) / 86400)`); `src/backend/billing-notices.test.ts`
 * holds the two together. Zero or less once `endsAt` has passed.
 */
export function wholeDaysLeft(endsAt: string | number | Date, at: string | number | Date): number {
  return Math.ceil((new Date(endsAt).getTime() - new Date(at).getTime()) / DAY_MS);
}
