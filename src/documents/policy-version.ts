// What a published policy version's documents say about it (docs/decisions.md PP1): its
// approval line, its revision history and its file name. Shared by the version's download and
// the evidence pack.

/** The fields of a version these words are made of (a row of `policy_versions`). */
export interface VersionFacts {
  number: number;
  effective_on: string;
  policy_owner: string;
  published_at: string | null;
  published_by_name: string | null;
}

/** `YYYY-MM-DD` of an instant, in UTC, as the records and the CSV give dates. */
export const utcDay = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/** "Approved and published by Ada Admin on 2026-12-01". */
export function approvalText(version: VersionFacts): string {
  return version.published_at
    ? `Approved and published by ${version.published_by_name ?? 'an admin'} on ${utcDay(version.published_at)}`
    : 'Draft, not published';
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

/** The revision history of a version's Word file: every published version up to it. */
export function revisionRows(versions: readonly VersionFacts[], upTo: number): string[][] {
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
