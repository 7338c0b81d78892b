// The customisation of a policy (docs/product.md#template-preview): the company's details fill the
// placeholders of every template, in the preview and in the Word file alike.
import { fillString, type PolicyDetails } from '@shared/policy-document';
import type { PolicyContent, PolicySection } from '@content/policies/types';

export {
  fillText,
  fillString,
  PLACEHOLDERS,
  PLACEHOLDER_PATTERN,
  type PolicyDetails,
  type TextPart,
} from '@shared/policy-document';

export const EMPTY_DETAILS: PolicyDetails = {
  companyName: '',
  policyOwner: '',
  approver: '',
  effectiveDate: '',
  version: '',
};

function fillSection(section: PolicySection, details: PolicyDetails): PolicySection {
  const content =
    typeof section.content === 'string'
      ? fillString(section.content, details)
      : section.content.map((item) => fillString(item, details));
  return { ...section, title: fillString(section.title, details), content };
}

export function fillPolicy(policy: PolicyContent, details: PolicyDetails): PolicyContent {
  return {
    ...policy,
    overview: fillString(policy.overview, details),
    sections: policy.sections.map((section) => fillSection(section, details)),
  };
}

/** Stored and read through the platform adapter, so the desktop app remembers them too. */
export const DETAILS_PREFERENCE_KEY = 'policy-details';

export function parseStoredDetails(stored: string | null): PolicyDetails {
  if (!stored) return EMPTY_DETAILS;
  try {
    const parsed = JSON.parse(stored) as Partial<Record<keyof PolicyDetails, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
    return {
      companyName: text(parsed.companyName),
      policyOwner: text(parsed.policyOwner),
      approver: text(parsed.approver),
      effectiveDate: text(parsed.effectiveDate),
      version: text(parsed.version),
    };
  } catch {
    return EMPTY_DETAILS;
  }
}
