// docs/product.md#contact and #validation: all four fields required, Email an address.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { fillFields } from '../../testing/fields';
import { ContactForm } from './contact-form';

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('the contact form', () => {
  it('shows each field its problem and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactForm />);
    await fillFields(user, { Name: '  ', Email: 'not-an-address', Message: ' ' });
    await user.click(send());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter a message.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(send()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.click(send());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
  });

  it('prefills Subject from the address', () => {
    renderScreen(<ContactForm />, { path: '/contact?subject=Pricing%20question' });
    expect(screen.getByLabelText('Subject')).toHaveValue('Pricing question');
  });

  it('keeps the values when sending fails, whatever the server said', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactForm />);
    await fillFields(user, {
      Name: 'Ada',
      Email: 'ada@example.com',
      Subject: 'Hello',
      Message: 'A question',
    });
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again later.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('A question');
    expect(send()).toBeEnabled();
  });
});
