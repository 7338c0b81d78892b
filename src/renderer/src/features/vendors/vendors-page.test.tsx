// docs/decisions.md VN1: adding a vendor, a security document, and a review by the questionnaire
// of the vendor's criticality. The browser's own checks stop a form with a missing answer.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { questionsFor } from '@content/vendors';
import { renderScreen } from '../../testing/render';
import { retype } from '../../testing/fields';
import { AddDocument, AddVendor, ReviewForm } from './vendors-page';
import type { Vendor } from './vendors-data';

const vendor: Vendor = {
  id: 'v1',
  team_id: 't1',
  name: 'Mailer Inc',
  service: 'Email delivery',
  criticality: 'high',
  owner_id: null,
  location: 'EU',
  subprocessor: true,
  data_shared: ['customer data'],
  contract_starts_on: null,
  contract_ends_on: null,
  next_review_on: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('adding a vendor', () => {
  it('needs a name; medium criticality and nobody as owner to start', async () => {
    const user = userEvent.setup();
    const register = {
      vendors: [],
      documents: [],
      reviews: [],
      members: [{ id: 'm1', name: 'Ada Lovelace', email: 'ada@example.com' }],
    };
    renderScreen(<AddVendor teamId="t1" register={register} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Add a vendor' });
    expect(within(form).getByLabelText('Criticality')).toHaveDisplayValue('Medium');
    expect(within(form).getByLabelText('Owner')).toHaveDisplayValue('Nobody yet');
    const shared = within(form).getByRole('group', { name: 'Data shared' });
    expect(within(shared).getAllByRole('checkbox')).toHaveLength(7);
    await user.click(within(form).getByRole('button', { name: 'Add vendor' }));
    expect(within(form).getByLabelText('Name')).toBeInvalid();

    await user.type(within(form).getByLabelText('Name'), 'Mailer Inc');
    await user.click(within(form).getByRole('button', { name: 'Add vendor' }));
    // Nothing answers at the API's address: the form says so and keeps what was typed.
    expect(await within(form).findByRole('alert')).toHaveTextContent(/\S/);
    expect(within(form).getByLabelText('Name')).toHaveValue('Mailer Inc');
  });
});

describe("adding a vendor's security document", () => {
  it('titles it by its kind and needs a link that is a URL', async () => {
    const user = userEvent.setup();
    renderScreen(<AddDocument vendor={vendor} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Document of Mailer Inc' });
    expect(within(form).getByLabelText('Title')).toHaveValue('SOC 2 report');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Data processing agreement');
    expect(within(form).getByLabelText('Title')).toHaveValue('Data processing agreement');
    const link = within(form).getByLabelText('Link');
    await user.click(within(form).getByRole('button', { name: 'Add document' }));
    expect(link).toBeInvalid();
    await user.type(link, 'not a url');
    expect(link).toBeInvalid();
    await retype(user, link, 'https://trust.mailer.example/dpa.pdf');
    expect(link).toBeValid();
  });
});

describe('reviewing a vendor', () => {
  it("asks the questions of the vendor's criticality, each answered, and conditions when approved with them", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn(() => Promise.resolve());
    renderScreen(<ReviewForm vendor={vendor} onDone={onDone} />);
    const questions = questionsFor('high');
    const form = screen.getByRole('form', { name: 'Review of Mailer Inc' });
    expect(
      within(form).getByRole('heading', {
        name: `Review: Mailer Inc (high criticality, ${questions.length} questions)`,
      }),
    ).toBeInTheDocument();
    const groups = questions.map((question) =>
      within(form).getByRole('group', { name: question.question }),
    );
    await user.click(within(form).getByRole('button', { name: 'Record review' }));
    expect(within(groups[0]!).getByRole('radio', { name: 'Yes' })).toBeInvalid();

    for (const group of groups) await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await user.selectOptions(within(form).getByLabelText('Conclusion'), 'Approved with conditions');
    const conditions = within(form).getByLabelText('Conditions');
    expect(conditions).toBeRequired();
    await user.click(within(form).getByRole('button', { name: 'Record review' }));
    expect(conditions).toBeInvalid();
    await user.selectOptions(within(form).getByLabelText('Conclusion'), 'Rejected');
    expect(within(form).queryByLabelText('Conditions')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
