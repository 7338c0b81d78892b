// docs/decisions.md AS1: an asset is added with a name, or imported from CSV, all lines or none.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { AddAsset, ImportAssets } from './assets-page';

const inventory = {
  assets: [],
  members: [{ id: 'm1', name: 'Ada Lovelace', email: 'ada@example.com' }],
};

describe('adding an asset', () => {
  it('needs a name; offers the types, the members and the classifications', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn(() => Promise.resolve());
    renderScreen(<AddAsset teamId="t1" register={inventory} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Add an asset' });
    const name = within(form).getByLabelText('Name');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '200');
    expect(within(form).getByLabelText('Type')).toHaveValue('laptop');
    expect(within(form).getByLabelText('Classification')).toHaveValue('Internal');
    const owner = within(form).getByLabelText('Owner');
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody yet', 'Ada Lovelace']);

    // An empty name stops the form in the browser (it is not submitted).
    await user.click(within(form).getByRole('button', { name: 'Add asset' }));
    expect(name).toBeInvalid();

    await user.type(name, 'Build server');
    await user.selectOptions(owner, 'Ada Lovelace');
    await user.click(within(form).getByRole('button', { name: 'Add asset' }));
    // Nothing answers at the API's address: the form says so and keeps what was typed.
    expect(await within(form).findByRole('alert')).toHaveTextContent(/\S/);
    expect(name).toHaveValue('Build server');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('importing assets from CSV', () => {
  it('saves nothing while a line has a problem, and says which', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn(() => Promise.resolve());
    renderScreen(<ImportAssets teamId="t1" register={inventory} onDone={onDone} />);
    const csv = [
      'Name,Type,Owner email,Classification,Location,Holds customer data',
      'Laptop 1,laptop,ada@example.com,Internal,Berlin,no',
      ',toaster,grace@example.com,Internal,,maybe',
    ].join('\n');
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'assets.csv'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported:');
    const problems = within(alert).getAllByRole('listitem');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toHaveTextContent(/^Line 3: a name is required; the type must be one of /);
    expect(problems[0]).toHaveTextContent('grace@example.com is not an active member of your team');
    expect(problems[0]).toHaveTextContent('“Holds customer data” must be yes or no');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for the header first', async () => {
    const user = userEvent.setup();
    renderScreen(<ImportAssets teamId="t1" register={inventory} onDone={vi.fn()} />);
    await user.upload(screen.getByLabelText('CSV file'), new File(['Laptop 1,laptop'], 'a.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first line must be: Name, Type, Owner email, Classification, Location, Holds customer data',
    );
  });
});
