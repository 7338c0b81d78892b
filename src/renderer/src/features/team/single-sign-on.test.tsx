// docs/decisions.md SSO1: the identity provider's metadata (a URL or the XML) and the email
// domains; the browser's own checks stop an empty or malformed entry before anything is sent.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { Domains, ProviderForm, type SsoSettings } from './single-sign-on';

const sso: SsoSettings = {
  provider_id: null,
  entity_id: null,
  metadata_url: null,
  status: 'draft',
  enforced: false,
  tested_at: null,
  domains: [],
};

describe('the identity provider form', () => {
  it('needs a metadata URL that is a URL, or the XML', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    renderScreen(<ProviderForm sso={sso} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save identity provider' });
    expect(screen.getByRole('radio', { name: 'Metadata URL' })).toBeChecked();
    const url = screen.getByLabelText('Metadata URL', { selector: 'input[type="url"]' });
    await user.click(save);
    expect(url).toBeInvalid();
    await user.type(url, 'idp.example.com/metadata');
    await user.click(save);
    expect(url).toBeInvalid();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Metadata XML' }));
    const xml = screen.getByLabelText('Metadata XML', { selector: 'textarea' });
    await user.click(save);
    expect(xml).toBeInvalid();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(xml);
    await user.paste('<EntityDescriptor entityID="https://idp.example.com"/>');
    await user.click(save);
    expect(onSave).toHaveBeenCalledOnce();
  });
});

describe('the email domains', () => {
  it('needs a domain to add', async () => {
    const user = userEvent.setup();
    const onAct = vi.fn(() => Promise.resolve());
    renderScreen(<Domains sso={sso} onAct={onAct} />);
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(screen.getByLabelText('Domain')).toBeInvalid();
    expect(onAct).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Domain'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(onAct).toHaveBeenCalledOnce();
  });
});
