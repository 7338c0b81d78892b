// Walks all 27 templates (docs/product.md#policy-templates): content, controls, placeholders,
// Word file.
import { describe, expect, it } from 'vitest';
import { policyTemplates } from '@content/policies/catalogue';
import type { PolicyContent } from '@content/policies/types';
import {
  defaultFontSize,
  readDocx,
  styleFontSize,
  wordText,
} from '../../../../../tests/support/docx-reader';
import { buildPolicyDocx } from '@documents/policy-docx';
import { PLACEHOLDER_PATTERN, fillPolicy, type PolicyDetails } from '../../lib/policy-details';

const modules = import.meta.glob<{ default: PolicyContent }>(
  '../../../../content/policies/texts/*.json',
  {
    eager: true,
  },
);
const policies = Object.values(modules).map((module) => module.default);

const REQUIRED_SECTIONS = [
  'Purpose',
  'Scope',
  'Roles and Responsibilities',
  'Exceptions',
  'Enforcement',
  'Review',
];
const SOC2_ID = /^(CC[1-9]\.\d{1,2}|A1\.[1-3]|C1\.[12]|PI1\.[1-5]|P[1-8]\.\d)$/;
const ISO_ID =
  /^A\.(5\.([1-9]|[12]\d|3[0-7])|6\.[1-8]|7\.([1-9]|1[0-4])|8\.([1-9]|[12]\d|3[0-4]))$/;

const details: PolicyDetails = {
  companyName: 'Lighthouse Analytics, Inc.',
  policyOwner: 'Head of Security',
  approver: 'Chief Executive Officer',
  effectiveDate: '2026-12-01',
  version: '1.0',
};

const allText = (policy: PolicyContent) =>
  [
    policy.overview,
    ...policy.sections.flatMap((section) => [section.title, section.content].flat()),
  ].join(' ');
const wordCount = (policy: PolicyContent) => allText(policy).split(/\s+/).filter(Boolean).length;

it('has a full policy for every one of the 27 templates', () => {
  expect(policyTemplates).toHaveLength(27);
  expect(policies.map((policy) => policy.id).sort()).toEqual(
    policyTemplates.map((t) => t.id).sort(),
  );
});

describe.each(policyTemplates.map((template) => [template.title, template] as const))(
  '%s',
  (_title, template) => {
    const policy = policies.find((candidate) => candidate.id === template.id)!;

    it('matches its catalog entry and has every required section in order', () => {
      expect(policy.title).toBe(template.title);
      const titles = policy.sections.map((section) => section.title);
      expect(titles.slice(0, 3)).toEqual(REQUIRED_SECTIONS.slice(0, 3));
      expect(titles.slice(-3)).toEqual(REQUIRED_SECTIONS.slice(3));
      expect(titles.length).toBeGreaterThanOrEqual(8);
    });

    it('states a review cadence that matches its update frequency', () => {
      const review = [policy.sections.find((section) => section.title === 'Review')?.content]
        .flat()
        .join(' ');
      expect(review).toMatch(
        template.updateFrequency === 'Annual' ? /12 months|annual/i : /six months|semi-annual/i,
      );
    });

    it('maps valid SOC 2 and ISO/IEC 27001:2022 Annex A control ids', () => {
      expect(policy.controls.soc2.length).toBeGreaterThanOrEqual(2);
      expect(policy.controls.iso27001.length).toBeGreaterThanOrEqual(2);
      for (const id of policy.controls.soc2) expect(id).toMatch(SOC2_ID);
      for (const id of policy.controls.iso27001) expect(id).toMatch(ISO_ID);
      for (const group of policy.controls.other ?? []) {
        expect(template.frameworks).toContain(group.framework);
        expect(group.ids.length).toBeGreaterThan(0);
      }
    });

    it('has at least 900 words', () => {
      expect(wordCount(policy)).toBeGreaterThanOrEqual(900);
    });

    it('leaves no placeholder once the details are filled in', () => {
      const filled = allText(fillPolicy(policy, details));
      expect(filled.match(PLACEHOLDER_PATTERN)).toBeNull();
      expect(filled).not.toMatch(/\[[A-Z][A-Za-z ]+\]/);
      expect(filled).toContain(details.companyName);
    });

    it('opens as a Word file with the title, the company in body and footer, and the three sizes', async () => {
      const { document, styles, footers, headers } = await readDocx(
        await buildPolicyDocx(policy, details),
      );
      const body = wordText(document);
      expect(body).toContain(policy.title);
      expect(body).toContain(details.companyName);
      expect(body).toContain(details.policyOwner);
      expect(wordText(footers)).toContain(
        `${details.companyName} · ${policy.title} · Version 1.0 · Page `,
      );
      expect(footers).toContain('PAGE');
      expect(wordText(headers)).toContain(details.companyName);
      expect(defaultFontSize(styles)).toBe(24);
      expect(styleFontSize(styles, 'Title')).toBe(36);
      expect(styleFontSize(styles, 'Heading1')).toBe(32);
    });
  },
);
