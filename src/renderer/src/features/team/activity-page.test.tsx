// docs/decisions.md A1: the audit log is read 25 events a page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { ActivityPager } from './activity-page';

/** The pager with its page index held as the activity page holds it. */
function Pages({ total }: { total: number }) {
  const [pageIndex, setPageIndex] = useState(0);
  return <ActivityPager pageIndex={pageIndex} total={total} onPage={setPageIndex} />;
}

describe('the activity pages', () => {
  it('count 25 events a page; Previous and Next move and stop at the ends', async () => {
    const user = userEvent.setup();
    renderScreen(<Pages total={51} />);
    const pages = screen.getByRole('navigation', { name: 'Activity pages' });
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    const next = within(pages).getByRole('button', { name: 'Next' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(pages).toHaveTextContent('Page 3 of 3');
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(pages).toHaveTextContent('Page 2 of 3');
  });

  it('show one page when there is nothing, or exactly one page of events', () => {
    const { unmount } = renderScreen(<Pages total={0} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();
    renderScreen(<Pages total={25} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
