import { useState } from 'react';
import { usePageNavigation } from '../../navigation/navigation';
import { useSession } from '../../session/session';
import type { Profile } from '../../session/session-types';
import { FormMessage } from '../form-field';
import { PageHeader } from '../page-header';
import { getSupabase } from '../../lib/supabase';
import { loadProfile } from '../../session/auth-data';
import { AuthenticatorSetup } from './authenticator-setup';
import { TWO_FACTOR_ERRORS } from '../../session/two-factor-messages';

/**
 * docs/product.md#two-factor-sign-in: the team requires two-factor sign-in of this person, who
 * has no authenticator yet. Every signed-in page shows this instead, until one is set up.
 */
export function TwoFactorSetupRequired({ me }: { me: Profile }) {
  const { signedIn } = useSession();
  const { go } = usePageNavigation();
  const [error, setError] = useState<string | null>(null);

  async function done() {
    const profile = await loadProfile(await getSupabase(), me.id);
    if (profile) signedIn(profile);
    else setError(TWO_FACTOR_ERRORS.other);
  }

  return (
    <div className="container narrow">
      <PageHeader
        title="Set Up Two-Factor Sign-In"
        lead="Your team requires two-factor sign-in for admins and hotline handlers. Set up an authenticator app to continue."
      />
      <section className="card" aria-label="Authenticator app">
        <p>
          After your password, signing in will ask for a code from the app. It keeps the team&apos;s
          records safe even if your password leaks.
        </p>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <AuthenticatorSetup startLabel="Set Up Authenticator App" onDone={done} />
      </section>
      <p>
        <button
          type="button"
          className="link-button"
          // The signed-out page ends the session once shown, as the navigation's Sign Out does.
          onClick={() => go('/signed-out', { replace: true, state: { signOut: true } })}
        >
          Sign Out
        </button>
      </p>
    </div>
  );
}
