// docs/product.md#following-up-on-a-report: the receipt code is checked before anything is sent;
// a reply must say something.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { CaseView, HotlineFollowUp } from './follow-up';
import type { OpenedCase } from './reporter-data';

describe('following up on a report', () => {
  it('needs a receipt code of 28 letters and digits', async () => {
    const user = userEvent.setup();
    renderScreen(<HotlineFollowUp />);
    const code = screen.getByLabelText('Receipt code');
    await user.type(code, 'ABCD-1234');
    await user.click(screen.getByRole('button', { name: 'Open Case' }));
    expect(code).toHaveAccessibleDescription(
      'A receipt code has 28 letters and digits, in groups of four.',
    );
    await user.type(code, '5');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('says when the case cannot be opened', async () => {
    const user = userEvent.setup();
    renderScreen(<HotlineFollowUp />);
    await user.type(screen.getByLabelText('Receipt code'), Array(7).fill('0000').join('-'));
    await user.click(screen.getByRole('button', { name: 'Open Case' }));
    // Nothing answers at the API's address.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The case could not be opened. Please try again later.',
    );
  });

  it('sends a reply only when it says something', async () => {
    const user = userEvent.setup();
    const reply = vi.fn(() => Promise.resolve());
    const onReplied = vi.fn(() => Promise.resolve());
    const opened: OpenedCase = {
      teamName: 'Acme',
      status: 'open',
      outcome: null,
      receivedOn: '2026-11-01',
      messages: [],
      reply,
    };
    renderScreen(<CaseView opened={opened} onReplied={onReplied} onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your report to Acme' })).toBeInTheDocument();
    const field = screen.getByLabelText('Your reply');
    await user.type(field, '  ');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(field).toHaveAccessibleDescription('Please enter a message.');
    expect(reply).not.toHaveBeenCalled();

    await user.type(field, ' Thank you ');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reply was sent.');
    expect(reply).toHaveBeenCalledExactlyOnceWith('Thank you');
    expect(field).toHaveValue('');
  });
});
