import { useEffect, useId, useState } from 'react';
import { countOf } from '@shared/plural';
import { CODE_DIGITS, secondsLeftOfCode } from '@shared/two-factor';

interface CodeFieldProps {
  value: string;
  onChange: (digits: string) => void;
  error?: string | null | undefined;
  autoFocus?: boolean;
}

/**
 * The field for a code from an authenticator app (docs/product.md#two-factor-sign-in): digits
 * only, so a pasted "123 456" or "123-456" arrives whole; `one-time-code` lets password managers
 * fill it; beneath it, how long the code the app shows now stays valid.
 */
export function CodeField({ value, onChange, error, autoFocus = false }: CodeFieldProps) {
  const id = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = secondsLeftOfCode(now);
  return (
    <div className="form-field">
      <label htmlFor={id}>Authentication code</label>
      <input
        id={id}
        name="code"
        className="code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-validity${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_DIGITS))}
      />
      {/* A timer is not read out every second; it is read with the field. */}
      <p id={`${id}-validity`} className="hint" role="timer">
        The code your app shows now is valid for {countOf(seconds, 'seconds', 'more')}.
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
