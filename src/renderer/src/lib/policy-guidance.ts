import type { PolicyGuidance, SectionGuidance } from '@content/policies/types';

/**
 * The policy customization guide (docs/decisions.md CG1), one module per template, loaded only by
 * the policy editor: the public template pages never download it.
 */
const guidanceModules = import.meta.glob<{ default: PolicyGuidance }>([
  '../../../content/policies/guidance/*.ts',
  '!../../../content/policies/guidance/common.ts',
]);

export async function loadGuidance(templateId: string): Promise<PolicyGuidance | undefined> {
  const load = guidanceModules[`../../../content/policies/guidance/${templateId}.ts`];
  return load ? (await load()).default : undefined;
}

/**
 * The guidance of a team's section, found by the template section's title (the first section of
 * an adopted policy is the template's overview); none for a section the team wrote or renamed.
 */
export function guidanceForSection(
  guidance: PolicyGuidance,
  title: string,
): SectionGuidance | undefined {
  if (title === 'Overview') return guidance.overview;
  return Object.hasOwn(guidance.sections, title) ? guidance.sections[title] : undefined;
}
