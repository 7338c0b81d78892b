// docs/product.md#video-metadata-manager: the form checks the title, the lengths and the order
// before anything is saved, and says when saving failed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { retype } from '../../testing/fields';
import { VideoManager } from './video-manager-page';

describe('the video form', () => {
  it('checks the title, its length and the order, and focuses the title', async () => {
    // The list cannot load here (nothing answers at the API's address); the page logs that, and
    // says so beside the form.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderScreen(<VideoManager />);
    const form = within(screen.getByRole('region', { name: 'Add a Video' }));
    const add = form.getByRole('button', { name: 'Add Video' });
    const title = form.getByLabelText('Title');

    await user.type(title, '   ');
    await user.click(add);
    expect(form.getByRole('alert')).toHaveTextContent('Please enter a title.');
    expect(title).toHaveFocus();

    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(301));
    await user.click(add);
    expect(form.getByRole('alert')).toHaveTextContent('Title can be at most 300 characters.');

    await retype(user, title, 'Phishing basics');
    await user.type(form.getByLabelText('Order Index'), '1.5');
    await user.click(add);
    expect(form.getByRole('alert')).toHaveTextContent('Order Index must be a whole number.');

    await retype(user, form.getByLabelText('Order Index'), '2');
    await user.click(add);
    expect(await form.findByRole('alert')).toHaveTextContent(
      'The video could not be saved. Please try again.',
    );
    expect(title).toHaveValue('Phishing basics');
  });
});
