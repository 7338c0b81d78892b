// The policy program's pure rules for the pages (docs/product.md#policies): what a draft shows,
// the words of versions and reviews, file names, and the acceptance register CSV.
import { fillDocument, type PolicyDetails, type PolicyDocument } from '@shared/policy-document';
import type { PolicyVersion } from './data';

export {
  approvalText,
  publicationText,
  revisionRows,
  utcDay,
  versionFileName,
} from '../../../../documents/policy-version';
export { registerCsv } from '../../../../documents/acceptance-register';

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

function localDay(now: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `policy-acceptances-{date}.csv`, the local date. */
export const registerCsvFileName = (now = new Date()) => `policy-acceptances-${localDay(now)}.csv`;

/** Today's local date as `YYYY-MM-DD`, for a date field's default. */
export const today = (now = new Date()) => localDay(now);
