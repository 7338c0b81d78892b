import { describe, expect, it } from 'vitest';
import { clockText, inboxSummary } from './clock-words';

describe('clockText', () => {
  it.each([
    [{ clock: 'acknowledge', due_on: '2027-01-08', state: 'due' }, 'Acknowledge by 2027-01-08'],
    [
      { clock: 'acknowledge', due_on: '2027-01-08', state: 'due_soon' },
      'Acknowledge by 2027-01-08 (due soon)',
    ],
    [
      { clock: 'acknowledge', due_on: '2027-01-08', state: 'overdue' },
      'Acknowledgement overdue (due 2027-01-08)',
    ],
    [{ clock: 'feedback', due_on: '2027-04-08', state: 'due' }, 'Feedback by 2027-04-08'],
    [
      { clock: 'feedback', due_on: '2027-04-08', state: 'overdue' },
      'Feedback overdue (due 2027-04-08)',
    ],
    [{ clock: null, due_on: null, state: null }, null],
  ])('%j reads %j', (clock, text) => {
    expect(clockText(clock)).toBe(text);
  });
});

describe('inboxSummary', () => {
  it('counts open, overdue and due-soon cases', () => {
    expect(
      inboxSummary([
        { status: 'new', clock_state: 'overdue' },
        { status: 'acknowledged', clock_state: 'due_soon' },
        { status: 'investigating', clock_state: 'due' },
        { status: 'closed', clock_state: null },
      ]),
    ).toBe('3 open cases · 1 overdue · 1 due soon');
    expect(inboxSummary([{ status: 'new', clock_state: 'due' }])).toBe('1 open case');
  });
});
