// docs/decisions.md SC1: Invite by Email takes one address or many (a list, or a CSV of
// name,email); it names what is not an address and sends nothing then.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { InviteByEmail, sentText } from './member-invitations';

describe('inviting by email', () => {
  it('needs at least one address, and names the first five that are not addresses', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn(() => Promise.resolve());
    renderScreen(<InviteByEmail onSent={onSent} />);
    expect(screen.getByRole('heading', { name: 'Invite by Email' })).toBeInTheDocument();
    const addresses = screen.getByLabelText('Email addresses');
    const send = screen.getByRole('button', { name: 'Send Invitations' });
    await user.click(send);
    expect(addresses).toHaveAttribute('aria-invalid', 'true');
    expect(addresses).toHaveAccessibleDescription('Enter at least one email address');

    await user.type(addresses, 'ada@example.com\none two three four five six');
    await user.click(send);
    expect(addresses).toHaveAccessibleDescription(
      'Not an email address: one, two, three, four, five',
    );
    expect(onSent).not.toHaveBeenCalled();
  });

  it('adds a CSV file to the list', async () => {
    const user = userEvent.setup();
    renderScreen(<InviteByEmail onSent={vi.fn()} />);
    await user.type(screen.getByLabelText('Email addresses'), 'ada@example.com');
    await user.upload(
      screen.getByLabelText('Or add a CSV file (name,email)'),
      new File(['name,email\nGrace Hopper,grace@example.com\n'], 'people.csv', {
        type: 'text/csv',
      }),
    );
    expect(await screen.findByDisplayValue(/grace@example\.com/)).toHaveValue(
      'ada@example.com\nname,email\nGrace Hopper,grace@example.com',
    );
  });

  it('says when the invitations could not be sent, and keeps the list', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn(() => Promise.resolve());
    renderScreen(<InviteByEmail onSent={onSent} />);
    await user.type(screen.getByLabelText('Email addresses'), 'Grace Hopper,grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    // Nothing answers at the API's address.
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.getByLabelText('Email addresses')).toHaveValue('Grace Hopper,grace@example.com');
    expect(screen.getByLabelText('Email addresses')).not.toHaveAttribute('aria-invalid');
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('what sending invitations says', () => {
  it('names who was not invited because they are in the team, and whose mail failed', () => {
    expect(sentText(['a@x.com', 'B@x.com'], ['a@x.com', 'b@x.com'], [])).toBe(
      '2 invitations sent.',
    );
    expect(sentText(['a@x.com', 'member@x.com'], ['a@x.com'], [])).toBe(
      '1 invitation sent. Already in your team, not invited: member@x.com.',
    );
    expect(sentText(['a@x.com', 'c@x.com'], ['a@x.com', 'c@x.com'], ['c@x.com'])).toBe(
      '1 invitation sent. The email to c@x.com could not be sent; try Resend later.',
    );
  });
});
