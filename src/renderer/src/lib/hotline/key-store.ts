// The team key once a handler has unlocked it with the passphrase: in this window's memory only,
// never in storage, for the signed-in person who unlocked it. Signing out or "Lock" forgets it;
// reloading the page asks for the passphrase again (docs/threat-model.md #30).
import { useSyncExternalStore } from 'react';
import type { UnlockedTeamKey } from '@shared/hotline-crypto';

let unlocked: { userId: string; teamId: string; key: UnlockedTeamKey } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function keepTeamKey(userId: string, teamId: string, key: UnlockedTeamKey) {
  unlocked = { userId, teamId, key };
  changed();
}

export function lockHotline() {
  unlocked = null;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The unlocked key of this person's team, or null. */
export function useTeamKey(userId: string, teamId: string): UnlockedTeamKey | null {
  const current = useSyncExternalStore(
    subscribe,
    () => unlocked,
    () => null,
  );
  return current && current.userId === userId && current.teamId === teamId ? current.key : null;
}
