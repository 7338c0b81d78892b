// One item of a checklist's current run (docs/product.md#checklists-admins, docs/decisions.md CL1):
// a select or date saves when changed, a text field when left, and the notes also after a pause in
// typing and when the page goes away (another page, a reload, a closed tab or window), so notes
// typed into the field are never lost.
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import type { ChecklistItem } from '@content/checklists';
import { FormMessage, InputField, SelectField } from '../../../components/form-field';
import { UNNAMED_USER } from '../../../lib/team/team-progress';
import type { ManagedMember } from '../../../lib/team/data';
import { ITEM_STATUSES, type ItemChange, type ItemState, type ItemStatus } from './data';

/** How long typing in the notes pauses before they are saved. */
export const NOTES_PAUSE_MS = 800;

/**
 * Saves the item as `change` says. `leaving`: the page is being hidden or closed, so the request
 * must outlive it.
 */
export type SaveItem = (change: ItemChange, leaving: boolean) => Promise<void>;

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export const memberName = (member: ManagedMember) =>
  member.full_name?.trim() || member.email || UNNAMED_USER;

export function changeOf(state: ItemState | undefined): ItemChange {
  return {
    status: (state?.status ?? 'not_started') as ItemStatus,
    notApplicableReason: state?.not_applicable_reason ?? '',
    ownerId: state?.owner_id ?? '',
    dueOn: state?.due_on ?? '',
    notes: state?.notes ?? '',
    evidenceUrl: state?.evidence_url ?? '',
  };
}

const same = (a: ItemChange, b: ItemChange) => JSON.stringify(a) === JSON.stringify(b);

/** One item of the current run: every field saves when it is changed or left. */
export function ItemEditor({
  item,
  state,
  members,
  save,
  children,
}: {
  item: ChecklistItem;
  state: ItemState | undefined;
  members: ManagedMember[];
  save: SaveItem;
  /** The item's evidence files. */
  children: ReactNode;
}) {
  const id = useId();
  const [fields, setFields] = useState(() => changeOf(state));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  // For the timer and the page's leaving, which outlive renders: the fields as typed, what the
  // server holds, and what it will hold once the saves sent so far land.
  const typed = useRef(fields);
  const saved = useRef(fields);
  const sent = useRef(fields);
  // One save after the other, each built when its turn comes, so it builds on the ones before.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  async function send(change: ItemChange, leaving: boolean) {
    if (same(change, sent.current)) return;
    // Not applicable waits for its reason before it is saved.
    if (change.status === 'not_applicable' && !change.notApplicableReason.trim()) return;
    sent.current = change;
    setSaveState({ kind: 'saving' });
    try {
      await save(change, leaving);
      saved.current = change;
      setSaveState({ kind: 'saved' });
    } catch (error) {
      sent.current = saved.current;
      setSaveState({ kind: 'failed', message: (error as Error).message });
    }
  }
  const enqueue = (change: () => ItemChange) => {
    queue.current = queue.current.then(() => send(change(), false));
  };

  const edit = (change: Partial<ItemChange>) => {
    typed.current = { ...typed.current, ...change };
    setFields(typed.current);
  };
  const commit = (change: Partial<ItemChange> = {}) => {
    edit(change);
    const next = typed.current;
    enqueue(() => next);
  };

  // The notes alone, over what is saved: a field still refused or waiting (an evidence link the
  // database turned down, "not applicable" without its reason) does not hold them back.
  const withNotes = () => ({ ...sent.current, notes: typed.current.notes });
  const notesPending = () => typed.current.notes !== sent.current.notes;
  const stopPause = () => {
    clearTimeout(pause.current);
    pause.current = undefined;
  };
  const saveNotes = () => {
    stopPause();
    enqueue(withNotes);
  };
  const typeNotes = (notes: string) => {
    edit({ notes });
    stopPause();
    pause.current = setTimeout(saveNotes, NOTES_PAUSE_MS);
  };

  // The page going away: hidden or closed (a request that must outlive it, sent at once), or this
  // item leaving it (another page or run, in the app: the saves go on in order).
  const leave = useEffectEvent((closing: boolean) => {
    stopPause();
    if (!notesPending()) return;
    if (closing) void send(withNotes(), true);
    else enqueue(withNotes);
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave(true);
    };
    const onPageHide = () => leave(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      leave(false);
    };
  }, []);

  // "Not applicable" without its reason is not sent, and neither is what changes with it (a due
  // date, an owner): say so rather than nothing, or "Saved" for the notes alone.
  const waitingForReason = fields.status === 'not_applicable' && !fields.notApplicableReason.trim();

  return (
    <li className="card checklist-item" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{item.item}</h3>
      <p>{item.description}</p>
      <p className="hint">Controls: {[...item.soc2, ...item.iso27001].join(', ')}</p>
      <div className="checklist-item-fields">
        <SelectField
          label="Status"
          value={fields.status}
          onChange={(status) => commit({ status: status as ItemStatus })}
        >
          {ITEM_STATUSES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        {fields.status === 'not_applicable' ? (
          <InputField
            label="Why it does not apply"
            maxLength={500}
            required
            {...(waitingForReason
              ? { error: 'Give the reason it does not apply: until then this item is not saved.' }
              : {})}
            value={fields.notApplicableReason}
            onValue={(notApplicableReason) => edit({ notApplicableReason })}
            onBlur={() => commit()}
          />
        ) : null}
        <SelectField
          label="Owner"
          value={fields.ownerId}
          onChange={(ownerId) => commit({ ownerId })}
        >
          <option value="">No owner</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {memberName(member)}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Due date"
          type="date"
          value={fields.dueOn}
          onValue={(dueOn) => commit({ dueOn })}
        />
        <InputField
          label="Evidence link"
          type="url"
          inputMode="url"
          maxLength={2048}
          placeholder="https://"
          value={fields.evidenceUrl}
          onValue={(evidenceUrl) => edit({ evidenceUrl })}
          onBlur={() => commit()}
        />
        <div className="form-field checklist-item-notes">
          <label htmlFor={`${id}-notes`}>Notes</label>
          <textarea
            id={`${id}-notes`}
            rows={2}
            maxLength={5000}
            value={fields.notes}
            onChange={(event) => typeNotes(event.target.value)}
            onBlur={saveNotes}
          />
        </div>
      </div>
      <p className="hint" role="status">
        {waitingForReason
          ? 'Not saved: give the reason it does not apply.'
          : saveState.kind === 'saving'
            ? 'Saving...'
            : saveState.kind === 'saved'
              ? 'Saved'
              : ''}
      </p>
      {saveState.kind === 'failed' ? (
        <FormMessage kind="error">{saveState.message}</FormMessage>
      ) : null}
      {children}
    </li>
  );
}
