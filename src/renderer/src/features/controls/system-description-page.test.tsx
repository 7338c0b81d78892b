// docs/decisions.md SD1: the system description's draft, saved only when changed, and publishing,
// which waits for a reason and for the draft to be saved.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SYSTEM_DESCRIPTION_KEYS,
  subserviceOrganisationsText,
  type SystemDescriptionKey,
} from '@content/system-description';
import { renderScreen } from '../../testing/render';
import { DescriptionEditor } from './system-description-page';

const saved = Object.fromEntries(SYSTEM_DESCRIPTION_KEYS.map((key) => [key, ''])) as Record<
  SystemDescriptionKey,
  string
>;
const mailer = {
  name: 'Mailer Inc',
  service: 'Email delivery',
  location: 'EU',
  subprocessor: true,
};

describe('the system description', () => {
  it('saves a changed draft; publishing waits for a reason and for the save', async () => {
    const user = userEvent.setup();
    renderScreen(
      <DescriptionEditor
        teamId="t1"
        description={{ saved, versions: [], vendors: [] }}
        reload={vi.fn()}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save draft' });
    const publish = screen.getByRole('button', { name: 'Publish this version' });
    expect(save).toBeDisabled();
    expect(publish).toBeDisabled();
    expect(screen.getByLabelText('Reason for publishing')).toBeRequired();
    await user.type(screen.getByLabelText('Reason for publishing'), 'Yearly review');
    expect(publish).toBeEnabled();

    const services = screen.getByRole('textbox', { name: 'Services provided' });
    expect(services).toHaveAccessibleDescription(/^What the company does for its customers/);
    await user.type(services, 'A');
    expect(save).toBeEnabled();
    expect(publish).toBeDisabled();
    expect(screen.getByText('Save the draft before publishing it.')).toBeInTheDocument();
    await user.clear(services);
    expect(save).toBeDisabled();
    expect(publish).toBeEnabled();
  });

  it('fills the subservice organisations from the vendor list, when there is one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(
      <DescriptionEditor
        teamId="t1"
        description={{ saved, versions: [], vendors: [] }}
        reload={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Fill from the vendor list' })).toBeDisabled();
    expect(screen.getByText('Add vendors under Vendors first.')).toBeInTheDocument();
    unmount();

    renderScreen(
      <DescriptionEditor
        teamId="t1"
        description={{ saved, versions: [], vendors: [mailer] }}
        reload={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Fill from the vendor list' }));
    expect(screen.getByRole('textbox', { name: 'Subservice organisations' })).toHaveValue(
      subserviceOrganisationsText([mailer]),
    );
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  });
});
