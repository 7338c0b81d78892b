// The number of policies the signed-in person still has to accept, for the navigation
// (docs/product.md#navigation). Small on purpose: the header is on every page, so this loads no
// more than the client the signed-in pages already share.
import { useEffect, useSyncExternalStore } from 'react';
import { getSupabase } from '../supabase';

let count: number | null = null;
let loadedFor: string | null = null;
let generation = 0;
const listeners = new Set<() => void>();

function set(next: number | null) {
  count = next;
  for (const listener of listeners) listener();
}

/** Asks the database again (after an acceptance, or for another person). */
export async function refreshPoliciesToAccept(userId: string | null = loadedFor): Promise<void> {
  const mine = (generation += 1);
  loadedFor = userId;
  if (!userId) return set(null);
  try {
    const client = await getSupabase();
    const { data, error } = await client.rpc('my_policies').is('accepted_at', null);
    if (mine === generation) set(error ? null : data.length);
  } catch {
    if (mine === generation) set(null);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How many policies `userId` (in a team) has to accept; null until known or without a team. */
export function usePoliciesToAccept(userId: string | null): number | null {
  useEffect(() => {
    if (userId !== loadedFor) void refreshPoliciesToAccept(userId);
  }, [userId]);
  return useSyncExternalStore(
    subscribe,
    () => (userId === loadedFor ? count : null),
    () => null,
  );
}
