// Pure rules of the video library (docs/product.md#video-library, docs/product.md#video-progress).
import type { Tables } from '@shared/database.types';
import { countOf } from '@shared/plural';
import { matchesQuery } from '../components/search-box';

export type LibraryVideo = Pick<
  Tables<'videos'>,
  'id' | 'title' | 'description' | 'duration' | 'thumbnail_url' | 'category'
>;

export type VideoProgress = Pick<
  Tables<'progress'>,
  'video_id' | 'progress_percent' | 'completed_at'
>;

/**
 * docs/product.md#video-progress: no record is not started, no completed_at is in progress, else
 * completed.
 */
export type VideoStatus = 'not-started' | 'in-progress' | 'completed';

export const STATUS_LABELS: Record<VideoStatus, string> = {
  'not-started': 'Not Started',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export type LibraryFilter = 'all' | 'completed' | 'in-progress';

export const FILTER_LABELS: Record<LibraryFilter, string> = {
  all: 'All Videos',
  completed: 'Completed',
  'in-progress': 'In Progress',
};

/** Shown on cards that have no thumbnail, or whose thumbnail does not load. */
export const DEFAULT_THUMBNAIL = '/media/video-placeholder.svg';

export function statusOf(record: VideoProgress | undefined): VideoStatus {
  if (!record) return 'not-started';
  return record.completed_at ? 'completed' : 'in-progress';
}

/** Whole percent for "(N% complete)", never rounded up to a value not yet reached. */
export function wholePercent(record: VideoProgress): number {
  const value = Number(record.progress_percent);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.floor(value))) : 0;
}

/**
 * Seconds in a duration text: `H:MM:SS`, `M:SS` or plain seconds. Null for anything else, so
 * a free-text duration typed into the video manager is never misread.
 */
export function parseDurationSeconds(text: string | null | undefined): number | null {
  const value = text?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  if (Number(seconds) > 59 || (match[1] !== undefined && Number(minutes) > 59)) return null;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * docs/product.md#video-library: a duration of the form H:0M:00 is shown as "M min"
 * (0:05:00 → 5 min). Other lengths read the same way: 0:00:30 → 30 sec, 0:04:30 → 4 min 30 sec,
 * 1:05:00 → 1 h 5 min. Text that is not a duration is shown as it was entered.
 */
export function formatDuration(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const total = parseDurationSeconds(trimmed);
  if (total === null) return trimmed;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [
    hours > 0 ? `${hours} h` : '',
    minutes > 0 ? `${minutes} min` : '',
    seconds > 0 || total === 0 ? `${seconds} sec` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

export interface LibrarySummary {
  completed: number;
  total: number;
  /** "Congratulations! You've completed all videos." or "N videos remaining". */
  message: string;
}

export const ALL_DONE = "Congratulations! You've completed all videos.";

export function summarize(
  videos: readonly LibraryVideo[],
  progress: ReadonlyMap<string, VideoProgress>,
): LibrarySummary {
  const total = videos.length;
  const completed = videos.filter(
    (video) => statusOf(progress.get(video.id)) === 'completed',
  ).length;
  const remaining = total - completed;
  const message =
    total > 0 && remaining === 0 ? ALL_DONE : `${countOf(remaining, 'videos')} remaining`;
  return { completed, total, message };
}

/** Search (title or description, case-insensitive) and the status filter together. */
export function filterVideos(
  videos: readonly LibraryVideo[],
  progress: ReadonlyMap<string, VideoProgress>,
  query: string,
  filter: LibraryFilter,
): LibraryVideo[] {
  return videos.filter((video) => {
    if (!matchesQuery(query, [video.title, video.description ?? ''])) return false;
    const status = statusOf(progress.get(video.id));
    return filter === 'all' || status === filter;
  });
}

/** 75 → "1:15": a point in a video, as players show it. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
