// docs/product.md#sign-in and #validation: the sign-in form, the reset request, and the form that
// finishes an account whose details are missing.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { fillFields } from '../../testing/fields';
import { MissingDetails } from '../../session/auth-data';
import { FinishAccount } from './finish-account';
import { SignInScreen } from './sign-in-page';

describe('Sign In', () => {
  it('asks for both fields, the email as an address', async () => {
    const user = userEvent.setup();
    renderScreen(<SignInScreen />);
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toBeEnabled();
    await user.click(signIn);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'ada.example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(signIn);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('says a failed sign-in for the whole form and keeps the email', async () => {
    const user = userEvent.setup();
    renderScreen(<SignInScreen />);
    await fillFields(user, { Email: 'ada@example.com', Password: 'secret' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // Nothing answers at the API's address.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred during sign in. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('requests a reset link: the email is needed, then the answer is the same for everyone', async () => {
    const user = userEvent.setup();
    renderScreen(<SignInScreen />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Password Reset Link' });
    await user.click(send);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(send);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('Finish Setting Up Your Account', () => {
  it('needs a name that is not only spaces', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    renderScreen(
      <FinishAccount missing={new MissingDetails('full_name')} onFinished={onFinished} />,
    );
    expect(screen.queryByRole('group', { name: 'Your team' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Please enter your full name.',
    );
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('asks for the company of a new team, or the invite link of an existing one', async () => {
    const user = userEvent.setup();
    renderScreen(<FinishAccount missing={new MissingDetails('team')} onFinished={vi.fn()} />);
    const team = screen.getByRole('group', { name: 'Your team' });
    expect(screen.getByRole('radio', { name: 'Create a new team' })).toBeChecked();
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));
    expect(screen.getByLabelText('Company Name')).toHaveAccessibleDescription(
      'Please enter your company name.',
    );
    expect(screen.getByLabelText('Company Name')).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Join my company’s team' }));
    expect(team).toBeInTheDocument();
    expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));
    expect(screen.getByLabelText('Invite Link')).toHaveAccessibleDescription(
      'Please paste the invite link your team admin sent you.',
    );
  });

  it('starts on the invite link, saying so, when the one given was not valid', () => {
    renderScreen(<FinishAccount missing={new MissingDetails('team', true)} onFinished={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Join my company’s team' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid invite link');
  });
});
