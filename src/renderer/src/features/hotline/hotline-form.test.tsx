// docs/product.md#confidential-reporting-hotline, #a-teams-hotline and #validation: the report
// form both hotlines share.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { fillFields } from '../../testing/fields';
import { HotlineForm, ReportForm } from './hotline-form';

const submit = () => screen.getByRole('button', { name: 'Submit Report' });

/** A team's form, with attachments, sending through a recorded `send`. */
function renderTeamForm(labels: { emailLabel: string; sentMessage?: string }) {
  const send = vi.fn(() => Promise.resolve());
  renderScreen(
    <ReportForm
      send={send}
      attachments
      anonymousHint="Anonymous."
      failureText={() => 'Failed.'}
      {...labels}
    />,
  );
  return send;
}

describe('the hotline report form', () => {
  it('is anonymous by default and needs a subject and a message', async () => {
    const user = userEvent.setup();
    renderScreen(<HotlineForm />);
    expect(screen.getByRole('checkbox', { name: 'Submit anonymously' })).toBeChecked();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(submit());
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter a message.');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
  });

  it('asks for name and email only when not anonymous; an email given must be an address', async () => {
    const user = userEvent.setup();
    renderScreen(<HotlineForm />);
    await user.click(screen.getByRole('checkbox', { name: 'Submit anonymously' }));
    expect(screen.getByLabelText('Name')).not.toBeRequired();
    await fillFields(user, {
      Email: 'someone',
      Subject: 'Expenses',
      Message: 'Something is wrong',
    });
    await user.click(submit());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    // Back to anonymous: the email is not sent, so not checked.
    await user.click(screen.getByRole('checkbox', { name: 'Submit anonymously' }));
    await user.click(submit());
    // Nothing answers at the API's address.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send report. Please try again later.',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Expenses');
  });

  it("sends what the form holds, then clears it (a team's form, with attachments)", async () => {
    const user = userEvent.setup();
    const send = renderTeamForm({
      emailLabel: 'Email (optional)',
      sentMessage: 'Your report was sent.',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Submit anonymously' }));
    await fillFields(user, {
      Name: 'Ada',
      'Email (optional)': 'ada@example.com',
      Subject: 'Expenses',
      Message: 'Something is wrong',
    });
    const file = new File(['receipt'], 'receipt.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Attachments (optional)'), file);
    await user.click(submit());
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Your report was sent.');
    // The focus is on the outcome, not lost to the page with the disabled button.
    expect(document.activeElement?.contains(sent)).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith(
      false,
      { name: 'Ada', email: 'ada@example.com', subject: 'Expenses', message: 'Something is wrong' },
      [file],
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('refuses more than 5 files, or a file over 10 MB', async () => {
    const user = userEvent.setup();
    const send = renderTeamForm({ emailLabel: 'Email' });
    await fillFields(user, { Subject: 'Expenses', Message: 'Something is wrong' });
    const files = screen.getByLabelText('Attachments (optional)');
    await user.upload(
      files,
      Array.from({ length: 6 }, (_, index) => new File(['x'], `file-${index}.txt`)),
    );
    expect(files).toHaveAccessibleDescription('You can attach at most 5 files.');
    await user.click(submit());
    expect(send).not.toHaveBeenCalled();

    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'large.bin');
    await user.upload(files, large);
    expect(files).toHaveAccessibleDescription('Each file can be at most 10 MB.');
    await user.click(submit());
    expect(send).not.toHaveBeenCalled();
  });
});
