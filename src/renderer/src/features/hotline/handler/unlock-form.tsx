import { useState, type FormEvent } from 'react';
import { HotlineCryptoError, unlockTeamKey, type TeamKeyMaterial } from '@shared/hotline-crypto';
import { FormMessage, PasswordField, SubmitButton } from '../../../components/form-field';
import { keepTeamKey } from '../../../lib/hotline/key-store';

/** Opens the team key with the handlers' passphrase, in this browser (docs/decisions.md H1). */
export function UnlockForm({
  userId,
  teamId,
  channel,
}: {
  userId: string;
  teamId: string;
  channel: TeamKeyMaterial;
}) {
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function unlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      keepTeamKey(userId, teamId, await unlockTeamKey(channel, passphrase));
    } catch (error) {
      setFailure(
        error instanceof HotlineCryptoError ? error.message : 'The cases could not be unlocked.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={unlock} aria-labelledby="unlock-title">
      <h2 id="unlock-title">Unlock the cases</h2>
      <p>
        Reports are encrypted for your team. Enter the hotline passphrase to read them in this
        window; it is not sent anywhere.
      </p>
      <PasswordField
        label="Hotline passphrase"
        autoComplete="current-password"
        value={passphrase}
        onValue={setPassphrase}
      />
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <SubmitButton busy={busy} busyLabel="Unlocking..." disabled={!passphrase}>
        Unlock
      </SubmitButton>
    </form>
  );
}
