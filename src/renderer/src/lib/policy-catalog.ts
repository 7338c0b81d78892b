import type { PolicyContent } from '@content/policies/types';

/**
 * Full policy texts, one JSON file per policy (docs/decisions.md D5: the id selects the content).
 * Each is loaded on demand, so a preview downloads only the policy it shows; all-texts.ts checks
 * every file against PolicyContent when the code is type-checked.
 */
const policyModules = import.meta.glob<{ default: PolicyContent }>(
  '../../../content/policies/texts/*.json',
);

const modulePath = (policyId: string) => `../../../content/policies/texts/${policyId}.json`;

export function hasPolicyContent(policyId: string): boolean {
  return modulePath(policyId) in policyModules;
}

export async function loadPolicy(policyId: string): Promise<PolicyContent | undefined> {
  const load = policyModules[modulePath(policyId)];
  return load ? (await load()).default : undefined;
}

export const policyIds: string[] = Object.keys(policyModules).map((path) =>
  path.replace(/^.*\/(.+)\.json$/, '$1'),
);
