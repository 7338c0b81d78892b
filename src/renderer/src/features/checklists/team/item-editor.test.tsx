// docs/product.md#checklists-admins: an item's notes are saved after a pause in typing, when the
// field is left, and when the page goes away (hidden, closed, or another page), so typed notes are
// never lost; "Saving..." then "Saved" is announced. The pause runs on Vitest's fake clock, so the
// fields are changed with fireEvent (user-event waits on the real one).
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checklistContentById } from '@content/checklists';
import { renderScreen } from '../../../testing/render';
import type { ItemChange } from './data';
import { ItemEditor, NOTES_PAUSE_MS, type SaveItem } from './item-editor';

const item = checklistContentById('access-review-template')!.items[0]!;

const UNTOUCHED: ItemChange = {
  status: 'not_started',
  notApplicableReason: '',
  ownerId: '',
  dueOn: '',
  notes: '',
  evidenceUrl: '',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The editor of a new item; returns its recorded `save` and a way to unmount it. */
function renderEditor(save = vi.fn<SaveItem>(() => Promise.resolve())) {
  const { unmount } = renderScreen(
    <ul>
      <ItemEditor item={item} state={undefined} members={[]} save={save}>
        {null}
      </ItemEditor>
    </ul>,
  );
  return { save, unmount };
}

/** Someone typing `value` into the field of that label, which keeps the focus. */
function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  field.focus();
  fireEvent.change(field, { target: { value } });
}

/** Someone leaving the field of that label. */
const leave = (label: string) => fireEvent.blur(screen.getByLabelText(label));

/** Lets `ms` pass, and the saves it starts settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("a checklist item's notes", () => {
  it('are saved after a pause in typing, without leaving the field', async () => {
    const answers: (() => void)[] = [];
    const save = vi.fn<SaveItem>(() => new Promise((resolve) => answers.push(resolve)));
    renderEditor(save);
    type('Notes', 'Register kept');
    await pass(NOTES_PAUSE_MS - 1);
    type('Notes', 'Register kept in the wiki');
    await pass(NOTES_PAUSE_MS - 1);
    expect(save).not.toHaveBeenCalled();

    await pass(1);
    expect(save).toHaveBeenCalledExactlyOnceWith(
      { ...UNTOUCHED, notes: 'Register kept in the wiki' },
      false,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    await act(async () => answers[0]!());
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByLabelText('Notes')).toHaveFocus();
    await pass(NOTES_PAUSE_MS * 2);
    expect(save).toHaveBeenCalledOnce();
  });

  it('are saved at once when the field is left, the page is hidden or closed, or the item goes', async () => {
    const { save, unmount } = renderEditor();
    type('Notes', 'Left');
    leave('Notes');
    await pass(0);
    expect(save).toHaveBeenLastCalledWith({ ...UNTOUCHED, notes: 'Left' }, false);

    // A reload or a closed tab: no time for the pause, and the request must outlive the page.
    type('Notes', 'Left, then closed');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(save).toHaveBeenLastCalledWith({ ...UNTOUCHED, notes: 'Left, then closed' }, true);
    await pass(0);

    // Another page of the app.
    type('Notes', 'Left, then closed, then gone');
    unmount();
    await pass(0);
    expect(save).toHaveBeenLastCalledWith(
      { ...UNTOUCHED, notes: 'Left, then closed, then gone' },
      false,
    );
    expect(save).toHaveBeenCalledTimes(3);
    await pass(NOTES_PAUSE_MS * 2);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('do not wait for a reason "Not applicable" still needs, nor for a refused field', async () => {
    const save = vi.fn<SaveItem>((change) =>
      change.evidenceUrl === 'javascript:alert(1)'
        ? Promise.reject(new Error('The evidence link must be a web address.'))
        : Promise.resolve(),
    );
    renderEditor(save);
    type('Evidence link', 'javascript:alert(1)');
    leave('Evidence link');
    await pass(0);
    expect(screen.getByRole('alert')).toHaveTextContent('The evidence link must be a web address.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'not_applicable' } });
    type('Notes', 'No shared accounts');
    await pass(NOTES_PAUSE_MS);
    expect(save).toHaveBeenLastCalledWith({ ...UNTOUCHED, notes: 'No shared accounts' }, false);
    // The notes are saved, the status is not: the page says so, not "Saved".
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not saved: give the reason it does not apply.',
    );
    expect(screen.getByLabelText('Why it does not apply')).toBeInvalid();

    type('Evidence link', '');
    leave('Evidence link');
    type('Why it does not apply', 'SSO only');
    leave('Why it does not apply');
    await pass(0);
    expect(save).toHaveBeenLastCalledWith(
      {
        ...UNTOUCHED,
        status: 'not_applicable',
        notApplicableReason: 'SSO only',
        notes: 'No shared accounts',
      },
      false,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('a checklist item marked not applicable', () => {
  it('says it is not saved until its reason is given, whatever else changes meanwhile', async () => {
    const { save } = renderEditor();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'not_applicable' } });
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2027-01-15' } });
    await pass(0);
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not saved: give the reason it does not apply.',
    );
    expect(screen.getByLabelText('Why it does not apply')).toHaveAccessibleDescription(
      'Give the reason it does not apply: until then this item is not saved.',
    );

    type('Why it does not apply', 'No shared accounts exist');
    leave('Why it does not apply');
    await pass(0);
    expect(save).toHaveBeenLastCalledWith(
      {
        ...UNTOUCHED,
        status: 'not_applicable',
        notApplicableReason: 'No shared accounts exist',
        dueOn: '2027-01-15',
      },
      false,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
