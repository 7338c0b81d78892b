// docs/product.md#training-admins: assigning a course, due on a date inside the training year or
// a number of days after joining (always so for new members).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TrainingPersonRecord } from '@documents/training-status';
import { EMPTY_TRAINING } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { retype } from '../../../testing/fields';
import type { TeamTraining, TrainingCycle } from '../../../lib/training/data';
import { AssignForm } from './assign-form';

const cycle: TrainingCycle = { id: 'c1', starts_on: '2026-01-01', ends_on: '2027-01-01' };

const person = (id: string, name: string, status: TrainingPersonRecord['status']) => ({
  id,
  full_name: name,
  email: `${id}@example.com`,
  status,
  unsubscribed_at: null,
  assigned: 0,
  completed: 0,
  overdue: 0,
  requirements: [],
});

const training: TeamTraining = {
  ...EMPTY_TRAINING,
  cycle,
  cycles: [cycle],
  courses: [
    { id: 'phishing', title: 'Spotting phishing' },
    { id: 'passwords', title: 'Strong passwords' },
  ],
  people: [person('ada', 'Ada Lovelace', 'active'), person('old', 'Old Timer', 'deactivated')],
};

describe('assigning a course', () => {
  it('is due on a date inside the training year by default', async () => {
    const user = userEvent.setup();
    renderScreen(<AssignForm training={training} cycle={cycle} onDone={vi.fn()} />);
    const form = screen.getByRole('region', { name: 'Assign a course' });
    expect(within(form).getByLabelText('Course')).toHaveDisplayValue('Spotting phishing');
    expect(within(form).getByRole('radio', { name: 'Everyone in the team' })).toBeChecked();
    const due = within(form).getByLabelText('Due date');
    expect(due).toBeRequired();
    expect(due).toHaveAttribute('min', '2026-11-27');
    expect(due).toHaveAttribute('max', '2026-12-31');
    await user.click(within(form).getByRole('button', { name: 'Assign Course' }));
    expect(due).toBeInvalid();
  });

  it('lists the active members to choose from', async () => {
    const user = userEvent.setup();
    renderScreen(<AssignForm training={training} cycle={cycle} onDone={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Chosen members' }));
    const members = screen.getByRole('group', { name: 'Members' });
    expect(within(members).getAllByRole('checkbox')).toHaveLength(1);
    expect(
      within(members).getByRole('checkbox', { name: 'Ada Lovelace (ada@example.com)' }),
    ).not.toBeChecked();
  });

  it('counts days after joining for new members, 1 to 365', async () => {
    const user = userEvent.setup();
    renderScreen(<AssignForm training={training} cycle={cycle} onDone={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'New members, when they join' }));
    expect(screen.getByRole('radio', { name: 'On a date' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'A number of days after joining' })).toBeChecked();
    expect(screen.queryByLabelText('Due date')).not.toBeInTheDocument();
    const days = screen.getByLabelText('Days after joining');
    expect(days).toHaveValue(30);
    expect(days).toHaveAccessibleDescription(/^For people already in the team, the days count/);
    await retype(user, days, '400');
    await user.click(screen.getByRole('button', { name: 'Assign Course' }));
    expect(days).toBeInvalid();
    await retype(user, days, '0');
    expect(days).toBeInvalid();
    await retype(user, days, '14');
    expect(days).toBeValid();

    await user.click(screen.getByRole('radio', { name: 'Everyone in the team' }));
    expect(screen.getByRole('radio', { name: 'On a date' })).toBeEnabled();
  });
});
