// Settings → Integrations (docs/decisions.md IN1): what a source card shows before and after it is
// connected — the exact permission list and labelled fields, then each test's newest result with
// the resources at fault and its controls.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import type { IntegrationsData, SourceSetup } from './integrations-data';
import { SourceCard } from './integrations-page';

const github: SourceSetup = {
  id: 'github',
  name: 'GitHub',
  permissions: ['Organization permissions → Members: Read-only (members, for the access review)'],
  fields: [
    { name: 'organisation', label: 'Organisation', secret: false, help: 'The login.' },
    { name: 'token', label: 'Fine-grained access token', secret: true, help: 'Make one.' },
  ],
  tests: [
    {
      id: 'org_two_factor',
      title: 'Organisation requires two-factor authentication',
      controls: ['CC6.1', 'A.8.5'],
    },
    { id: 'branch_protection', title: 'Default branches are protected', controls: ['CC8.1'] },
  ],
};

const empty: IntegrationsData = {
  sources: [github],
  connections: [],
  latest: new Map(),
  tasks: [],
  members: [],
};

describe('a source card', () => {
  it('asks for the fields under the exact permissions, the token hidden as typed', () => {
    renderScreen(<SourceCard setup={github} data={empty} onChanged={() => Promise.resolve()} />);
    const card = screen.getByRole('region', { name: 'GitHub' });
    expect(within(card).getByRole('listitem')).toHaveTextContent(
      'Organization permissions → Members: Read-only (members, for the access review)',
    );
    expect(within(card).getByLabelText('Organisation')).toHaveAttribute('type', 'text');
    expect(within(card).getByLabelText('Fine-grained access token')).toHaveAttribute(
      'type',
      'password',
    );
    expect(within(card).getByRole('button', { name: 'Connect GitHub' })).toBeEnabled();
  });

  it('takes a pasted key file in a box of lines', () => {
    const google: SourceSetup = {
      ...github,
      id: 'google_workspace',
      name: 'Google Workspace',
      fields: [
        {
          name: 'serviceAccountKey',
          label: 'Service account key (JSON)',
          secret: true,
          multiline: true,
          help: 'Paste the whole file.',
        },
      ],
    };
    renderScreen(<SourceCard setup={google} data={empty} onChanged={() => Promise.resolve()} />);
    const card = screen.getByRole('region', { name: 'Google Workspace' });
    expect(within(card).getByLabelText('Service account key (JSON)').tagName).toBe('TEXTAREA');
  });

  it('once connected, shows each test’s newest result, the resources at fault and the controls', () => {
    const data: IntegrationsData = {
      ...empty,
      connections: [
        {
          id: 'c1',
          source: 'github',
          account: 'acme',
          connected_by_name: 'Ada Admin',
          connected_at: '2026-11-20T10:00:00Z',
          last_run_at: '2026-11-21T10:00:00Z',
        },
      ],
      latest: new Map([
        [
          'github/org_two_factor',
          {
            test: 'org_two_factor',
            title: 'Organisation requires two-factor authentication',
            result: 'fail',
            summary: 'acme does not require two-factor authentication; 1 member(s) have none.',
            controls: ['CC6.1', 'A.8.5'],
            resources: [{ id: '1', name: 'octocat', problem: 'No two-factor authentication' }],
            ranAt: '2026-11-21T10:00:00Z',
          },
        ],
      ]),
    };
    renderScreen(<SourceCard setup={github} data={data} onChanged={() => Promise.resolve()} />);
    const card = screen.getByRole('region', { name: 'GitHub' });
    expect(card).toHaveTextContent('Connected to acme by Ada Admin');
    expect(
      within(card).getByRole('heading', {
        name: 'Organisation requires two-factor authentication: Fail',
      }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('list', {
        name: 'Affected resources: Organisation requires two-factor authentication',
      }),
    ).toHaveTextContent('octocat: No two-factor authentication');
    expect(
      within(card).getByRole('heading', { name: 'Default branches are protected: Not run yet' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Controls: CC6.1, A.8.5')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Run tests now' })).toBeEnabled();
    expect(within(card).queryByLabelText('Fine-grained access token')).toBeNull();
  });
});
