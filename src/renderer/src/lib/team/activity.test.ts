import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../tests/support/csv-reader';
import type { Json } from '@shared/database.types';
import { activityCsv, activityCsvFileName, eventDetails, kindLabel } from './activity';

const event = {
  occurred_at: '2026-11-23T09:30:00.123456+00:00',
  actor_name: 'Ada Admin',
  kind: 'role_changed',
  target_name: '=cmd|calc',
  details: { from: 'member', to: 'admin' },
};

describe('activity', () => {
  it('words each kind', () => {
    expect(kindLabel('member_deactivated')).toBe('Member deactivated');
  });

  // Every event's details in words, never raw JSON.
  it.each<[string, Json, string]>([
    ['role_changed', { from: 'member', to: 'admin' }, 'member → admin'],
    [
      'plan_changed',
      { from: 'starter', to: 'enterprise', reason: 'operator' },
      'starter → enterprise (operator)',
    ],
    ['export_downloaded', { export: 'team-progress' }, 'Team progress CSV'],
    ['invite_rotated', {}, ''],
    ['policy_published', { version: 2, hash: 'ab' }, 'Version 2'],
    [
      'policy_reminder_sent',
      { policy: 'Acceptable Use Policy', version: 1 },
      'Acceptable Use Policy, version 1',
    ],
    ['export_downloaded', { export: 'policy-acceptances' }, 'Policy acceptance register CSV'],
    [
      'checklist_item_updated',
      {
        checklist: 'access-review-template',
        run: '6f1c2a9e-8d4b-4c1a-9f0e-2b3c4d5e6f70',
        item: 'export-user-lists',
        item_text: 'Export current user lists',
        status_from: 'in_progress',
        status: 'done',
        owner_changed: true,
        owner_from: 'Olga Owner',
        due_changed: true,
        due_from: '2026-12-15',
        evidence_url: 'https://drive.example.com/q4',
      },
      'Export current user lists; Status: In progress → Done; Owner: Olga Owner → nobody; ' +
        'Due date: 2026-12-15 → none; Evidence added: https://drive.example.com/q4',
    ],
    // Saved before the change (no "from" keys): what is known, still in words.
    [
      'checklist_item_updated',
      { item: 'export-user-lists', status: 'done', notes_changed: true },
      'export-user-lists; Status: Done; Notes changed',
    ],
    ['evidence_opened', { kind: 'auditor', what: 'audit-log.csv' }, 'audit-log.csv (auditor link)'],
    [
      'hotline_case_closed',
      { outcome: 'substantiated', case: '6f1c2a9e-8d4b-4c1a-9f0e-2b3c4d5e6f70' },
      'Outcome: substantiated',
    ],
    ['two_factor_enrolled', { authenticator: 'Work phone' }, 'Authenticator: Work phone'],
    // Billing: what changed on the subscription, and a refund with its amount.
    [
      'subscription_changed',
      {
        subscription: 'sub_1',
        from: 'active',
        to: 'active',
        period_end: '2027-11-27T00:00:00+00:00',
        cancel_at_period_end: true,
      },
      'sub_1: active, cancels at period end (2027-11-27)',
    ],
    [
      'subscription_changed',
      { subscription: 'sub_1', from: 'active', to: 'past_due' },
      'sub_1: active → past_due',
    ],
    [
      'refund_issued',
      { amount: 118_800, currency: 'usd', subscription: 'sub_1' },
      'USD\u00a01,188.00 refunded',
    ],
  ])('words %s %j as %j', (kind, details, words) => {
    expect(eventDetails({ ...event, kind, details })).toBe(words);
  });

  it('exports When, Who, Event, Target, Details with the CSV rules', () => {
    const [header, row] = parseCsv(activityCsv([event]).slice(1));
    expect(header).toEqual(['When (UTC)', 'Who', 'Event', 'Target', 'Details']);
    expect(row).toEqual([
      '2026-11-23T09:30:00.123Z',
      'Ada Admin',
      'Role changed',
      "'=cmd|calc",
      'member → admin',
    ]);
    expect(activityCsvFileName(new Date(2026, 10, 3))).toBe('team-activity-2026-11-03.csv');
  });
});
