import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { getSupabase, hasStoredSession } from '../lib/supabase';
import { readRoleHint, rememberRole } from './role-hint';
import { endSession, restoreSession } from './session-lifecycle';
import type { Profile, Role } from './session-types';

export type SessionState =
  /** `hintedRole`: a session is stored and was last signed in with this role; not yet confirmed. */
  | { status: 'loading'; hintedRole?: Role }
  | { status: 'signed-out' }
  | { status: 'signed-in'; profile: Profile };

interface SessionContextValue {
  session: SessionState;
  /** Called by the sign-in screen once the profile is complete. */
  signedIn(profile: Profile): void;
  /** Ends the session everywhere and forgets the user, role and pending sign-up data. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Restores a stored session, if any, and follows sign-outs from other tabs or expiry. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    let unsubscribe: () => void = () => undefined;
    // The cheap hint first: a stored session and the role it had, before supabase-js loads.
    void hasStoredSession().then(async (stored) => {
      const role = stored ? await readRoleHint() : undefined;
      if (active && role)
        setSession((current) =>
          current.status === 'loading' ? { status: 'loading', hintedRole: role } : current,
        );
    });
    void restoreSession().then(async (restored) => {
      if (!active) return;
      setSession(restored);
      if (restored.status !== 'signed-in') return;
      const client = await getSupabase();
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') setSession({ status: 'signed-out' });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const signedIn = useCallback((profile: Profile) => {
    void rememberRole(profile.role);
    setSession({ status: 'signed-in', profile });
  }, []);

  const signOut = useCallback(async () => {
    await endSession();
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
