// docs/decisions.md SC1, AK1: a new credential (a SCIM token, an API key) is named, shown once.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { CredentialForm, useCredentials } from './enterprise-settings';

/** The form of a SCIM token, with the secret it was given once made. */
function TokenForm({ make }: { make: (client: unknown, name: string) => Promise<string> }) {
  const credentials = useCredentials(['scim-tokens'], 'Token');
  return (
    <>
      {credentials.shown ? <p>Shown: {credentials.shown}</p> : null}
      <CredentialForm credentials={credentials} placeholder="Okta" make={make} />
    </>
  );
}

describe("a new credential's form", () => {
  it('needs a name of at most 100 characters before it creates a token', async () => {
    const user = userEvent.setup();
    const make = vi.fn(() => Promise.resolve('scim-secret'));
    renderScreen(<TokenForm make={make} />);
    const name = screen.getByLabelText('Token name');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '100');
    expect(name).toHaveAttribute('placeholder', 'Okta');
    const create = screen.getByRole('button', { name: 'Create Token' });
    expect(create).toBeEnabled();

    await user.click(create);
    expect(name).toBeInvalid();
    expect(make).not.toHaveBeenCalled();

    await user.type(name, 'Okta production');
    await user.click(create);
    expect(await screen.findByText('Shown: scim-secret')).toBeInTheDocument();
    expect(make).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'Okta production');
    expect(name).toHaveValue('');
  });

  it('is off while a change runs', async () => {
    const user = userEvent.setup();
    renderScreen(<TokenForm make={() => new Promise<string>(() => {})} />);
    await user.type(screen.getByLabelText('Token name'), 'Okta');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(screen.getByRole('button', { name: 'Create Token' })).toBeDisabled();
  });
});
