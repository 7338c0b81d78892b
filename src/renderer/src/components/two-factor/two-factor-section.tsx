// Account → Two-Factor Sign-In (docs/product.md#your-account): the authenticator apps of the
// account, adding one and removing one.
import { useState } from 'react';
import { useSession } from '../../session/session';
import type { Profile } from '../../session/session-types';
import { ConfirmDialog } from '../confirm-dialog';
import { FormMessage } from '../form-field';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { twoFactorKeys } from '../../session/two-factor-keys';
import { loadProfile } from '../../session/auth-data';
import { AuthenticatorSetup } from './authenticator-setup';
import {
  listAuthenticators,
  removeAuthenticator,
  twoFactorRequired,
  type Authenticator,
} from '../../session/two-factor-data';
import { twoFactorErrorText } from '../../session/two-factor-messages';
import { useAction } from '../action-result';
import { RecoveryCodes } from './recovery-codes';
import { utcDay } from '@shared/utc-day';

export function TwoFactorSection({ me }: { me: Profile }) {
  const { signedIn } = useSession();
  const query = useQuery(twoFactorKeys.authenticators(me.id), async (client) => {
    const [authenticators, required] = await Promise.all([
      listAuthenticators(client),
      twoFactorRequired(client),
    ]);
    return { authenticators, required };
  });
  const [removing, setRemoving] = useState<Authenticator | null>(null);
  const removal = useAction(twoFactorErrorText);
  const [done, setDone] = useState<string | null>(null);

  /** After a change: the list again, and the profile, whose set-up duty may have changed. */
  async function changed(message: string) {
    setDone(message);
    await invalidateQueries(twoFactorKeys.authenticators(me.id));
    const profile = await loadProfile(await getSupabase(), me.id);
    if (profile) signedIn(profile);
  }

  const remove = (authenticator: Authenticator) =>
    removal.run(async () => {
      await removeAuthenticator(await getSupabase(), authenticator.id);
      setRemoving(null);
      await changed(`${authenticator.name} is removed.`);
    });

  return (
    <section className="card two-factor-card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-Factor Sign-In</h2>
      {query.state === 'loading' ? <p role="status">Loading two-factor sign-in...</p> : null}
      {query.state === 'error' ? (
        <FormMessage kind="error">Failed to load two-factor sign-in</FormMessage>
      ) : null}
      {done ? <FormMessage kind="success">{done}</FormMessage> : null}
      {query.state === 'ready' ? (
        <>
          {query.data.authenticators.length === 0 ? (
            <p>
              Two-factor sign-in is off. Add an authenticator app, and signing in will ask for a
              code from it after your password.
            </p>
          ) : (
            <>
              <p>Two-factor sign-in is on: signing in asks for a code from your app.</p>
              <ul className="authenticator-list">
                {query.data.authenticators.map((authenticator) => (
                  <li key={authenticator.id}>
                    <span>
                      {authenticator.name} · added {utcDay(authenticator.addedAt)}
                    </span>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={`Remove ${authenticator.name}`}
                      onClick={() => {
                        setDone(null);
                        removal.setResult(null);
                        setRemoving(authenticator);
                      }}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
              <RecoveryCodes userId={me.id} />
            </>
          )}
          {query.data.required ? (
            <p className="hint">Your team requires two-factor sign-in for admins.</p>
          ) : null}
          <AuthenticatorSetup
            startLabel={
              query.data.authenticators.length === 0
                ? 'Set Up Authenticator App'
                : 'Add Another Authenticator App'
            }
            onDone={() =>
              changed(
                'Two-factor sign-in is on. From now on, signing in asks for a code from your app.',
              )
            }
          />
          {removing ? (
            <ConfirmDialog
              title={`Remove ${removing.name}?`}
              confirmLabel="Remove"
              busy={removal.busy}
              error={removal.error}
              onConfirm={() => void remove(removing)}
              onCancel={() => setRemoving(null)}
            >
              <p>Signing in will no longer ask for a code from this app.</p>
              {query.data.required && query.data.authenticators.length === 1 ? (
                <p>
                  Your team requires two-factor sign-in, so you will be asked to set up another
                  authenticator app at once.
                </p>
              ) : null}
            </ConfirmDialog>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
