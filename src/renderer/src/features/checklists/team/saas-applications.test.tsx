// docs/decisions.md AS1: the access review's run lists the team's SaaS applications from the asset
// inventory, with a way to Dashboard → Assets to add the missing ones.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { SaasApplicationList, SaasApplications } from './saas-applications';

const ownerNames = new Map([['m1', 'Ada Lovelace']]);

describe('the SaaS applications to review', () => {
  it('lists each with its owner, classification and whether it holds customer data', () => {
    renderScreen(
      <SaasApplicationList
        ownerNames={ownerNames}
        applications={[
          {
            id: 'a1',
            name: 'GitHub',
            owner_id: 'm1',
            classification: 'Confidential',
            holds_customer_data: false,
          },
          {
            id: 'a2',
            name: 'HubSpot',
            owner_id: 'gone',
            classification: 'Restricted',
            holds_customer_data: true,
          },
          {
            id: 'a3',
            name: 'Notion',
            owner_id: null,
            classification: 'Internal',
            holds_customer_data: false,
          },
        ]}
      />,
    );
    const table = screen.getByRole('region', { name: 'SaaS applications' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Application', 'Owner', 'Classification', 'Customer data'],
      ['GitHub', 'Ada Lovelace', 'Confidential', 'No'],
      ['HubSpot', 'Former member', 'Restricted', 'Yes'],
      ['Notion', 'Nobody', 'Internal', 'No'],
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard → Assets' })).toHaveAttribute(
      'href',
      '/dashboard/assets',
    );
  });

  it('says to add them on Dashboard → Assets while there are none', () => {
    renderScreen(<SaasApplicationList ownerNames={ownerNames} applications={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No SaaS applications in your asset inventory yet/)).toHaveTextContent(
      'Add the SaaS applications your team uses on Dashboard → Assets to list them here for review.',
    );
    expect(screen.getByRole('link', { name: 'Dashboard → Assets' })).toHaveAttribute(
      'href',
      '/dashboard/assets',
    );
  });

  it("is the run page's section of systems to review, loading the inventory", () => {
    renderScreen(<SaasApplications teamId="t1" ownerNames={ownerNames} />);
    const section = screen.getByRole('region', { name: 'Systems to review' });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Loading the SaaS applications...',
    );
  });
});
