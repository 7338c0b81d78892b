import { useState, type FormEvent } from 'react';
import { InputField, SubmitButton } from '../form-field';
import { AuthCard } from '../auth-layout';
import { CodeField } from './code-field';
import { TWO_FACTOR_ERRORS, TwoFactorError } from '../../session/two-factor-messages';

interface CodeStepProps {
  /** Checks the code and goes on; throws TwoFactorError (or another error) to stay. */
  onCode: (code: string) => Promise<void>;
  /** Signs in with a recovery code instead; without it, the step offers none. */
  onRecoveryCode?: (code: string) => Promise<void>;
  onCancel: () => void;
  /** What a failure other than a TwoFactorError reads. */
  otherError?: (failure: unknown) => string;
}

/**
 * The second step of signing in (docs/product.md#two-factor-sign-in): a code from the
 * authenticator app, before anything else; or, for a lost app, one of the recovery codes.
 */
export function CodeStep({ onCode, onRecoveryCode, onCancel, otherError }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [recovering, setRecovering] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await (recovering && onRecoveryCode ? onRecoveryCode(code) : onCode(code));
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

  function switchTo(recovery: boolean) {
    setRecovering(recovery);
    setCode('');
    setError(null);
  }

  if (recovering) {
    return (
      <AuthCard title="Use a Recovery Code">
        <p>
          Enter one of the recovery codes you saved when you set up two-factor sign-in. It works
          once: your lost authenticator app is removed, and you set up a new one.
        </p>
        <form className="form" onSubmit={submit} noValidate>
          <InputField
            label="Recovery code"
            name="recovery-code"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            required
            value={code}
            error={error ?? undefined}
            onValue={setCode}
          />
          <SubmitButton busy={busy} busyLabel="Checking...">
            Use Recovery Code
          </SubmitButton>
        </form>
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => switchTo(false)}
            disabled={busy}
          >
            Use a code from your authenticator app instead
          </button>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Enter Your Code">
      <p>Open your authenticator app and enter the 6-digit code it shows for ComplyReady.</p>
      <form className="form" onSubmit={submit} noValidate>
        <CodeField value={code} onChange={setCode} error={error} autoFocus />
        <SubmitButton busy={busy} busyLabel="Verifying...">
          Verify
        </SubmitButton>
      </form>
      {onRecoveryCode ? (
        <p className="hint">
          Lost your authenticator app?{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => switchTo(true)}
            disabled={busy}
          >
            Use a recovery code
          </button>
          , or ask an admin of your team to reset your two-factor sign-in.
        </p>
      ) : (
        <p className="hint">
          Lost your authenticator app? Ask an admin of your team to reset your two-factor sign-in.
        </p>
      )}
      <p>
        <button type="button" className="link-button" onClick={onCancel} disabled={busy}>
          Cancel and sign out
        </button>
      </p>
    </AuthCard>
  );
}
