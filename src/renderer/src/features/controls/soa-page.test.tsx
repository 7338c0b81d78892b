// docs/decisions.md SA1: the Statement of Applicability's controls, saved together, and approving
// a version, which waits for a reason and for every change to be saved.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { iso27001Controls } from '@content/controls';
import { renderScreen } from '../../testing/render';
import { StatementEditor, type Statement } from './soa-page';

const [first, second] = iso27001Controls;

function statement(started: boolean): Statement {
  const entries: Statement['entries'] = new Map();
  if (started) {
    for (const control of iso27001Controls) {
      entries.set(control.id, {
        control_id: control.id,
        applicable: true,
        justification: '',
        status: 'not_started',
      });
    }
  }
  return {
    entries,
    versions: [],
    readiness: [
      {
        control_id: first!.id,
        state: 'met',
        source: 'policy',
        title: 'Access Control Policy',
        met: true,
        detail: null,
      },
    ],
  };
}

describe('the Statement of Applicability', () => {
  it('offers to start with all 93 controls, and nothing to edit before', () => {
    renderScreen(<StatementEditor teamId="t1" statement={statement(false)} refresh={vi.fn()} />);
    expect(
      screen.getByRole('button', { name: 'Start the statement with all 93 controls' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(`${first!.id} applicable`)).toBeNull();
  });

  it('saves only once something changed; approving waits for a reason and for the save', async () => {
    const user = userEvent.setup();
    renderScreen(<StatementEditor teamId="t1" statement={statement(true)} refresh={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Start the statement/ })).toBeNull();
    const controls = screen.getByRole('region', { name: 'Annex A controls' });
    expect(controls.querySelectorAll('tbody tr')).toHaveLength(iso27001Controls.length);
    const save = screen.getByRole('button', { name: 'Save changes' });
    const approve = screen.getByRole('button', { name: 'Approve this version' });
    expect(save).toBeDisabled();
    expect(approve).toBeDisabled();

    // (Labels, not roles, to find fields: a role query over 93 rows is slow.)
    await user.type(screen.getByLabelText('Reason for approval'), 'Y');
    expect(approve).toBeEnabled();

    await user.click(screen.getByLabelText(`${second!.id} applicable`));
    await user.type(screen.getByLabelText(`${second!.id} justification`), 'N');
    await user.selectOptions(screen.getByLabelText(`${second!.id} status`), 'Planned');
    expect(save).toBeEnabled();
    // Unsaved changes first: an approved version is what was saved.
    expect(approve).toBeDisabled();
  });

  it('shows the evidence ComplyReady holds for a control', () => {
    renderScreen(<StatementEditor teamId="t1" statement={statement(true)} refresh={vi.fn()} />);
    const row = screen.getByRole('rowheader', {
      name: `${first!.id} ${first!.title}`,
    }).parentElement!;
    expect(within(row).getByRole('listitem')).toHaveTextContent('Access Control Policy');
    const other = screen.getByRole('rowheader', {
      name: `${second!.id} ${second!.title}`,
    }).parentElement!;
    expect(within(other).getByText('None yet')).toBeInTheDocument();
  });
});
