import { describe, expect, it } from 'vitest';
import { eventDetails, kindLabel } from '../../lib/team/activity';
import { cycleLabel, dueRule, lastDayOf } from './training-rules';

describe('training words (docs/product.md#training-admins)', () => {
  const cycle = { id: 'c', starts_on: '2026-12-01', ends_on: '2027-12-01' };

  it('names a training year by its first and last day, marking the current one', () => {
    expect(lastDayOf({ ends_on: '2027-03-01' })).toBe('2027-02-28');
    expect(cycleLabel(cycle, '2026-12-01')).toBe('2026-12-01 to 2027-11-30 (current)');
    expect(cycleLabel(cycle, '2027-11-30')).toBe('2026-12-01 to 2027-11-30 (current)');
    expect(cycleLabel(cycle, '2027-12-01')).toBe('2026-12-01 to 2027-11-30');
  });

  it('says when an assignment is due', () => {
    expect(dueRule({ due_on: '2026-12-20', due_days: null })).toBe('2026-12-20');
    expect(dueRule({ due_on: null, due_days: 30 })).toBe('30 days after joining');
    expect(dueRule({ due_on: null, due_days: 1 })).toBe('1 day after joining');
  });
});

describe('the training program in the Activity log (docs/decisions.md A1)', () => {
  const event = {
    occurred_at: '2026-12-01T09:30:00Z',
    actor_name: 'Ada Admin',
    target_name: 'Kim Check',
  };

  it('has words for each kind and its details', () => {
    expect(kindLabel('training_cycle_started')).toBe('Training year started');
    expect(
      eventDetails({ ...event, kind: 'training_assigned', details: { due_on: '2026-12-20' } }),
    ).toBe('Due 2026-12-20');
    expect(eventDetails({ ...event, kind: 'training_assigned', details: { due_days: 30 } })).toBe(
      'Due 30 days after joining',
    );
    expect(
      eventDetails({
        ...event,
        kind: 'certificate_revoked',
        details: { course: 'Spotting Phishing Emails', certificate: 'x' },
      }),
    ).toBe('Spotting Phishing Emails');
    expect(
      eventDetails({ ...event, kind: 'export_downloaded', details: { export: 'training' } }),
    ).toBe('Training CSV');
  });
});
