import { describe, expect, it } from 'vitest';
import { parseAnswer, progressSummary, ssoSettings, teamTraining } from './schemas';
import { EMPTY_TRAINING, SSO_DRAFT } from '../testing/fixtures';

const member = {
  id: 'u1',
  full_name: null,
  email: 'ava@example.com',
  last_seen_at: '2026-11-21T10:00:00Z',
  completed: [0, 2],
  checks: [{ position: 0, score: 80, passed: true, attempts: 2 }],
  status: 'active',
};

const readSummary = (value: unknown) =>
  parseAnswer(progressSummary, value, 'team_progress_summary()');

describe('progressSummary', () => {
  it('reads the videos and members team_progress_summary() answers', () => {
    const former = { id: 'f1', left_at: '2026-11-01T10:00:00Z', completed: [1] };
    const summary = {
      videos: [{ id: 'v1', title: 'Phishing', has_check: true }],
      members: [member, { ...member, id: 'u2', status: 'deactivated', role: 'member' }],
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
    expect(readSummary(summary)).toEqual({
      videos: [{ id: 'v1', title: 'Phishing', hasCheck: true }],
      members: [
        { ...read, deactivated: false },
        { ...read, id: 'u2', deactivated: true },
      ],
      formerMembers: [former],
    });
    expect(readSummary({ videos: [], members: [], former_members: [] })).toEqual({
      videos: [],
      members: [],
      formerMembers: [],
    });
  });

  it('refuses a value of another shape instead of showing it', () => {
    const empty = { videos: [], members: [], former_members: [] };
    for (const value of [
      null,
      [],
      'summary',
      { videos: [] },
      { ...empty, videos: [{ id: 'v1' }] },
      { ...empty, members: [{ ...member, email: null }] },
      { ...empty, members: [{ ...member, completed: ['0'] }] },
      { ...empty, members: [{ ...member, last_seen_at: 7 }] },
      { ...empty, members: [{ ...member, checks: [{ position: 0, score: '80' }] }] },
      { ...empty, former_members: [{ id: 'f1', completed: [] }] },
    ]) {
      expect(() => readSummary(value)).toThrow(
        'team_progress_summary() answered an unexpected shape',
      );
    }
  });
});

describe('the other JSON answers', () => {
  it('keep what the pages use and drop the rest', () => {
    const sso = {
      team_id: 't1',
      ...SSO_DRAFT,
      domains: [
        {
          domain: 'example.com',
          dns_token: 'token',
          verified_at: null,
          verified_by: null,
          email_code_sent_to: null,
        },
      ],
    };
    expect(parseAnswer(ssoSettings, sso, 'team_sso_settings()')).not.toHaveProperty('team_id');
    expect(parseAnswer(ssoSettings, sso, 'team_sso_settings()')).toMatchObject({
      status: 'draft',
      domains: sso.domains,
    });
    expect(() => parseAnswer(ssoSettings, { ...sso, status: 'on' }, 'team_sso_settings()')).toThrow(
      'team_sso_settings() answered an unexpected shape',
    );
  });

  it('refuse a training program without its people', () => {
    const training = EMPTY_TRAINING;
    expect(parseAnswer(teamTraining, training, 'team_training()')).toEqual(training);
    expect(() =>
      parseAnswer(teamTraining, { ...training, people: null }, 'team_training()'),
    ).toThrow('team_training() answered an unexpected shape');
  });
});
