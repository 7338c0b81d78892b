/**
 * The renderer's Content Security Policy, one definition for every place that sends it: the
 * website's HTML and server headers, and the desktop app's protocol handler. No inline script
 * or style is allowed, so a stored name or title can never run as code (security.md threat 10).
 */
export function contentSecurityPolicy(
  options: { connectSources?: readonly string[] } = {},
): string {
  const connect = ["'self'", ...(options.connectSources ?? [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    `connect-src ${connect}`,
    'frame-src https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
