import { acceptableUsePolicy } from '../../content/policies/acceptable-use-policy';
import type { PolicyContent } from '../../content/types';

/** Full policy texts by template id (decision D5: the id selects the content). */
const policies: ReadonlyMap<string, PolicyContent> = new Map(
  [acceptableUsePolicy].map((policy) => [policy.id, policy]),
);

export function findPolicy(policyId: string): PolicyContent | undefined {
  return policies.get(policyId);
}

export function hasPolicyContent(policyId: string): boolean {
  return policies.has(policyId);
}
