// The policy program's pure rules for the pages (docs/product.md#policies): what a draft shows,
// the words of versions and reviews, file names, and the acceptance register CSV.
import { localDay, today } from '../../lib/local-day';
import { blankProblem, fieldProblems, type FieldProblems } from '../../components/field-problems';
import { fillDocument, type PolicyDetails, type PolicyDocument } from '@shared/policy-document';
import type { PolicyVersion } from '../../lib/policies/data';

export {
  approvalText,
  publicationText,
  revisionRows,
  versionDocumentInput,
  versionFileName,
} from '@documents/policy-version';
export { registerCsv } from '@documents/acceptance-register';

/** The review cycles an admin chooses from (the database accepts these three). */
export const REVIEW_CYCLES = [
  { months: 12, label: 'Every 12 months' },
  { months: 6, label: 'Every 6 months' },
  { months: 3, label: 'Every 3 months' },
] as const;

export const reviewCycleLabel = (months: number) =>
  REVIEW_CYCLES.find((cycle) => cycle.months === months)?.label ?? `Every ${months} months`;

/** The values a version's placeholders take: what publishing fills in. */
export function versionDetails(version: PolicyVersion): PolicyDetails {
  return {
    companyName: version.company_name,
    policyOwner: version.policy_owner,
    approver: version.approver,
    effectiveDate: version.effective_on,
    version: String(version.number),
  };
}

/** The text a version shows: a published version's own, or the draft as it would be published. */
export function versionText(version: PolicyVersion): PolicyDocument {
  return version.content ?? fillDocument(version.source, versionDetails(version));
}

/** The first 12 hex digits, enough to tell versions apart on screen. */
export const shortHash = (hash: string | null) => (hash ? hash.slice(0, 12) : '');

/** `policy-acceptances-{date}.csv`, the local date. */
export const registerCsvFileName = (now = new Date()) => `policy-acceptances-${localDay(now)}.csv`;

export { today };

// ─── The adopt dialog's required details ─────────────────────────────────────────────────────

export const REQUIRED_DETAILS = ['companyName', 'policyOwner', 'approver', 'effectiveOn'] as const;
export type RequiredDetail = (typeof REQUIRED_DETAILS)[number];

/** What the adopt dialog says of each required detail left empty (docs/product.md#policies-admins). */
export const ADOPT_DETAIL_MESSAGES: Record<RequiredDetail, string> = {
  companyName: 'Enter your company name.',
  policyOwner: 'Enter the policy owner.',
  approver: 'Enter the approver.',
  effectiveOn: 'Enter the effective date.',
};

/** The required details of the adopt dialog that are empty, each with what to enter. */
export function adoptDetailProblems(
  values: Record<RequiredDetail, string>,
): FieldProblems<RequiredDetail> {
  return fieldProblems(
    Object.fromEntries(
      REQUIRED_DETAILS.map((field) => [
        field,
        blankProblem(values[field], ADOPT_DETAIL_MESSAGES[field]),
      ]),
    ) as Record<RequiredDetail, string | undefined>,
  );
}
