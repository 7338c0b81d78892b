import { describe, expect, it } from 'vitest';
import { readProgressSummary } from './progress-summary';

const member = {
  id: 'u1',
  full_name: null,
  email: 'ava@example.com',
  last_seen_at: '2026-11-21T10:00:00Z',
  completed: [0, 2],
  checks: [{ position: 0, score: 80, passed: true, attempts: 2 }],
  status: 'active',
};

describe('readProgressSummary', () => {
  it('reads the videos and members team_progress_summary() answers', () => {
    const former = { id: 'f1', left_at: '2026-11-01T10:00:00Z', completed: [1] };
    const summary = {
      videos: [{ id: 'v1', title: 'Phishing', has_check: true }],
      members: [member, { ...member, id: 'u2', status: 'deactivated' }],
      former_members: [former],
    };
    const read = {
      id: member.id,
      full_name: member.full_name,
      email: member.email,
      last_seen_at: member.last_seen_at,
      completed: member.completed,
      checks: member.checks,
    };
    expect(readProgressSummary(summary)).toEqual({
      videos: [{ id: 'v1', title: 'Phishing', hasCheck: true }],
      members: [
        { ...read, deactivated: false },
        { ...read, id: 'u2', deactivated: true },
      ],
      formerMembers: [former],
    });
    expect(readProgressSummary({ videos: [], members: [] })).toEqual({
      videos: [],
      members: [],
      formerMembers: [],
    });
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
      { videos: [], members: [{ ...member, checks: [{ position: 0, score: '80' }] }] },
      { videos: [], members: [], former_members: [{ id: 'f1', completed: [] }] },
    ]) {
      expect(() => readProgressSummary(value)).toThrow(/unexpected shape/);
    }
  });
});
