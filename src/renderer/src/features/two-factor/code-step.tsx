import { useState, type FormEvent } from 'react';
import { AuthCard } from '../auth/auth-layout';
import { CodeField } from './code-field';
import { TWO_FACTOR_ERRORS, TwoFactorError } from './messages';

interface CodeStepProps {
  /** Checks the code and goes on; throws TwoFactorError (or another error) to stay. */
  onCode: (code: string) => Promise<void>;
  onCancel: () => void;
  /** What a failure other than a TwoFactorError reads. */
  otherError?: (failure: unknown) => string;
}

/**
 * The second step of signing in (docs/product.md#two-factor-sign-in): a code from the
 * authenticator app, before anything else.
 */
export function CodeStep({ onCode, onCancel, otherError }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onCode(code);
    } catch (failure) {
      setError(
        failure instanceof TwoFactorError
          ? failure.message
          : (otherError?.(failure) ?? TWO_FACTOR_ERRORS.other),
      );
      setCode('');
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Enter Your Code">
      <p>Open your authenticator app and enter the 6-digit code it shows for ComplyReady.</p>
      <form className="form" onSubmit={submit} noValidate>
        <CodeField value={code} onChange={setCode} error={error} autoFocus />
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </button>
      </form>
      <p className="hint">
        Lost your authenticator app? Ask an admin of your team to reset your two-factor sign-in.
      </p>
      <p>
        <button type="button" className="link-button" onClick={onCancel} disabled={busy}>
          Cancel and sign out
        </button>
      </p>
    </AuthCard>
  );
}
