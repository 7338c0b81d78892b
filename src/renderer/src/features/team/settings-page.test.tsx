// docs/decisions.md A1: deleting a team asks first, and only once its name is typed exactly.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../session/session-types';
import { renderScreen } from '../../testing/render';
import { retype } from '../../testing/fields';
import { teamSettings } from '../../testing/fixtures';
import { DeleteTeam } from './settings-page';

const me: Profile = {
  id: 'u1',
  role: 'admin',
  team_id: 't1',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  last_seen_at: null,
  mustSetUpTwoFactor: false,
};

const team = teamSettings('professional');

describe('deleting the team', () => {
  it("asks for the team's exact name before Delete Team works; Cancel forgets it", async () => {
    const user = userEvent.setup();
    renderScreen(<DeleteTeam me={me} team={team} />);
    await user.click(screen.getByRole('button', { name: 'Delete Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Acme Corp?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Team' });
    const name = within(dialog).getByLabelText('Team name');
    expect(confirm).toBeDisabled();
    await user.type(name, 'acme corp');
    expect(confirm).toBeDisabled();
    await retype(user, name, 'Acme Corp');
    expect(confirm).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Team' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Team name')).toHaveValue('');
  });

  it('shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    renderScreen(<DeleteTeam me={me} team={team} />);
    await user.click(screen.getByRole('button', { name: 'Delete Team' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Team name'), 'Acme Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Team' }));
    // Nothing answers at the API's address.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/\S/);
    expect(within(dialog).getByRole('button', { name: 'Delete Team' })).toBeEnabled();
  });
});
