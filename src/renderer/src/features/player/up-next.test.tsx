// docs/product.md#video-player: what the end of a video offers, and a failed request asked again.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import type { Query } from '../../lib/use-query';
import type { NextVideo } from './data';
import { UpNext } from './up-next';

const refreshed = () => Promise.resolve();

describe('the end of a video', () => {
  it('offers the next video, or the way back after the last one', () => {
    const next: Query<NextVideo | null> = {
      state: 'ready',
      data: { id: 'v2', title: 'Passwords' },
      error: undefined,
      refresh: refreshed,
    };
    const first = renderScreen(<UpNext next={next} />);
    expect(screen.getByRole('heading', { name: 'Up next: Passwords' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Watch Next Video' })).toHaveAttribute(
      'href',
      '/video/v2',
    );

    first.unmount();
    renderScreen(<UpNext next={{ ...next, data: null }} />);
    expect(
      screen.getByRole('heading', { name: 'You have watched the last video in the library.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Library' })).toHaveAttribute(
      'href',
      '/library',
    );
  });

  it('says the next video could not be loaded, and asks again on request', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const refresh = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renderScreen(
      <UpNext next={{ state: 'error', data: undefined, error: new Error(), refresh }} />,
    );
    expect(
      screen.getByRole('heading', { name: 'The next video could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Library' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalledOnce();
    // Held while the request is out: one click, one request.
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
