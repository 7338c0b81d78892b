// docs/decisions.md SC1: provisioning is offered on the Enterprise plan only.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { teamSettings as team } from '../../testing/fixtures';
import { ScimSettings, ScimTokenForm } from './scim-settings';

describe('provisioning (SCIM)', () => {
  it('is described, not offered, below Enterprise', () => {
    renderScreen(<ScimSettings team={team('professional')} />);
    expect(screen.getByRole('heading', { name: 'Provisioning (SCIM)' })).toBeInTheDocument();
    expect(screen.getByText(/^On the Enterprise plan, your identity provider/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Token name')).toBeNull();
  });

  it('on Enterprise, shows the SCIM base URL and loads the tokens', () => {
    renderScreen(<ScimSettings team={team('enterprise')} />);
    expect(screen.getByText('http://127.0.0.1:9/functions/v1/scim/v2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading provisioning...');
  });
});

describe('the SCIM token form', () => {
  /** The form with its name kept as the settings section keeps it. */
  function TokenForm({ busy, onCreate }: { busy: boolean; onCreate: (label: string) => void }) {
    const [label, setLabel] = useState('');
    const create = (event: FormEvent) => {
      event.preventDefault();
      onCreate(label);
    };
    return <ScimTokenForm label={label} onLabel={setLabel} busy={busy} onSubmit={create} />;
  }

  it('needs a name of at most 100 characters before it creates a token', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    renderScreen(<TokenForm busy={false} onCreate={onCreate} />);
    const name = screen.getByLabelText('Token name');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '100');
    expect(name).toHaveAttribute('placeholder', 'Okta');
    const create = screen.getByRole('button', { name: 'Create Token' });
    expect(create).toBeEnabled();

    await user.click(create);
    expect(name).toBeInvalid();
    expect(onCreate).not.toHaveBeenCalled();

    await user.type(name, 'Okta production');
    await user.click(create);
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Okta production');
  });

  it('is off while a change runs', () => {
    renderScreen(<TokenForm busy onCreate={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Create Token' })).toBeDisabled();
  });
});
