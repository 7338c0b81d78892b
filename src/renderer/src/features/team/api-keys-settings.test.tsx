// docs/decisions.md AK1: API keys are offered on the Enterprise plan only.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { teamSettings as team } from '../../testing/fixtures';
import { ApiKeysSettings } from './api-keys-settings';

describe('Settings → API', () => {
  it.each(['starter', 'professional'])('is described, not offered, on %s', (plan) => {
    renderScreen(<ApiKeysSettings team={team(plan)} />);
    expect(screen.getByRole('heading', { name: 'API' })).toBeInTheDocument();
    expect(screen.getByText(/^On the Enterprise plan, your HR system/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/docs/api',
    );
    expect(screen.queryByLabelText('Key name')).toBeNull();
  });

  it('on Enterprise, shows the base URL and the form, and loads the keys', () => {
    renderScreen(<ApiKeysSettings team={team('enterprise')} />);
    expect(screen.getByText('http://127.0.0.1:9/api/v1')).toBeInTheDocument();
    expect(screen.getByLabelText('Key name')).toBeRequired();
    expect(screen.getByLabelText('Access')).toHaveValue('read');
    expect(screen.getByRole('option', { name: 'Read and write' })).toHaveValue('read_write');
    expect(screen.getByLabelText('Expires (optional)')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('status')).toHaveTextContent('Loading API keys...');
  });
});
