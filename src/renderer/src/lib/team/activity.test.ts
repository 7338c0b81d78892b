import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../tests/support/csv-reader';
import { activityCsv, activityCsvFileName, eventDetails, kindLabel } from './activity';

const event = {
  occurred_at: '2026-11-23T09:30:00.123456+00:00',
  actor_name: 'Ada Admin',
  kind: 'role_changed',
  target_name: '=cmd|calc',
  details: { from: 'member', to: 'admin' },
};

describe('activity', () => {
  it('words each kind and its details', () => {
    expect(kindLabel('member_deactivated')).toBe('Member deactivated');
    expect(eventDetails(event)).toBe('member → admin');
    expect(
      eventDetails({
        ...event,
        kind: 'plan_changed',
        details: { from: 'starter', to: 'enterprise', reason: 'operator' },
      }),
    ).toBe('starter → enterprise (operator)');
    expect(
      eventDetails({ ...event, kind: 'export_downloaded', details: { export: 'team-progress' } }),
    ).toBe('Team progress CSV');
    expect(eventDetails({ ...event, kind: 'invite_rotated', details: {} })).toBe('');
    expect(
      eventDetails({ ...event, kind: 'policy_published', details: { version: 2, hash: 'ab' } }),
    ).toBe('Version 2');
    expect(
      eventDetails({
        ...event,
        kind: 'policy_reminder_sent',
        details: { policy: 'Acceptable Use Policy', version: 1 },
      }),
    ).toBe('Acceptable Use Policy, version 1');
    expect(
      eventDetails({
        ...event,
        kind: 'export_downloaded',
        details: { export: 'policy-acceptances' },
      }),
    ).toBe('Policy acceptance register CSV');
  });

  it('words checklist changes, evidence opens and every other event without raw JSON', () => {
    expect(
      eventDetails({
        ...event,
        kind: 'checklist_item_updated',
        details: {
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
      }),
    ).toBe(
      'Export current user lists; Status: In progress → Done; Owner: Olga Owner → nobody; ' +
        'Due date: 2026-12-15 → none; Evidence added: https://drive.example.com/q4',
    );
    // Saved before the change (no "from" keys): what is known, still in words.
    expect(
      eventDetails({
        ...event,
        kind: 'checklist_item_updated',
        details: { item: 'export-user-lists', status: 'done', notes_changed: true },
      }),
    ).toBe('export-user-lists; Status: Done; Notes changed');
    expect(
      eventDetails({
        ...event,
        kind: 'evidence_opened',
        details: { kind: 'auditor', what: 'audit-log.csv' },
      }),
    ).toBe('audit-log.csv (auditor link)');
    expect(
      eventDetails({
        ...event,
        kind: 'hotline_case_closed',
        details: { outcome: 'substantiated', case: '6f1c2a9e-8d4b-4c1a-9f0e-2b3c4d5e6f70' },
      }),
    ).toBe('Outcome: substantiated');
    expect(
      eventDetails({
        ...event,
        kind: 'two_factor_enrolled',
        details: { authenticator: 'Work phone' },
      }),
    ).toBe('Authenticator: Work phone');
  });

  it('words billing: what changed on the subscription, and a refund with its amount', () => {
    expect(
      eventDetails({
        ...event,
        kind: 'subscription_changed',
        details: {
          subscription: 'sub_1',
          from: 'active',
          to: 'active',
          period_end: '2027-11-27T00:00:00+00:00',
          cancel_at_period_end: true,
        },
      }),
    ).toBe('sub_1: active, cancels at period end (2027-11-27)');
    expect(
      eventDetails({
        ...event,
        kind: 'subscription_changed',
        details: { subscription: 'sub_1', from: 'active', to: 'past_due' },
      }),
    ).toBe('sub_1: active → past_due');
    expect(
      eventDetails({
        ...event,
        kind: 'refund_issued',
        details: { amount: 118_800, currency: 'usd', subscription: 'sub_1' },
      }),
    ).toBe('USD\u00a01,188.00 refunded');
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
