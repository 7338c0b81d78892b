// docs/decisions.md SC1: provisioning is offered on the Enterprise plan only.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { teamSettings as team } from '../../testing/fixtures';
import { ScimSettings } from './scim-settings';

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
