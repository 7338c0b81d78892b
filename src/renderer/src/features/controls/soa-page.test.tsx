// docs/decisions.md SA1: the Statement of Applicability's controls, each change saved as it is
// made (docs/product.md#statement-of-applicability-admins), a line marked not applicable only with
// its reason, and approving a version, which waits for a reason and saves what was typed first.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { iso27001Controls } from '@content/controls';
import { renderScreen } from '../../testing/render';
import { StatementEditor, type Statement, type StatementWrites } from './soa-page';

// The page's writes, recorded; a save is refused while `refusal` is set (as supabase-js answers
// a refusal: a plain object with the database's code and message).
let refusal: null | { code: string; message: string } = null;
let calls: { write: 'saveLines' | 'approve'; value: unknown; closing?: boolean }[] = [];
const writes: StatementWrites = {
  saveLines: (lines, closing) => {
    calls.push({ write: 'saveLines', value: lines, closing });
    return refusal ? Promise.reject(refusal) : Promise.resolve();
  },
  approve: (reason) => {
    calls.push({ write: 'approve', value: reason });
    return Promise.resolve();
  },
};
beforeEach(() => {
  refusal = null;
  calls = [];
});

const savedLines = () =>
  calls.filter((call) => call.write === 'saveLines').map((call) => call.value);

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

const line = (control: { id: string }, change: object = {}) => ({
  control_id: control.id,
  applicable: true,
  justification: '',
  status: 'not_started',
  ...change,
});

