import type { PolicyContent } from '@content/policies/types';

/**
 * Full policy texts, one module per policy (docs/decisions.md D5: the id selects the content). Each
 * is loaded on demand, so a preview downloads only the policy it shows.
 */
const policyModules = import.meta.glob<{ default: PolicyContent }>(
  '../../../content/policies/texts/*.ts',
);

const modulePath = (policyId: string) => `../../../content/policies/texts/${policyId}.ts`;

export function hasPolicyContent(policyId: string): boolean {
  return modulePath(policyId) in policyModules;
}

export async function loadPolicy(policyId: string): Promise<PolicyContent | undefined> {
  const load = policyModules[modulePath(policyId)];
  return load ? (await load()).default : undefined;
}

export const policyIds: string[] = Object.keys(policyModules).map((path) =>
  path.replace(/^.*\/(.+)\.ts$/, '$1'),
);
