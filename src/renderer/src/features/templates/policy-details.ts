// The customisation of a policy (issue "Policy library"): the company's details fill the
// placeholders of every template, in the preview and in the Word file alike.
import type { PolicyContent, PolicySection } from '../../content/types';

export interface PolicyDetails {
  companyName: string;
  policyOwner: string;
  approver: string;
  effectiveDate: string;
  version: string;
}

export const EMPTY_DETAILS: PolicyDetails = {
  companyName: '',
  policyOwner: '',
  approver: '',
  effectiveDate: '',
  version: '',
};

/** Placeholder text in the templates, and the detail that replaces it. */
export const PLACEHOLDERS: Record<string, keyof PolicyDetails> = {
  '[Company Name]': 'companyName',
  '[Policy Owner]': 'policyOwner',
  '[Approver]': 'approver',
  '[Effective Date]': 'effectiveDate',
  '[Version]': 'version',
};

export const PLACEHOLDER_PATTERN =
  /\[(?:Company Name|Policy Owner|Approver|Effective Date|Version)\]/g;

/** A text split into literal parts and placeholders that have no value yet. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'placeholder'; text: string };

export function fillText(text: string, details: PolicyDetails): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    const index = match.index;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    const key = PLACEHOLDERS[match[0]];
    const value = key ? details[key].trim() : '';
    parts.push(value ? { kind: 'text', text: value } : { kind: 'placeholder', text: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return mergeText(parts);
}

function mergeText(parts: TextPart[]): TextPart[] {
  const merged: TextPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (previous?.kind === 'text' && part.kind === 'text') previous.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/** The text with every placeholder that has a value replaced; the others stay as written. */
export function fillString(text: string, details: PolicyDetails): string {
  return fillText(text, details)
    .map((part) => part.text)
    .join('');
}

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
