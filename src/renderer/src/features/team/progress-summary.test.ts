import { describe, expect, it } from 'vitest';
import { readProgressSummary } from './progress-summary';

const member = {
  id: 'u1',
  full_name: null,
  email: 'ava@example.com',
  last_seen_at: '2026-11-21T10:00:00Z',
  completed: [0, 2],
};

describe('readProgressSummary', () => {
  it('reads the videos and members team_progress_summary() answers', () => {
    const summary = { videos: [{ id: 'v1', title: 'Phishing' }], members: [member] };
    expect(readProgressSummary(summary)).toEqual(summary);
    expect(readProgressSummary({ videos: [], members: [] })).toEqual({ videos: [], members: [] });
  });

  it('refuses a value of another shape instead of showing it', () => {
    for (const value of [
      null,
      [],
      'summary',
      { videos: [] },
      { videos: [{ id: 'v1' }], members: [] },
      { videos: [], members: [{ ...member, email: null }] },
      { videos: [], members: [{ ...member, completed: ['0'] }] },
      { videos: [], members: [{ ...member, last_seen_at: 7 }] },
    ]) {
      expect(() => readProgressSummary(value)).toThrow(/unexpected shape/);
    }
  });
});
