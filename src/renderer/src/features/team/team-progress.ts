// Pure rules of the team progress dashboard and its CSV (docs/product.md#team-dashboard,
// docs/product.md#team-progress-csv; docs/decisions.md F1).
import { toCsv } from '@shared/csv';
import type { Tables } from '@shared/database.types';

/** A member as team_progress_summary() returns it: `completed` holds positions in the video list. */
export type TeamMember = Pick<Tables<'users'>, 'id' | 'full_name' | 'email' | 'last_seen_at'> & {
  completed: number[];
};

export type PublishedVideo = Pick<Tables<'videos'>, 'id' | 'title'>;

export interface TeamRow {
  id: string;
  name: string;
  email: string;
  completed: number;
  total: number;
  lastActivity: string | null;
  completedVideoIds: ReadonlySet<string>;
}

export const UNNAMED_USER = 'Unnamed User';

export function buildTeamRows(
  members: readonly TeamMember[],
  videos: readonly PublishedVideo[],
): TeamRow[] {
  return members.map((member) => {
    const done = new Set(
      member.completed.flatMap((position) => {
        const video = videos[position];
        return video ? [video.id] : [];
      }),
    );
    return {
      id: member.id,
      name: member.full_name?.trim() || UNNAMED_USER,
      email: member.email,
      completed: done.size,
      total: videos.length,
      lastActivity: member.last_seen_at,
      completedVideoIds: done,
    };
  });
}

/** Local date of the last activity, or undefined when there was none. */
export function formatLastActivity(value: string | null): string | undefined {
  return value ? new Date(value).toLocaleDateString() : undefined;
}

/** `team-progress-{date}.csv` with the local date as YYYY-MM-DD. */
export function teamCsvFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `team-progress-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * docs/product.md#team-progress-csv: Name, Email, Completed Videos, Last Activity, one Yes/No
 * column per video.
 */
export function teamProgressCsv(
  rows: readonly TeamRow[],
  videos: readonly PublishedVideo[],
): string {
  return toCsv([
    ['Name', 'Email', 'Completed Videos', 'Last Activity', ...videos.map((video) => video.title)],
    ...rows.map((row) => [
      row.name,
      row.email,
      `${row.completed}/${row.total}`,
      formatLastActivity(row.lastActivity) ?? '',
      ...videos.map((video) => (row.completedVideoIds.has(video.id) ? 'Yes' : 'No')),
    ]),
  ]);
}
