import { useEffect, useState } from 'react';

/**
 * What an emailed auth link brought in the address fragment (docs/supabase-protocol.md#get-verify).
 */
export type LinkFragment =
  | { kind: 'none' }
  | { kind: 'confirmed' }
  | { kind: 'recovery'; accessToken: string; refreshToken: string }
  | { kind: 'error'; message: string };

export function parseLinkFragment(hash: string): LinkFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_code')) {
    return {
      kind: 'error',
      message: params.get('error_description') ?? 'The link is invalid or has expired.',
    };
  }
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) return { kind: 'none' };
  if (params.get('type') === 'recovery') return { kind: 'recovery', accessToken, refreshToken };
  return { kind: 'confirmed' };
}

/**
 * Reads the fragment of the current address once and removes it, so tokens do not linger in the
 * address bar or history (docs/threat-model.md #12). Reading is pure; clearing runs after render.
 */
export function useLinkFragment(): LinkFragment {
  // Prerendering has no address; a prerendered page that arrives with a fragment (only after an
  // emailed link) then renders differently on the client, which React recovers from.
  const [fragment] = useState(() =>
    parseLinkFragment(typeof window === 'undefined' ? '' : window.location.hash),
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
  return fragment;
}
