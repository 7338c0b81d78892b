// docs/decisions.md RR1: the risk editor, adopting from the starter library, and publishing the
// assessment. The database holds the rules; the forms ask for what they need first.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allControls } from '@content/controls';
import { renderScreen } from '../../testing/render';
import { Assessments, Library, RiskEditor } from './risks-page';
import { DEFAULT_MATRIX, type LibraryEntry, type Risk, type RiskRegister } from './risks-data';

const risk: Risk = {
  id: 'r1',
  team_id: 't1',
  library_id: 'lib-phishing',
  title: 'Phishing',
  category: 'People',
  description: '',
  owner_id: null,
  inherent_likelihood: 4,
  inherent_impact: 3,
  treatment: 'mitigate',
  treatment_plan: '',
  controls: [],
  checklist_items: [],
  residual_likelihood: null,
  residual_impact: null,
  review_on: null,
  acceptance_reason: null,
  accepted_at: null,
  accepted_by: null,
  accepted_by_name: null,
  accepted_until: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function entry(id: string, title: string): LibraryEntry {
  return {
    id,
    title,
    category: 'People',
    description: `${title}, described.`,
    likelihood: 3,
    impact: 4,
    treatment: 'mitigate',
    treatment_plan: '',
    controls: [],
    checklist_items: [],
    position: 1,
  };
}

const register = (overrides: Partial<RiskRegister> = {}): RiskRegister => ({
  library: [entry('lib-phishing', 'Phishing'), entry('lib-laptop', 'Lost laptop')],
  risks: [risk],
  matrix: DEFAULT_MATRIX,
  assessments: [],
  members: [{ id: 'm1', name: 'Ada Lovelace', email: 'ada@example.com' }],
  ...overrides,
});

describe('the risk editor', () => {
  it('needs a title and a category', async () => {
    const user = userEvent.setup();
    renderScreen(<RiskEditor risk={risk} register={register()} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Risk' });
    expect(within(form).getByLabelText('Category')).toBeRequired();
    await user.clear(within(form).getByLabelText('Title'));
    await user.click(within(form).getByRole('button', { name: 'Save risk' }));
    expect(within(form).getByLabelText('Title')).toBeInvalid();
    expect(within(form).getByLabelText('Inherent likelihood')).toHaveDisplayValue('4 Likely');
    expect(within(form).getByLabelText('Residual impact')).toHaveDisplayValue('Not scored');
  });

  it('asks why, and until when, only when the risk is accepted', async () => {
    const user = userEvent.setup();
    renderScreen(<RiskEditor risk={risk} register={register()} onDone={vi.fn()} />);
    expect(screen.queryByLabelText('Why the risk is accepted')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Treatment'), 'Accept');
    expect(screen.getByLabelText('Why the risk is accepted')).toBeRequired();
    expect(screen.getByLabelText('Accepted until')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save risk' }));
    expect(screen.getByLabelText('Why the risk is accepted')).toBeInvalid();
    await user.selectOptions(screen.getByLabelText('Treatment'), 'Transfer');
    expect(screen.queryByLabelText('Accepted until')).not.toBeInTheDocument();
  });

  it('links controls: Add only once one is chosen, Remove takes it off', async () => {
    const user = userEvent.setup();
    renderScreen(<RiskEditor risk={risk} register={register()} onDone={vi.fn()} />);
    const controls = screen.getByRole('group', { name: 'Controls' });
    const add = within(controls).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    const control = allControls[0]!;
    const described = `${control.id} ${control.title}`;
    await user.selectOptions(within(controls).getByLabelText('Add to controls'), described);
    expect(add).toBeEnabled();
    await user.click(add);
    expect(add).toBeDisabled();
    expect(within(controls).getByRole('listitem')).toHaveTextContent(described);
    // A linked control is no longer offered.
    expect(within(controls).queryByRole('option', { name: described })).not.toBeInTheDocument();
    await user.click(within(controls).getByRole('button', { name: `Remove ${described}` }));
    expect(within(controls).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(controls).getByText('None linked yet.')).toBeInTheDocument();
  });

  it('says what the server answered when saving fails', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn(() => Promise.resolve());
    renderScreen(<RiskEditor risk={risk} register={register()} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Save risk' }));
    // Nothing answers at the API's address.
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.getByRole('button', { name: 'Save risk' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('the starter library', () => {
  it('offers what is not adopted yet; Adopt waits for a choice', async () => {
    const user = userEvent.setup();
    renderScreen(<Library register={register()} teamId="t1" onDone={vi.fn()} />);
    const adopt = screen.getByRole('button', { name: 'Adopt selected risks' });
    expect(adopt).toBeDisabled();
    const offered = screen.getAllByRole('checkbox');
    expect(offered).toHaveLength(1);
    expect(offered[0]).toHaveAccessibleName(/^Lost laptop \(People, suggested score 12\)/);
    await user.click(offered[0]!);
    expect(adopt).toBeEnabled();
    await user.click(offered[0]!);
    expect(adopt).toBeDisabled();
  });

  it('says when every risk is adopted', () => {
    renderScreen(
      <Library
        register={register({ library: [entry('lib-phishing', 'Phishing')] })}
        teamId="t1"
        onDone={vi.fn()}
      />,
    );
    expect(
      screen.getByText('Every risk of the starter library is in your register.'),
    ).toBeInTheDocument();
  });
});

describe('publishing the risk assessment', () => {
  it('needs a reason, and a register with risks', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(
      <Assessments register={register()} teamId="t1" onDone={vi.fn()} />,
    );
    const publish = screen.getByRole('button', { name: 'Approve and publish the risk assessment' });
    expect(screen.getByLabelText('Reason for approval')).toBeRequired();
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText('Reason for approval'), '   ');
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText('Reason for approval'), 'Yearly review');
    expect(publish).toBeEnabled();
    unmount();

    renderScreen(<Assessments register={register({ risks: [] })} teamId="t1" onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Reason for approval'), 'Yearly review');
    expect(
      screen.getByRole('button', { name: 'Approve and publish the risk assessment' }),
    ).toBeDisabled();
  });
});
