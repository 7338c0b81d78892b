import { useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../lib/error-text';
import { FormMessage } from './form-field';

/** How the last change went: the page's words for success, or the refusal's. */
export type ActionResult = { kind: 'success' | 'error'; text: string } | null;

/**
 * Runs one change at a time: `busy` while it runs, then `result` holds the text the change
 * resolved to (nothing when it resolved to no text) or its refusal's words (`fallback` for a
 * failure without any, or a function that words each failure).
 */
export function useAction(fallback?: string | ((caught: unknown) => string)) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult>(null);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setResult(null);
    try {
      const text = await action();
      if (typeof text === 'string' && text) setResult({ kind: 'success', text });
    } catch (caught) {
      const text = typeof fallback === 'function' ? fallback(caught) : errorText(caught, fallback);
      setResult({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, error: result?.kind === 'error' ? result.text : '', run, setResult };
}

/** The last change's result as a form message, or nothing. */
export function ActionResultMessage({ result }: { result: ActionResult }) {
  return result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null;
}

/**
 * A form that sends one change: `onSubmit` runs when it is submitted, its button is disabled
 * meanwhile, and a refusal is shown under the fields. The page reports success itself.
 */
export function ActionForm({
  label,
  className,
  submitLabel,
  disabled = false,
  onSubmit,
  children,
}: {
  label?: string;
  className?: string;
  submitLabel: string;
  /** True while the form cannot be sent yet (nothing chosen). */
  disabled?: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const { busy, error, run } = useAction();
  return (
    <form
      className={className}
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void run(onSubmit);
      }}
    >
      {children}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="button button-primary" disabled={busy || disabled}>
        {submitLabel}
      </button>
    </form>
  );
}
