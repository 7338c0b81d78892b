/**
 * How quickly support answers each plan (docs/decisions.md SU1), in the words the Help form shows
 * and the emails repeat: Starter "Email support", Professional "Priority email support",
 * Enterprise priority with its success manager copied once the operator has named one (until
 * then the promise says nothing of a manager: src/content/plans); nothing for an unknown plan.
 */
export function supportPromise(plan: string, successManagerNamed: boolean): string {
  switch (plan) {
    case 'starter':
      return 'Email support: we answer requests in the order they arrive.';
    case 'professional':
      return 'We answer Professional requests within one business day.';
    case 'enterprise':
      return successManagerNamed
        ? 'We answer Enterprise requests within one business day, and your success manager is copied.'
        : 'We answer Enterprise requests within one business day.';
    default:
      return '';
  }
}