describe('the Statement of Applicability', () => {
  it('offers to start with all 93 controls, and nothing to edit before', () => {
    renderScreen(
      <StatementEditor
        teamId="t1"
        statement={statement(false)}
        refresh={vi.fn()}
        writes={writes}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Start the statement with all 93 controls' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(`${first!.id} applicable`)).toBeNull();
  });

  it('saves each change as it is made, a justification once typing pauses', async () => {
    const user = userEvent.setup();
    renderScreen(
      <StatementEditor teamId="t1" statement={statement(true)} refresh={vi.fn()} writes={writes} />,
    );
    expect(screen.queryByRole('button', { name: /Start the statement/ })).toBeNull();
    const controls = screen.getByRole('region', { name: 'Annex A controls' });
    expect(controls.querySelectorAll('tbody tr')).toHaveLength(iso27001Controls.length);
    // Nothing to press: the page says so.
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByText('Changes are saved as you make them.')).toBeInTheDocument();

    // (Labels, not roles, to find fields: a role query over 93 rows is slow.)
    await user.selectOptions(screen.getByLabelText(`${second!.id} status`), 'Planned');
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(savedLines()).toEqual([[line(second!, { status: 'planned' })]]);

    await user.type(screen.getByLabelText(`${first!.id} justification`), 'Core');
    expect(screen.getByText('Saving...')).toBeInTheDocument();
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    // One write for the word typed, not one a keystroke.
    expect(savedLines().slice(1)).toEqual([[line(first!, { justification: 'Core' })]]);
    expect(screen.getByLabelText(`${first!.id} justification`)).toHaveValue('Core');
  });

  it('names a control marked not applicable without its reason, and saves it once given', async () => {
    const user = userEvent.setup();
    renderScreen(
      <StatementEditor teamId="t1" statement={statement(true)} refresh={vi.fn()} writes={writes} />,
    );
    await user.click(screen.getByLabelText(`${second!.id} applicable`));
    const justification = screen.getByLabelText(`${second!.id} justification`);
    const problem = `${second!.id} is marked not applicable: give the reason.`;
    expect(justification).toHaveAttribute('aria-invalid', 'true');
    expect(justification).toHaveAccessibleDescription(problem);
    expect(screen.getByText(`Not saved: ${second!.id} needs the reason it does not apply.`));
    expect(savedLines()).toEqual([]);

    await user.type(justification, 'No offices');
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(justification).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(problem)).toBeNull();
    expect(savedLines()).toEqual([
      [line(second!, { applicable: false, justification: 'No offices' })],
    ]);
  });

  it("never shows the database's rule, and keeps the change to try again", async () => {
    const user = userEvent.setup();
    refusal = {
      code: '23514',
      message: 'new row for relation "soa_entries" violates check constraint "soa_entries_check"',
    };
    renderScreen(
      <StatementEditor teamId="t1" statement={statement(true)} refresh={vi.fn()} writes={writes} />,
    );
    await user.selectOptions(screen.getByLabelText(`${first!.id} status`), 'Implemented');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Not saved: A control marked not applicable needs the reason it does not apply.',
    );
    expect(document.body).not.toHaveTextContent(/soa_entries|constraint/);
    expect(screen.getByLabelText(`${first!.id} status`)).toHaveValue('implemented');

    refusal = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(savedLines()).toHaveLength(2);
  });

  it('approving waits for a reason, saves what was just typed first, then approves', async () => {
    const user = userEvent.setup();
    const refresh = vi.fn(() => Promise.resolve());
    renderScreen(
      <StatementEditor teamId="t1" statement={statement(true)} refresh={refresh} writes={writes} />,
    );
    const approve = screen.getByRole('button', { name: 'Approve this version' });
    expect(approve).toBeDisabled();
    await user.type(screen.getByLabelText('Reason for approval'), 'Y');
    expect(approve).toBeEnabled();

    await user.type(screen.getByLabelText(`${second!.id} justification`), 'Typed');
    expect(savedLines()).toEqual([]);
    await user.click(approve);
    expect(await screen.findByText('Statement of Applicability approved.')).toBeInTheDocument();
    // The line first, then the version that snapshots it.
    expect(calls.map((call) => call.write)).toEqual(['saveLines', 'approve']);
    expect(calls[1]!.value).toBe('Y');
    expect(savedLines()).toEqual([[line(second!, { justification: 'Typed' })]]);
    expect(refresh).toHaveBeenCalled();
  });

  it('does not approve while a line lacks its reason: it names it and focuses its field', async () => {
    const user = userEvent.setup();
    renderScreen(
      <StatementEditor teamId="t1" statement={statement(true)} refresh={vi.fn()} writes={writes} />,
    );
    await user.type(screen.getByLabelText('Reason for approval'), 'Y');
    await user.click(screen.getByLabelText(`${second!.id} applicable`));
    await user.click(screen.getByRole('button', { name: 'Approve this version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Not approved yet. ${second!.id} is marked not applicable: give the reason.`,
    );
    expect(screen.getByLabelText(`${second!.id} justification`)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('leaving the page saves what is still waiting, then reloads the statement', async () => {
    const user = userEvent.setup();
    const refresh = vi.fn(() => Promise.resolve());
    const view = renderScreen(
      <StatementEditor teamId="t1" statement={statement(true)} refresh={refresh} writes={writes} />,
    );
    await user.type(screen.getByLabelText(`${first!.id} justification`), 'Left');
    view.unmount();
    await act(() => vi.waitFor(() => expect(refresh).toHaveBeenCalled()));
    expect(savedLines()).toEqual([[line(first!, { justification: 'Left' })]]);
  });

  it('the page being closed sends what was just typed at once, in a request that outlives it', async () => {
    const user = userEvent.setup();
    renderScreen(
      <StatementEditor teamId="t1" statement={statement(true)} refresh={vi.fn()} writes={writes} />,
    );
    await user.type(screen.getByLabelText(`${first!.id} justification`), 'Closed');
    // Hidden, then closed: one request.
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(calls).toEqual([
      { write: 'saveLines', value: [line(first!, { justification: 'Closed' })], closing: true },
    ]);
  });

  it('shows the evidence ComplyReady holds for a control', () => {
    renderScreen(
      <StatementEditor teamId="t1" statement={statement(true)} refresh={vi.fn()} writes={writes} />,
    );
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
