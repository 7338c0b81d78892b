import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CancelButton, StartButton, SubmitButton } from '../form-field';
import { getSupabase } from '../../lib/supabase';
import { CodeField } from './code-field';
import {
  cancelAuthenticatorSetup,
  startAuthenticatorSetup,
  verifyCode,
  type NewAuthenticator,
} from '../../session/two-factor-data';
import { TWO_FACTOR_ERRORS, TwoFactorError } from '../../session/two-factor-messages';

/** The secret in groups of four, easier to type; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator app (docs/product.md#two-factor-sign-in): the QR code and the
 * secret as text, then a code from the app to confirm it works. `onDone` once confirmed.
 */
export function AuthenticatorSetup({
  startLabel,
  onDone,
}: {
  startLabel: string;
  onDone: () => void | Promise<void>;
}) {
  const [setup, setSetup] = useState<NewAuthenticator | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup(await startAuthenticatorSetup(await getSupabase()));
    } catch (failure) {
      setError(failure instanceof TwoFactorError ? failure.message : TWO_FACTOR_ERRORS.other);
    } finally {
      setBusy(false);
    }
  }

  if (!setup) {
    return (
      <StartButton busy={busy} busyLabel="Preparing..." error={error} onStart={start}>
        {startLabel}
      </StartButton>
    );
  }

  return (
    <ConfirmAuthenticator
      setup={setup}
      onConfirm={async (code) => {
        await verifyCode(await getSupabase(), setup.factorId, code);
        setSetup(null);
        try {
          await onDone();
        } catch (failure) {
          setError(failure instanceof TwoFactorError ? failure.message : TWO_FACTOR_ERRORS.other);
        }
      }}
      onCancel={async () => {
        try {
          await cancelAuthenticatorSetup(await getSupabase(), setup.factorId);
        } finally {
          setSetup(null);
        }
      }}
    />
  );
}

/**
 * The QR code and the secret of a new authenticator, then its first code: `onConfirm` throws what
 * went wrong with the code (a `TwoFactorError` is shown as it is).
 */
export function ConfirmAuthenticator({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: NewAuthenticator;
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => Promise<void>;
}) {
  const secretLabel = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The steps replace the button that started them: move focus along for keyboard users.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onConfirm(code);
    } catch (failure) {
      setError(failure instanceof TwoFactorError ? failure.message : TWO_FACTOR_ERRORS.other);
      setCode('');
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    await onCancel();
  }

  return (
    <div className="authenticator-setup">
      <h3 ref={heading} tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <ol className="setup-steps">
        <li>
          <p>
            Scan this QR code with an authenticator app on your phone, such as Google Authenticator,
            Microsoft Authenticator, 1Password or Authy.
          </p>
          <img
            className="totp-qr"
            src={setup.qrCode}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
          />
          <p>
            <span id={secretLabel}>Can&apos;t scan it? Enter this secret key in the app:</span>{' '}
            <code className="totp-secret" aria-labelledby={secretLabel}>
              {grouped(setup.secret)}
            </code>
          </p>
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows for ComplyReady.</p>
          <form className="form" onSubmit={confirm} noValidate>
            <CodeField value={code} onChange={setCode} error={error} />
            <div className="form-actions">
              <SubmitButton busy={busy} busyLabel="Confirming...">
                Confirm
              </SubmitButton>
              <CancelButton onCancel={() => void cancel()} busy={busy} />
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
