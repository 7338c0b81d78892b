import type { TeamPolicy } from '../../lib/policies/data';

/** When the policy is next due for review, flagged once the date has passed. */
export function ReviewDate({ policy }: { policy: TeamPolicy }) {
  if (!policy.next_review_on) return <>—</>;
  return policy.review_overdue ? (
    <span className="status-overdue">Review overdue (due {policy.next_review_on})</span>
  ) : (
    <time dateTime={policy.next_review_on}>{policy.next_review_on}</time>
  );
}
