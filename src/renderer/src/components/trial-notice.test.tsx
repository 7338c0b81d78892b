// docs/decisions.md P1: the team's admins see the running trial on the dashboard, its days counted
// as the trial reminders count them (whole days, rounded up); members and teams without a trial
// see nothing.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { teamSettings } from '../testing/fixtures';
import { TrialNotice } from './trial-notice';

const NOW = new Date('2031-03-12T15:00:00Z');
const HOUR = 60 * 60 * 1000;

/** A team on Starter with a Professional trial ending `left` ms after NOW. */
const trialing = (left: number) => ({
  ...teamSettings('starter'),
  trial_plan_id: 'professional',
  trial_ends_at: new Date(+NOW + left).toISOString(),
});

describe('the trial notice', () => {
  it("tells an admin the trial's whole days left, rounded up, and links to Settings → Plan", () => {
    // 8 days and 1 hour left: the reminders would say "9 days".
    renderScreen(<TrialNotice team={trialing(8 * 24 * HOUR + HOUR)} role="admin" now={NOW} />);
    const notice = screen.getByRole('region', { name: 'Trial' });
    expect(notice).toHaveTextContent('Professional trial: 9 days left. Choose a plan');
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    // Told, not alerted: no live region interrupts.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says "last day" in the last 24 hours, to the minute before the end', () => {
    const { unmount } = renderScreen(
      <TrialNotice team={trialing(24 * HOUR)} role="admin" now={NOW} />,
    );
    expect(screen.getByRole('region', { name: 'Trial' })).toHaveTextContent(
      'Professional trial: last day. Choose a plan',
    );
    unmount();
    renderScreen(<TrialNotice team={trialing(60_000)} role="superadmin" now={NOW} />);
    expect(screen.getByRole('region', { name: 'Trial' })).toHaveTextContent(
      'Professional trial: last day.',
    );
  });

  it('says "2 days left" just past 24 hours', () => {
    renderScreen(<TrialNotice team={trialing(24 * HOUR + 1)} role="admin" now={NOW} />);
    expect(screen.getByRole('region', { name: 'Trial' })).toHaveTextContent(
      'Professional trial: 2 days left.',
    );
  });

  it('tells a member nothing', () => {
    const { container } = renderScreen(
      <TrialNotice team={trialing(9 * 24 * HOUR)} role="member" now={NOW} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing without a running trial: a chosen plan, none given, or one that has ended', () => {
    const chosen = teamSettings('professional');
    const ended = trialing(-60_000);
    for (const team of [chosen, teamSettings('starter'), ended]) {
      const { container, unmount } = renderScreen(
        <TrialNotice team={team} role="admin" now={NOW} />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
