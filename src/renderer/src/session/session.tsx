import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { clearPendingRecords } from './pending-records';
import { onSessionRefused } from '../lib/session-ended';
import { getSupabase, hasStoredSession } from '../lib/supabase';
import { forgetRole, readRoleHint, rememberRole } from './role-hint';
import {
  endPendingSignIn,
  endSession,
  endedByUser,
  restoreSession,
  sessionStarted,
  takeRestore,
  type RestoredSession,
} from './session-lifecycle';
import type { Profile, Role } from './session-types';

export type SessionState =
  /** `hintedRole`: a session is stored and was last signed in with this role; not yet confirmed. */
  | { status: 'loading'; hintedRole?: Role }
  /** `notice`: why the session ended without the user signing out, for the sign-in page. */
  | { status: 'signed-out'; notice?: string }
  /** Signed in with the password; a code from the account's authenticator app comes first. */
  | { status: 'needs-code' }
  | { status: 'signed-in'; profile: Profile }
  /**
   * A session exists but the server failed to give its profile: "We could not load your
   * account", with Retry and Sign Out. `hintedRole` as while loading.
   */
  | { status: 'unavailable'; hintedRole?: Role };

export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

interface SessionContextValue {
  session: SessionState;
  /** Called by the sign-in screen once the profile is complete. */
  signedIn(profile: Profile): void;
  /** Called by the sign-in screen when the server failed to give the profile after sign-in. */
  profileUnavailable(): void;
  /** Called by the sign-in screen when the password was right and a code comes next. */
  codeNeeded(): void;
  /** Gives up a sign-in that waits for its code (this session only). */
  cancelSignIn(): Promise<void>;
  /** Asks the server for the session's profile again. */
  retry(): Promise<void>;
  /** Ends the session everywhere and forgets the user, role and pending sign-up data. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * When the API refuses the session's token (docs/product.md#general-behaviour), one refresh tells
 * whether the session still exists (a token that merely expired) or has ended on the server; then
 * this device lets it go, and supabase-js says SIGNED_OUT.
 */
function watchRefusedSession(client: SupabaseClient<Database>): () => void {
  let checking: Promise<void> | null = null;
  return onSessionRefused(() => {
    checking ??= client.auth
      .refreshSession()
      .then(async ({ error }) => {
        if (error) await client.auth.signOut({ scope: 'local' });
      })
      .finally(() => {
        checking = null;
      });
  });
}

/** Restores a stored session, if any, and follows sign-outs from other tabs or expiry. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const hintedRole = useRef<Role | undefined>(undefined);
  const following = useRef<(() => void) | null>(null);

  // Mirrors `session.status` for the auth listener, which outlives renders.
  const status = useRef(session.status);
  useEffect(() => {
    status.current = session.status;
  }, [session.status]);

  // Once signed in, a sign-out in another tab, the session's expiry, or the server ending the
  // session (signed out elsewhere, the password changed, the member deactivated or removed) shows
  // here too. supabase-js says SIGNED_OUT however the end was found: the API refusing the token
  // (watchRefusedSession), or supabase-js itself (GET /user answering session_not_found, a
  // refused refresh), in any order; several may come for one end. Unless the user signed out,
  // an end under a signed-in page says why, and a later event does not take the notice away.
  const follow = useCallback(async () => {
    if (following.current) return;
    following.current = () => undefined;
    const client = await getSupabase();
    const { data } = client.auth.onAuthStateChange((event) => {
      if (event !== 'SIGNED_OUT') return;
      void endedByUser().then((byUser) => {
        if (!byUser && status.current === 'signed-in') {
          clearPendingRecords();
          void forgetRole();
          setSession({ status: 'signed-out', notice: SESSION_ENDED_NOTICE });
        } else {
          setSession((current) =>
            current.status === 'signed-out' ? current : { status: 'signed-out' },
          );
        }
      });
    });
    const stopWatching = watchRefusedSession(client);
    following.current = () => {
      data.subscription.unsubscribe();
      stopWatching();
    };
  }, []);

  const show = useCallback(
    (restored: RestoredSession) => {
      if (restored.status === 'unavailable') {
        setSession({
          status: 'unavailable',
          ...(hintedRole.current ? { hintedRole: hintedRole.current } : {}),
        });
        return;
      }
      setSession(restored);
      if (restored.status === 'signed-in') void follow();
    },
    [follow],
  );

  useEffect(() => {
    let active = true;
    // The cheap hint first: a stored session and the role it had, before supabase-js loads.
    void hasStoredSession().then(async (stored) => {
      const role = stored ? await readRoleHint() : undefined;
      hintedRole.current = role;
      if (!active || !role) return;
      // Restoring renders as a transition (in slices), over the prerendered shell's picture.
      startTransition(() =>
        setSession((current) =>
          current.status === 'loading' || current.status === 'unavailable'
            ? { status: current.status, hintedRole: role }
            : current,
        ),
      );
    });
    void takeRestore().then((restored) => {
      if (active) startTransition(() => show(restored));
    });
    return () => {
      active = false;
      following.current?.();
      following.current = null;
    };
  }, [show]);

  const signedIn = useCallback(
    (profile: Profile) => {
      void rememberRole(profile.role);
      void sessionStarted();
      setSession({ status: 'signed-in', profile });
      void follow();
    },
    [follow],
  );

  const profileUnavailable = useCallback(() => show({ status: 'unavailable' }), [show]);

  const codeNeeded = useCallback(() => show({ status: 'needs-code' }), [show]);

  const cancelSignIn = useCallback(async () => {
    await endPendingSignIn();
    setSession({ status: 'signed-out' });
  }, []);

  const retry = useCallback(async () => show(await restoreSession()), [show]);

  const signOut = useCallback(async () => {
    await endSession();
    setSession({ status: 'signed-out' });
  }, []);

  const value = useMemo(
    () => ({ session, signedIn, profileUnavailable, codeNeeded, cancelSignIn, retry, signOut }),
    [session, signedIn, profileUnavailable, codeNeeded, cancelSignIn, retry, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it.');
  return value;
}
