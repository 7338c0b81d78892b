import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered page has not been hydrated yet, true once React runs in the page.
 * Forms keep their submit buttons disabled until then, so a form filled in before the JavaScript
 * arrived is never submitted natively (which would put its fields, passwords included, in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
