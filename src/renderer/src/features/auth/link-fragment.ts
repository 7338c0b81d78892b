import { useEffect, useState } from 'react';
import { useHydrated } from '../../components/use-hydrated';

/**
 * What an emailed auth link brought in the address fragment (docs/supabase-protocol.md#get-verify).
 */
export type LinkFragment =
  | { kind: 'none' }
  | { kind: 'confirmed' }
  | { kind: 'recovery'; accessToken: string; refreshToken: string }
  | { kind: 'error'; message: string; code: string | null };

export function parseLinkFragment(hash: string): LinkFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_code')) {
    return {
      kind: 'error',
      message: params.get('error_description') ?? 'The link is invalid or has expired.',
      code: params.get('error_code'),
    };
  }
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) return { kind: 'none' };
  if (params.get('type') === 'recovery') return { kind: 'recovery', accessToken, refreshToken };
  return { kind: 'confirmed' };
}

const NO_FRAGMENT: LinkFragment = { kind: 'none' };

/**
 * Reads the fragment of the current address once and removes it, so tokens do not linger in the
 * address bar or history (docs/threat-model.md #12). Reading is pure; clearing runs after render.
 * A prerendered page had no address to read: until it is hydrated, it renders as it was
 * prerendered (no fragment), so the browser's first render agrees with the HTML.
 */
export function useLinkFragment(): LinkFragment {
  const hydrated = useHydrated();
  const [fragment] = useState(() =>
    typeof window === 'undefined' ? NO_FRAGMENT : parseLinkFragment(window.location.hash),
  );
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, []);
  return hydrated ? fragment : NO_FRAGMENT;
}
