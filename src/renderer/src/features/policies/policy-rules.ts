// The policy program's pure rules for the pages (docs/product.md#policies): what a draft shows,
// the words of versions and reviews, file names, and the acceptance register CSV.
import { toCsv } from '@shared/csv';
import { fillDocument, type PolicyDetails, type PolicyDocument } from '@shared/policy-document';
import type { AcceptanceRow, PolicyVersion } from './data';

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

/** `YYYY-MM-DD` of an instant, in UTC, as the records and the CSV give dates. */
export const utcDay = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/** "Approved and published by Ada Admin on 2026-12-01". */
export function approvalText(version: PolicyVersion): string {
  return version.published_at
    ? `Approved and published by ${version.published_by_name ?? 'an admin'} on ${utcDay(version.published_at)}`
    : 'Draft, not published';
}

/** The first 12 hex digits, enough to tell versions apart on screen. */
export const shortHash = (hash: string | null) => (hash ? hash.slice(0, 12) : '');

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `acceptable-use-policy-v2.docx`. */
export const versionFileName = (title: string, number: number) => `${slug(title)}-v${number}.docx`;

/** The revision history of a version's Word file: every published version up to it. */
export function revisionRows(versions: readonly PolicyVersion[], upTo: number): string[][] {
  return versions
    .filter((version) => version.published_at && version.number <= upTo)
    .sort((a, b) => a.number - b.number)
    .map((version) => [
      String(version.number),
      version.effective_on,
      version.policy_owner,
      version.published_by_name ?? '',
      version.number === 1 ? 'Adopted from the ComplyReady template' : 'Revised',
    ]);
}

function localDay(now: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `policy-acceptances-{date}.csv`, the local date. */
export const registerCsvFileName = (now = new Date()) => `policy-acceptances-${localDay(now)}.csv`;

/** The acceptance register: Person, Email, Policy, Version, Content hash, Accepted at (UTC). */
export function registerCsv(rows: readonly AcceptanceRow[]): string {
  return toCsv([
    ['Person', 'Email', 'Policy', 'Version', 'Content hash (SHA-256)', 'Accepted at (UTC)'],
    ...rows.map((row) => [
      row.person,
      row.email,
      row.policy,
      String(row.version),
      row.content_hash,
      new Date(row.accepted_at).toISOString(),
    ]),
  ]);
}

/** Today's local date as `YYYY-MM-DD`, for a date field's default. */
export const today = (now = new Date()) => localDay(now);
