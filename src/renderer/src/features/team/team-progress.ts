// Pure rules of the team progress dashboard and its CSV (spec §2, §3 "Team dashboard row", F1).
import { toCsv } from '@shared/csv';

export interface TeamMember {
  id: string;
  full_name: string | null;
  email: string;
  last_seen_at: string | null;
}

export interface PublishedVideo {
  id: string;
  title: string;
}

export interface ProgressRecord {
  user_id: string;
  video_id: string;
  completed_at: string | null;
}

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
  progress: readonly ProgressRecord[],
): TeamRow[] {
  const published = new Set(videos.map((video) => video.id));
  const completedBy = new Map<string, Set<string>>();
  for (const record of progress) {
    if (!record.completed_at || !published.has(record.video_id)) continue;
    const done = completedBy.get(record.user_id) ?? new Set<string>();
    done.add(record.video_id);
    completedBy.set(record.user_id, done);
  }
  return members.map((member) => {
    const done = completedBy.get(member.id) ?? new Set<string>();
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

/** Spec §9 "Team CSV": Name, Email, Completed Videos, Last Activity, one Yes/No column per video. */
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
