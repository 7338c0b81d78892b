/**
 * The renderer's Content Security Policy, one definition for every place that sends it: the
 * website's HTML and server headers, and the desktop app's protocol handler. No inline script or
 * style is allowed except the website's own first-paint style sheet and boot script, named by their
 * SHA-256 hashes, so a stored name or title can never run as code (docs/threat-model.md #10).
 */
export interface InlineHashes {
  /** CSP source expressions such as `'sha256-…'`. */
  scripts: readonly string[];
  styles: readonly string[];
}

/** Where the website build records the hashes of its inline script and style for the server. */
export const INLINE_HASHES_FILE = 'csp-inline-hashes.json';

export function contentSecurityPolicy(
  options: { connectSources?: readonly string[]; inlineHashes?: InlineHashes } = {},
): string {
  const sources = (...list: readonly string[]) => ["'self'", ...list].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(...(options.inlineHashes?.scripts ?? []))}`,
    `style-src ${sources(...(options.inlineHashes?.styles ?? []))}`,
    // The API's origin too: uploaded thumbnails and videos play from Storage's signed URLs, which
    // the desktop app's local backend serves over http (docs/decisions.md CM1).
    `img-src ${sources('data:', 'blob:', 'https:', ...(options.connectSources ?? []))}`,
    `media-src ${sources('blob:', 'https:', ...(options.connectSources ?? []))}`,
    "font-src 'self'",
    `connect-src ${sources(...(options.connectSources ?? []))}`,
    'frame-src https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Reads the hashes file's JSON, refusing anything that is not a list of sha256 sources. */
export function parseInlineHashes(json: string): InlineHashes {
  const value: unknown = JSON.parse(json);
  const list = (key: string): string[] => {
    const items = (value as Record<string, unknown> | null)?.[key];
    if (
      !Array.isArray(items) ||
      !items.every((item) => typeof item === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(item))
    )
      throw new Error(`${INLINE_HASHES_FILE}: "${key}" must be a list of 'sha256-…' sources`);
    return items as string[];
  };
  return { scripts: list('scripts'), styles: list('styles') };
}
