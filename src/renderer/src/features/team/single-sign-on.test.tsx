// docs/decisions.md SSO1: the identity provider's metadata (a URL or the XML) and the email
// domains; the browser's own checks stop an empty or malformed entry before anything is sent.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SSO_DRAFT } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { Domains, ProviderForm, TestAndTurnOn, type SsoSettings } from './single-sign-on';

const sso: SsoSettings = { ...SSO_DRAFT, domains: [] };

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

describe('test and turn on', () => {
  const verifiedDomain = {
    domain: 'example.com',
    dns_token: 'token',
    verified_at: '2026-01-01T00:00:00Z',
    verified_by: 'dns' as const,
    email_code_sent_to: null,
  };
  const testSignIn = () => screen.getByRole('button', { name: 'Test sign-in' });
  const turnOn = () => screen.getByRole('checkbox', { name: 'Turn on single sign-on' });
  const enforce = () => screen.getByRole('checkbox', { name: /^Enforce SSO/ });

  it('offers nothing before a provider and a verified domain', () => {
    const { rerender } = renderScreen(<TestAndTurnOn sso={sso} onAct={vi.fn()} onTest={vi.fn()} />);
    expect(screen.getByText('Not tested')).toBeInTheDocument();
    expect(testSignIn()).toBeDisabled();
    expect(turnOn()).toBeDisabled();
    expect(enforce()).toBeDisabled();
    // A provider alone, or a domain not yet verified, is not enough.
    rerender(
      <TestAndTurnOn
        sso={{ ...sso, provider_id: 'p1', domains: [{ ...verifiedDomain, verified_at: null }] }}
        onAct={vi.fn()}
        onTest={vi.fn()}
      />,
    );
    expect(testSignIn()).toBeDisabled();
  });

  it('tests with a provider and a verified domain; turns on only after a test', async () => {
    const user = userEvent.setup();
    const onTest = vi.fn();
    const onAct = vi.fn(() => Promise.resolve());
    const ready = { ...sso, provider_id: 'p1', domains: [verifiedDomain] };
    const { rerender } = renderScreen(<TestAndTurnOn sso={ready} onAct={onAct} onTest={onTest} />);
    await user.click(testSignIn());
    expect(onTest).toHaveBeenCalledOnce();
    expect(turnOn()).toBeDisabled();

    rerender(<TestAndTurnOn sso={{ ...ready, status: 'tested' }} onAct={onAct} onTest={onTest} />);
    expect(screen.getByText('Tested, off')).toBeInTheDocument();
    expect(turnOn()).toBeEnabled();
    expect(turnOn()).not.toBeChecked();
    expect(enforce()).toBeDisabled();
    await user.click(turnOn());
    expect(onAct).toHaveBeenCalledOnce();

    rerender(<TestAndTurnOn sso={{ ...ready, status: 'enabled' }} onAct={onAct} onTest={onTest} />);
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(turnOn()).toBeChecked();
    expect(enforce()).toBeEnabled();
    await user.click(enforce());
    expect(onAct).toHaveBeenCalledTimes(2);
  });
});
