import type { PlanId } from './index.ts';

/**
 * How quickly support answers each plan (docs/decisions.md SU1), in the words the Help form shows
 * and the emails repeat: Starter "Email support", Professional "Priority email support",
 * Enterprise priority with its success manager copied (src/content/plans).
 */
export const SUPPORT_PROMISE: Record<PlanId, string> = {
  starter: 'Email support: we answer requests in the order they arrive.',
  professional: 'We answer Professional requests within one business day.',
  enterprise:
    'We answer Enterprise requests within one business day, and your success manager is copied.',
};
