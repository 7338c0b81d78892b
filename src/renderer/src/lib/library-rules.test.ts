import { describe, expect, it } from 'vitest';
import {
  ALL_DONE,
  clockTime,
  filterVideos,
  formatDuration,
  parseDurationSeconds,
  statusOf,
  summarize,
  wholePercent,
  type LibraryVideo,
  type VideoProgress,
} from './library-rules';

const video = (id: string, title: string, description: string | null = null): LibraryVideo => ({
  id,
  title,
  description,
  duration: '0:05:00',
  thumbnail_url: null,
  category: null,
});

const videos = [
  video('a', 'Spotting Phishing Emails', 'Five signs of a phishing message.'),
  video('b', 'Strong Passwords', 'Use a Password Manager and MFA.'),
  video('c', 'Reporting an Incident', null),
];

const progress = new Map<string, VideoProgress>([
  ['a', { video_id: 'a', progress_percent: 100, completed_at: '2026-11-21T10:00:00Z' }],
  ['b', { video_id: 'b', progress_percent: 42.75, completed_at: null }],
]);

describe('formatDuration', () => {
  it.each([
    // H:0M:00 shows as "M min" (docs/product.md#video-library).
    ['0:05:00', '5 min'],
    ['0:03:00', '3 min'],
    ['0:15:00', '15 min'],
    // Other lengths, sensibly.
    ['0:00:30', '30 sec'],
    ['0:04:30', '4 min 30 sec'],
    ['1:05:00', '1 h 5 min'],
    ['4:30', '4 min 30 sec'],
    ['90', '1 min 30 sec'],
    ['0:00:00', '0 sec'],
    // Text that is not a duration stays; an empty one hides.
    ['about five minutes', 'about five minutes'],
    ['0:75:00', '0:75:00'],
    [' ', null],
    [null, null],
  ])('shows %j as %j', (duration, shown) => {
    expect(formatDuration(duration)).toBe(shown);
  });

  it('parses the seconds the player falls back on', () => {
    expect(parseDurationSeconds('0:00:30')).toBe(30);
    expect(parseDurationSeconds('1:00:01')).toBe(3601);
    expect(parseDurationSeconds('5:61')).toBeNull();
    expect(parseDurationSeconds(undefined)).toBeNull();
  });
});

describe('status and percent', () => {
  it('follows docs/product.md#video-progress: no record, no completed_at, completed_at', () => {
    expect(statusOf(undefined)).toBe('not-started');
    expect(statusOf(progress.get('b'))).toBe('in-progress');
    expect(statusOf(progress.get('a'))).toBe('completed');
  });

  it('shows whole percents that were reached', () => {
    expect(wholePercent({ video_id: 'x', progress_percent: 89.99, completed_at: null })).toBe(89);
    expect(wholePercent({ video_id: 'x', progress_percent: 0, completed_at: null })).toBe(0);
  });
});

describe('summarize', () => {
  it('counts completed videos and the remaining ones', () => {
    expect(summarize(videos, progress)).toEqual({
      completed: 1,
      total: 3,
      message: '2 videos remaining',
    });
    expect(summarize(videos.slice(0, 2), progress).message).toBe('1 video remaining');
  });

  it('congratulates when every video is completed', () => {
    expect(summarize(videos.slice(0, 1), progress).message).toBe(ALL_DONE);
    expect(ALL_DONE).toBe("Congratulations! You've completed all videos.");
  });

  it('does not congratulate on an empty library', () => {
    expect(summarize([], progress).message).toBe('0 videos remaining');
  });
});

describe('filterVideos', () => {
  const ids = (list: LibraryVideo[]) => list.map((v) => v.id);

  it('searches title and description, case-insensitive', () => {
    expect(ids(filterVideos(videos, progress, 'PHISHING', 'all'))).toEqual(['a']);
    expect(ids(filterVideos(videos, progress, 'password manager', 'all'))).toEqual(['b']);
    expect(ids(filterVideos(videos, progress, '  ', 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterVideos(videos, progress, 'nothing like this', 'all'))).toEqual([]);
  });

  it('filters by status and combines with the search', () => {
    expect(ids(filterVideos(videos, progress, '', 'completed'))).toEqual(['a']);
    expect(ids(filterVideos(videos, progress, '', 'in-progress'))).toEqual(['b']);
    expect(ids(filterVideos(videos, progress, 'phishing', 'in-progress'))).toEqual([]);
  });
});

describe('clockTime', () => {
  it('writes a point in a video as players show it', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(12.9)).toBe('0:12');
    expect(clockTime(75)).toBe('1:15');
    expect(clockTime(3725)).toBe('1:02:05');
  });
});
