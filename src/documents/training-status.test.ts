import { describe, expect, it } from 'vitest';
import {
  certificatesCsv,
  requirementStatus,
  trainingStatusCsv,
  type TrainingPersonRecord,
} from './training-status';

const requirement = {
  course_id: 'spotting-phishing-emails',
  title: 'Spotting Phishing Emails',
  due_on: '2027-01-15',
  completed_at: null,
  certificate_id: null,
  overdue: false,
};

const people: TrainingPersonRecord[] = [
  {
    id: '1',
    full_name: '=cmd|calc',
    email: 'a@example.com',
    status: 'active',
    unsubscribed_at: '2026-12-02T10:00:00Z',
    assigned: 2,
    completed: 1,
    overdue: 1,
    requirements: [
      { ...requirement, overdue: true },
      {
        ...requirement,
        course_id: 'strong-passwords-and-mfa',
        title: 'Strong Passwords and MFA',
        completed_at: '2026-12-03T08:00:00Z',
        certificate_id: 'c1',
      },
    ],
  },
  {
    id: '2',
    full_name: null,
    email: '',
    status: 'former',
    unsubscribed_at: null,
    assigned: 1,
    completed: 0,
    overdue: 0,
    requirements: [requirement],
  },
];

describe('training status (docs/decisions.md TP1)', () => {
  it('words each requirement', () => {
    expect(requirementStatus(requirement)).toBe('Due 2027-01-15');
    expect(requirementStatus({ ...requirement, overdue: true })).toBe('Overdue (due 2027-01-15)');
    expect(requirementStatus({ ...requirement, completed_at: '2027-01-02T23:00:00Z' })).toBe(
      'Completed 2027-01-02',
    );
  });

  it('has the dashboard’s columns, then one per course, with CSV injection defused (F1)', () => {
    const csv = trainingStatusCsv(people);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n').filter(Boolean)).toEqual([
      '"Name","Email","Assigned","Completed","Overdue","Reminders","Status","Spotting Phishing Emails","Strong Passwords and MFA"',
      `"'=cmd|calc","a@example.com","2","1","1","Unsubscribed 2026-12-02","Active","Overdue (due 2027-01-15)","Completed 2026-12-03"`,
      '"Former member","","1","0","0","On","Former member","Due 2027-01-15",""',
    ]);
  });

  it('lists certificates with their status', () => {
    const csv = certificatesCsv([
      {
        id: 'abc',
        member: 'Kim Check',
        email: 'kim@example.com',
        course: 'Spotting Phishing Emails',
        issued_at: '2026-12-01T10:00:00Z',
        cycle_starts_on: '2026-01-01',
        revoked_at: '2026-12-05T10:00:00Z',
      },
    ]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      '"abc","Kim Check","kim@example.com","Spotting Phishing Emails","2026-12-01T10:00:00.000Z","2026-01-01","Revoked","2026-12-05T10:00:00.000Z"',
    );
  });
});
