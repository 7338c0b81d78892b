import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { clearPendingRecords } from '../features/auth/pending-records';
import { completeSignIn } from '../features/auth/data';
import { onSessionRefused } from '../lib/session-ended';
import { getSupabase, hasStoredSession } from '../lib/supabase';
import { platform } from '#platform';
import type { Profile, Role } from './session-types';

/** The role of the last sign-in on this device: lets the navigation show the right links at once. */
const ROLE_HINT_KEY = 'session-role';

export type SessionState =
  /** `hintedRole`: a session is stored and was last signed in with this role; not yet confirmed. */
  | { status: 'loading'; hintedRole?: Role }
  /** `notice`: why the session ended without the user signing out, for the sign-in page. */
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; profile: Profile };

export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

interface SessionContextValue {
  session: SessionState;
  /** Called by the sign-in screen once the profile is complete. */
  signedIn(profile: Profile): void;
  /** Ends the session everywhere and forgets the user, role and pending sign-up data. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Restores a stored session, if any, and follows sign-outs from other tabs or expiry. */
async function restoreSession(): Promise<SessionState> {
  if (!(await hasStoredSession())) return { status: 'signed-out' };
  const client = await getSupabase();
  const { data } = await client.auth.getSession();
  const user = data.session?.user;
  if (!user) return { status: 'signed-out' };
  try {
    return { status: 'signed-in', profile: await completeSignIn(client, user.id) };
  } catch {
    await client.auth.signOut({ scope: 'local' });
    return { status: 'signed-out' };
  }
}

/**
 * When the API refuses the session's token, one refresh tells whether the session still exists
 * (a token that merely expired) or has ended on the server; then `ended` runs once.
 */
function watchRefusedSession(client: SupabaseClient<Database>, ended: () => void): () => void {
  let checking: Promise<void> | null = null;
  return onSessionRefused(() => {
    checking ??= client.auth
      .refreshSession()
      .then(async ({ error }) => {
        if (!error) return;
        await client.auth.signOut({ scope: 'local' });
        ended();
      })
      .finally(() => {
        checking = null;
      });
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    // The cheap hint first: a stored session and the role it had, before supabase-js loads.
    void hasStoredSession().then(async (stored) => {
      const role = stored ? await platform.preferences.get(ROLE_HINT_KEY) : null;
      if (active && role)
        setSession((current) =>
          current.status === 'loading' ? { status: 'loading', hintedRole: role as Role } : current,
        );
    });
    void restoreSession().then(async (restored) => {
      if (!active) return;
      setSession(restored);
      if (restored.status !== 'signed-in') {
        void platform.preferences.remove(ROLE_HINT_KEY);
        return;
      }
      void platform.preferences.set(ROLE_HINT_KEY, restored.profile.role);
    });
    return () => {
      active = false;
    };
  }, []);

  // While signed in (restored or signed in on this page): follow sign-outs from other tabs and
  // expiry, and end the session here when the API refuses it.
  const isSignedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!isSignedIn) return;
    let active = true;
    let unsubscribe: () => void = () => undefined;
    void getSupabase().then((client) => {
      if (!active) return;
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') setSession({ status: 'signed-out' });
      });
      const stopWatching = watchRefusedSession(client, () => {
        clearPendingRecords();
        void platform.preferences.remove(ROLE_HINT_KEY);
        setSession({ status: 'signed-out', notice: SESSION_ENDED_NOTICE });
      });
      unsubscribe = () => {
        data.subscription.unsubscribe();
        stopWatching();
      };
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [isSignedIn]);

  const signedIn = useCallback((profile: Profile) => {
    void platform.preferences.set(ROLE_HINT_KEY, profile.role);
    setSession({ status: 'signed-in', profile });
  }, []);

  const signOut = useCallback(async () => {
    const client = await getSupabase();
    await client.auth.signOut({ scope: 'global' });
    clearPendingRecords();
    void platform.preferences.remove(ROLE_HINT_KEY);
    setSession({ status: 'signed-out' });
  }, []);

  const value = useMemo(() => ({ session, signedIn, signOut }), [session, signedIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it.');
  return value;
}
