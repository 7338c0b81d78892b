import { useEffect, useRef, type ReactNode } from 'react';
import { CancelButton, FormMessage } from './form-field';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** The refusal or failure of the last attempt, shown in the dialog. */
  error?: string | null;
  /** False while the confirmation is not possible yet (a name still to type). */
  canConfirm?: boolean;
  /** The confirm button's look: danger for what cannot be undone lightly (the default). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: the browser keeps focus inside it, Escape cancels,
 * and focus returns to what opened it. Shown while mounted.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  error = null,
  canConfirm = true,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirm && !busy) onConfirm();
        }}
      >
        <h2 id="confirm-title">{title}</h2>
        {children}
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <div className="form-actions">
          <CancelButton onCancel={onCancel} busy={busy} />
          <button type="submit" className={`button button-${tone}`} disabled={busy || !canConfirm}>
            {busy ? 'Working...' : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
