import { describe, expect, it } from 'vitest';
import { safeRedirect, type RedirectPolicy } from './redirects';

const SITE = 'http://localhost:8080';
const policy: RedirectPolicy = {
  siteUrl: SITE,
  allowList: ['http://localhost:8080/*', 'complyready://*', 'https://app.example.com/welcome'],
};

describe('safeRedirect', () => {
  it.each([
    ['the site URL itself', SITE, 'http://localhost:8080/'],
    ['a path under an allowed prefix', `${SITE}/reset-password`, `${SITE}/reset-password`],
    ['a query and fragment', `${SITE}/a?b=1#c`, `${SITE}/a?b=1#c`],
    ['the desktop scheme', 'complyready://reset-password', 'complyready://reset-password'],
    ['an exact entry', 'https://app.example.com/welcome', 'https://app.example.com/welcome'],
  ])('accepts %s', (_name, requested, expected) => {
    expect(safeRedirect(requested, policy)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['another site', 'https://evil.com'],
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash trick', '/\\evil.com'],
    ['a backslash inside the authority', 'http://localhost:8080\\@evil.com'],
    ['a relative path', '/dashboard'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a look-alike host', 'http://localhost:8080.evil.com/'],
    ['credentials before the host', 'http://localhost:8080@evil.com/'],
    ['credentials on the allowed host', 'http://user:pass@localhost:8080/'],
    ['another scheme on the site host', 'ftp://localhost:8080/'],
    ['https instead of the allowed http', 'https://localhost:8080/'],
    ['a near miss of an exact entry', 'https://app.example.com/welcome/evil'],
    ['a subdomain of an exact entry', 'https://evil.app.example.com/welcome'],
    ['a malformed URL', 'http://'],
    ['a URL with whitespace', ' http://localhost:8080/'],
    ['a URL with a newline', 'http://localhost:8080/\nx'],
    ['an over-long URL', `${SITE}/${'a'.repeat(3000)}`],
    ['a loopback host not on the list', 'http://localhost.evil.com:5173/'],
    ['a non-loopback host on another port', 'http://example.com:8080/'],
    // Another local port is another program (docs/decisions.md S1).
    ['localhost on another port', 'http://localhost:5173/reset'],
    ['127.0.0.1 on the site port (another host name)', 'http://127.0.0.1:8080/reset'],
    ['127.0.0.1 on another port', 'http://127.0.0.1:3000/x'],
    ['[::1] on another port', 'http://[::1]:3000/x'],
  ])('falls back to the site URL for %s', (_name, requested) => {
    expect(safeRedirect(requested, policy)).toBe(SITE);
  });

  it('matches an exact entry on scheme, host, port and path alike', () => {
    const exactOnly: RedirectPolicy = {
      siteUrl: 'https://app.example.com',
      allowList: ['http://localhost:3000/auth/callback'],
    };
    expect(safeRedirect('http://localhost:3000/auth/callback', exactOnly)).toBe(
      'http://localhost:3000/auth/callback',
    );
    expect(safeRedirect('http://localhost:4000/auth/callback', exactOnly)).toBe(
      'https://app.example.com',
    );
  });

  it('ignores allow-list entries that are not URLs', () => {
    const broken: RedirectPolicy = { siteUrl: SITE, allowList: ['not a url*', '*'] };
    expect(safeRedirect('https://evil.com/', broken)).toBe(SITE);
  });
});
