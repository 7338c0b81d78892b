// What a published policy version's documents say about it (docs/decisions.md PP1, PA1): who
// approved it, when and why, who published it, its revision history and its file name. Shared
// by the version's download and the evidence pack.

import type { PolicyControls } from '../content/policies/types.ts';
import type { PolicyDocument } from '../shared/policy-document.ts';
import { utcDay } from '../shared/utc-day.ts';
import type { PolicyDocxInput } from './policy-docx.ts';

/** An approval given to a version: its publication's or a later review's. */
export interface ApprovalFacts {
  approver_name: string;
  /** The team chose "the publisher approves" and the publisher approved it. */
  by_publisher: boolean;
  approved_at: string;
  reason: string;
}

/** The fields of a version these words are made of (a row of `policy_versions`). */
export interface VersionFacts {
  number: number;
  effective_on: string;
  policy_owner: string;
  published_at: string | null;
  published_by_name: string | null;
  /** The approval it was published under; absent for versions published before approvals. */
  approval?: ApprovalFacts | null;
  /** The reviews that approved it again, unchanged, oldest first. */
  reviews?: readonly ApprovalFacts[];
}

/** "Sam Lee", or "Dana Reyes, the publisher (the team's choice: the publisher approves)". */
export const approverText = (approval: ApprovalFacts) =>
  approval.by_publisher
    ? `${approval.approver_name}, the publisher (the team's choice: the publisher approves)`
    : approval.approver_name;

/**
 * "Approved by Sam Lee on 2026-12-01"; "Approved and published by …" for a version published
 * before approvals (`approval` null); "Published by …" where the approval is not known (a
 * member's page: members do not read approvals).
 */
export function approvalText(version: VersionFacts): string {
  if (!version.published_at) return 'Draft, not published';
  if (version.approval === undefined) {
    return `Published by ${version.published_by_name ?? 'an admin'} on ${utcDay(version.published_at)}`;
  }
  if (version.approval === null) {
    return `Approved and published by ${version.published_by_name ?? 'an admin'} on ${utcDay(version.published_at)}`;
  }
  return `Approved by ${approverText(version.approval)} on ${utcDay(version.approval.approved_at)}`;
}

/** "Published by Dana Reyes on 2026-12-02", when an approval is recorded apart. */
export function publicationText(version: VersionFacts): string | undefined {
  if (!version.published_at || !version.approval) return undefined;
  return `Published by ${version.published_by_name ?? 'an admin'} on ${utcDay(version.published_at)}`;
}

/** Lowercase words joined by hyphens, for file names. */
export const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `acceptable-use-policy-v2.docx`. */
export const versionFileName = (title: string, number: number, extension = 'docx') =>
  `${slug(title)}-v${number}.${extension}`;

/**
 * The revision history of a version's Word file: every published version up to it, each with
 * who approved it and the reason for the change, and each review of it.
 */
export function revisionRows(versions: readonly VersionFacts[], upTo: number): string[][] {
  return versions
    .filter((version) => version.published_at && version.number <= upTo)
    .sort((a, b) => a.number - b.number)
    .flatMap((version) => [
      [
        String(version.number),
        version.effective_on,
        version.policy_owner,
        version.approval ? approverText(version.approval) : (version.published_by_name ?? ''),
        version.approval?.reason ??
          (version.number === 1 ? 'Adopted from the ComplyReady template' : 'Revised'),
      ],
      ...(version.reviews ?? []).map((review) => [
        String(version.number),
        utcDay(review.approved_at),
        version.policy_owner,
        approverText(review),
        `Reviewed, unchanged: ${review.reason}`,
      ]),
    ]);
}

/** The fields of a published version its Word and PDF files are made of. */
export interface VersionDocumentFacts extends VersionFacts {
  company_name: string;
  approver: string;
  content_hash: string | null;
}

/**
 * What a version's Word and PDF files say: its text, details, approval, hash, the controls it
 * covers (none for an imported policy, docs/decisions.md PI1) and the revision history up to it.
 */
export function versionDocumentInput(
  version: VersionDocumentFacts,
  document: PolicyDocument,
  versions: readonly VersionFacts[],
  controls: PolicyControls | undefined,
): PolicyDocxInput {
  const publication = publicationText(version);
  return {
    document,
    company: version.company_name,
    policyOwner: version.policy_owner,
    approver: version.approver,
    effectiveDate: version.effective_on,
    version: String(version.number),
    approval: approvalText(version),
    ...(version.approval ? { approvalReason: version.approval.reason } : {}),
    ...(publication ? { publication } : {}),
    ...(version.content_hash ? { contentHash: version.content_hash } : {}),
    ...(controls ? { controls } : {}),
    revisions: revisionRows(versions, version.number),
  };
}
