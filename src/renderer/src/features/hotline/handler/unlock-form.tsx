import { useState, type FormEvent } from 'react';
import { HotlineCryptoError, unlockTeamKey, type TeamKeyMaterial } from '@shared/hotline-crypto';
import { ActionResultMessage, useAction } from '../../../components/action-result';
import { PasswordField, SubmitButton } from '../../../components/form-field';
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
  const { busy, result, run } = useAction((caught) =>
    caught instanceof HotlineCryptoError ? caught.message : 'The cases could not be unlocked.',
  );

  function unlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => keepTeamKey(userId, teamId, await unlockTeamKey(channel, passphrase)));
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
      <ActionResultMessage result={result} />
      <SubmitButton busy={busy} busyLabel="Unlocking..." disabled={!passphrase}>
        Unlock
      </SubmitButton>
    </form>
  );
}
