// Pure rules of the team progress dashboard and its CSV (docs/product.md#team-dashboard,
// docs/product.md#team-progress-csv; docs/decisions.md F1).
import { toCsv } from '@shared/csv';
import type { Tables } from '@shared/database.types';
import { localDate, localDay } from '../local-day';

/** A member as team_progress_summary() returns it: `completed` holds positions in the video list. */
export type TeamMember = Pick<Tables<'users'>, 'id' | 'full_name' | 'email' | 'last_seen_at'> & {
  completed: number[];
  /** The member's best knowledge-check attempt per video (by position) that has a check. */
  checks: CheckResult[];
  deactivated: boolean;
};

/** docs/decisions.md V3: a member's best attempt at one video's knowledge check. */
export interface CheckResult {
  position: number;
  score: number;
  passed: boolean;
  attempts: number;
}

/** Someone who left or was removed: their progress stays with the team, without their name. */
export interface FormerMember {
  id: string;
  left_at: string;
  completed: number[];
}

export type MemberStatus = 'active' | 'deactivated' | 'former';

export type PublishedVideo = Pick<Tables<'videos'>, 'id' | 'title'> & {
  /** Whether the video's course has a knowledge check. */
  hasCheck?: boolean;
};

export interface TeamRow {
  id: string;
  name: string;
  email: string;
  completed: number;
  total: number;
  lastActivity: string | null;
  completedVideoIds: ReadonlySet<string>;
  /** Checks passed of `checksTotal` (videos with a check); null for former members. */
  checksPassed: number | null;
  checksTotal: number;
  /** Best check attempt by video id. */
  checkResults: ReadonlyMap<string, CheckResult>;
  status: MemberStatus;
}

export const UNNAMED_USER = 'Unnamed User';
export const FORMER_MEMBER = 'Former member';

function checkResultsById(checks: readonly CheckResult[], videos: readonly PublishedVideo[]) {
  return new Map(
    checks.flatMap((check) => {
      const video = videos[check.position];
      return video ? [[video.id, check] as const] : [];
    }),
  );
}

function completedIds(positions: readonly number[], videos: readonly PublishedVideo[]) {
  return new Set(
    positions.flatMap((position) => {
      const video = videos[position];
      return video ? [video.id] : [];
    }),
  );
}

/**
 * The dashboard's rows: active members, and with `includeInactive` also deactivated and former
 * members (docs/decisions.md M1: they are out of the totals and the CSV unless asked for).
 */
export function buildTeamRows(
  members: readonly TeamMember[],
  videos: readonly PublishedVideo[],
  {
    formerMembers = [],
    includeInactive = false,
  }: {
    formerMembers?: readonly FormerMember[];
    includeInactive?: boolean;
  } = {},
): TeamRow[] {
  const checksTotal = videos.filter((video) => video.hasCheck).length;
  const current = members
    .filter((member) => includeInactive || !member.deactivated)
    .map((member): TeamRow => {
      const done = completedIds(member.completed, videos);
      const checkResults = checkResultsById(member.checks, videos);
      return {
        id: member.id,
        name: member.full_name?.trim() || UNNAMED_USER,
        email: member.email,
        completed: done.size,
        total: videos.length,
        lastActivity: member.last_seen_at,
        completedVideoIds: done,
        checksPassed: [...checkResults.values()].filter((check) => check.passed).length,
        checksTotal,
        checkResults,
        status: member.deactivated ? 'deactivated' : 'active',
      };
    });
  if (!includeInactive) return current;
  const former = formerMembers.map((member): TeamRow => {
    const done = completedIds(member.completed, videos);
    return {
      id: member.id,
      name: FORMER_MEMBER,
      email: '',
      completed: done.size,
      total: videos.length,
      lastActivity: member.left_at,
      completedVideoIds: done,
      checksPassed: null,
      checksTotal,
      checkResults: new Map(),
      status: 'former',
    };
  });
  return [...current, ...former];
}

export const STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  former: 'Former member',
};

/** Local date of the last activity, or undefined when there was none. */
export function formatLastActivity(value: string | null): string | undefined {
  return value ? localDate(value) : undefined;
}

/** `team-progress-{date}.csv` with the local date as YYYY-MM-DD. */
export function teamCsvFileName(now = new Date()): string {
  return `team-progress-${localDay(now)}.csv`;
}

/**
 * docs/product.md#team-progress-csv: Name, Email, Completed Videos, Checks Passed (docs/decisions.md
 * V3), Last Activity, one Yes/No column per video; a last Status column when inactive members
 * were asked for.
 */
export function teamProgressCsv(
  rows: readonly TeamRow[],
  videos: readonly PublishedVideo[],
): string {
  const withStatus = rows.some((row) => row.status !== 'active');
  return toCsv([
    [
      'Name',
      'Email',
      'Completed Videos',
      'Checks Passed',
      'Last Activity',
      ...videos.map((video) => video.title),
      ...(withStatus ? ['Status'] : []),
    ],
    ...rows.map((row) => [
      row.name,
      row.email,
      `${row.completed}/${row.total}`,
      checksPassedText(row),
      formatLastActivity(row.lastActivity) ?? '',
      ...videos.map((video) => (row.completedVideoIds.has(video.id) ? 'Yes' : 'No')),
      ...(withStatus ? [STATUS_LABELS[row.status]] : []),
    ]),
  ]);
}

/** `passed/total`, or empty for a former member (whose attempts are not shown by name). */
export function checksPassedText(row: TeamRow): string {
  return row.checksPassed === null ? '' : `${row.checksPassed}/${row.checksTotal}`;
}
