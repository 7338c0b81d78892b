// Where identity providers send people back to after "Sign in with SSO" (docs/decisions.md SSO1):
// keeps the session, lets the database make a first-time person at a verified domain a member of
// the provider's team, and finishes the sign-in as a password sign-in does.
import { useEffect, useRef, useState } from 'react';
import { AppLink, usePageNavigation } from '../../navigation/navigation';
import { useSession } from '../../session/session';
import type { Profile } from '../../session/session-types';
import { FormMessage } from '../../components/form-field';
import { getSupabase } from '../../lib/supabase';
import { AuthCard } from '../../components/auth-layout';
import { MissingDetails, UserFacingError, completeSignIn } from '../../session/auth-data';
import { FinishAccount } from './finish-account';
import { landingPath } from '../../session/return-path';
import {
  exchangeSsoCode,
  finishSsoSignIn,
  ssoCodeOf,
  ssoErrorOf,
  ssoSessionOf,
} from '../../session/sso';

function SsoCallbackPage() {
  const { signedIn } = useSession();
  const navigation = usePageNavigation();
  // What the provider sent back, read once from the fragment (a pure read; cleared below).
  const [arrival] = useState(() => {
    const hash = typeof window === 'undefined' ? '' : window.location.hash;
    return { refusal: ssoErrorOf(hash), session: ssoSessionOf(hash), code: ssoCodeOf(hash) };
  });
  const [failure, setFailure] = useState<string | null>(
    arrival.refusal ??
      (arrival.session || arrival.code ? null : 'The sign-in did not finish. Please try again.'),
  );
  const [missing, setMissing] = useState<MissingDetails | null>(null);
  const started = useRef(false);

  const finish = (profile: Profile) => {
    signedIn(profile);
    navigation.go(landingPath(null, profile.role, window.location.origin), { replace: true });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The tokens leave the address bar and history at once (docs/threat-model.md #12).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const { refusal, session, code } = arrival;
    if (refusal || (!session && !code)) return;
    void (async () => {
      try {
        const client = await getSupabase();
        // The desktop app comes back with a PKCE code (./sso.ts), the website with the session.
        const tokens = session ?? (await exchangeSsoCode(code ?? ''));
        finish(await completeSignIn(client, await finishSsoSignIn(client, tokens)));
      } catch (error) {
        if (error instanceof MissingDetails) setMissing(error);
        else {
          setFailure(
            error instanceof UserFacingError ? error.message : 'Single sign-on did not work.',
          );
        }
      }
    })();
    // Runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (missing) return <FinishAccount missing={missing} onFinished={finish} />;
  return (
    <AuthCard title="Signing In">
      {failure ? (
        <>
          <FormMessage kind="error">{failure}</FormMessage>
          <p>
            <AppLink to="/signin">Back to Sign In</AppLink>
          </p>
        </>
      ) : (
        <p role="status">Signing you in...</p>
      )}
    </AuthCard>
  );
}

export { SsoCallbackPage as Component };
