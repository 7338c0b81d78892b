import { describe, expect, it } from 'vitest';
import {
  MAX_DEEP_LINK_LENGTH,
  deepLinkFor,
  deepLinkFromArgv,
  isDeepLinkTarget,
  parseDeepLink,
  publicLinkFor,
} from './deep-links';

const TOKENS =
  'access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl&expires_in=3600&refresh_token=Zx9_q-1&token_type=bearer&type=recovery';

/** What a link that opens `screen` at `path` parses to. */
const opened = (screen: string, path: string, hash = '') => ({ screen, path, hash });

/** Each of `links` opens nothing. */
function expectRefused(links: string[]) {
  for (const link of links) expect(parseDeepLink(link), link).toBeNull();
}

describe('parseDeepLink: back from single sign-on (docs/decisions.md SSO1)', () => {
  const CODE = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('brings a PKCE code, and nothing else, to /sso-callback', () => {
    const back = { screen: 'sso-callback', path: '/sso-callback', hash: `#code=${CODE}` };
    expect(parseDeepLink(`complyready://sso-callback?code=${CODE}`)).toEqual(back);
    expect(parseDeepLink(`complyready://sso-callback?code=${CODE}&other=x`)).toEqual(back);
    expect(isDeepLinkTarget(back)).toBe(true);
    const refused = 'error=access_denied&error_code=saml_assertion_invalid';
    expect(parseDeepLink(`complyready://sso-callback#${refused}`)).toEqual(
      opened('sso-callback', '/sso-callback', `#${refused}`),
    );
  });

  it('refuses tokens, malformed codes and other hosts', () => {
    expectRefused([
      `complyready://sso-callback#access_token=x&refresh_token=y`,
      `complyready://sso-callback#error=x&access_token=y`,
      'complyready://sso-callback?code=not-a-code',
      'complyready://sso-callback',
      `complyready://evil.com/sso-callback?code=${CODE}`,
      `complyready://sso-callback/x?code=${CODE}`,
    ]);
  });
});

describe('parseDeepLink: the five links', () => {
  it('brings the app back to Settings from Stripe, with nothing riding along', () => {
    const settings = { screen: 'settings', path: '/dashboard/settings', hash: '' };
    expect(parseDeepLink('complyready://dashboard/settings')).toEqual(settings);
    expect(parseDeepLink('complyready://dashboard/settings/')).toEqual(settings);
    expect(parseDeepLink('complyready://dashboard/settings#checkout=success')).toEqual(settings);
    expect(isDeepLinkTarget(settings)).toBe(true);
    expectRefused([
      'complyready://dashboard',
      'complyready://dashboard/members',
      'complyready://dashboard/settings/x',
      'complyready://dashboard/../dashboard/settings',
      'complyready://dashboard/%73ettings',
      'complyready://settings',
    ]);
  });

  it('brings reset tokens to the reset screen', () => {
    expect(parseDeepLink(`complyready://reset-password#${TOKENS}`)).toEqual(
      opened('reset-password', '/reset-password', `#${TOKENS}`),
    );
  });

  it('opens the join screen for an invite code', () => {
    expect(parseDeepLink('complyready://team/Abc_123-xyzABCDEFGHIJKLMN')).toEqual(
      opened('team', '/team/Abc_123-xyzABCDEFGHIJKLMN'),
    );
    expect(parseDeepLink('complyready://team/abc/')?.path).toBe('/team/abc');
  });

  it('opens sign-in, with a confirmation outcome when the link has one', () => {
    expect(parseDeepLink('complyready://signin')).toEqual(opened('signin', '/signin'));
    expect(parseDeepLink('complyready://signin/')?.path).toBe('/signin');
    expect(
      parseDeepLink(
        'complyready://signin#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      )?.hash,
    ).toBe(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });

  it('accepts the scheme in any case and drops a query string', () => {
    expect(parseDeepLink('ComplyReady://signin')?.path).toBe('/signin');
    expect(parseDeepLink('complyready://signin?next=https://evil.com')).toEqual(
      opened('signin', '/signin'),
    );
  });

  it('opens a team hotline by its slug, and nothing else under hotline', () => {
    expect(parseDeepLink('complyready://hotline/acme-inc-k3x9q2#x=1')).toEqual(
      opened('hotline', '/hotline/acme-inc-k3x9q2'),
    );
    expectRefused([
      'complyready://hotline/../dashboard',
      'complyready://hotline/Acme',
      'complyready://hotline/acme/cases',
      'complyready://hotline/-acme',
      'complyready://hotline/',
    ]);
  });

  it('drops a fragment on an invite link', () => {
    expect(parseDeepLink('complyready://team/abc#access_token=x')?.hash).toBe('');
  });
});

describe('parseDeepLink: everything else is ignored', () => {
  it.each([
    // Path traversal, written and escaped.
    'complyready://team/../../x',
    'complyready://team/../signin',
    'complyready://team/./abc',
    'complyready://team/%2e%2e/%2e%2e/x',
    'complyready://team/abc%2F..%2Fx',
    'complyready://reset-password/../team/abc',
    // Foreign or odd hosts.
    'complyready://evil.com/team/abc',
    'complyready://evil.com/reset-password#access_token=x',
    'complyready://team.evil.com/abc',
    'complyready://user:pass@signin',
    'complyready://signin:8080',
    'complyready:///team/abc',
    'complyready:team/abc',
    'complyready:/signin',
    // Unknown screens, extra segments, empty codes.
    'complyready://dashboard',
    'complyready://admin/users',
    'complyready://team',
    'complyready://team/',
    'complyready://team/abc/def',
    'complyready://reset-password/extra',
    // Other schemes.
    'https://complyready.example/team/abc',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'app://renderer/team/abc',
    // Smuggled arguments and control characters.
    'complyready://signin --inspect',
    'complyready://team/abc --remote-debugging-port=9222',
    'complyready://team/ab\nc',
    'complyready://team/ab\tc',
    'complyready://reset-password#access_token=a b',
    'complyready://reset-password#<script>',
    'complyready://reset-password#a"b',
    // Not a link at all.
    '',
    'complyready://',
    'not a url',
  ])('%s', (link) => {
    expect(parseDeepLink(link)).toBeNull();
  });

  it('refuses non-strings and very long links', () => {
    expect(parseDeepLink(undefined)).toBeNull();
    expect(parseDeepLink(42)).toBeNull();
    expect(parseDeepLink({ href: 'complyready://signin' })).toBeNull();
    expect(
      parseDeepLink(`complyready://reset-password#${'a'.repeat(MAX_DEEP_LINK_LENGTH)}`),
    ).toBeNull();
  });

  it('refuses an invite code longer than any real one', () => {
    expect(parseDeepLink(`complyready://team/${'a'.repeat(129)}`)).toBeNull();
    expect(parseDeepLink(`complyready://team/${'a'.repeat(128)}`)).not.toBeNull();
  });
});

describe('deepLinkFromArgv', () => {
  it('finds the link among the arguments Windows and Linux pass', () => {
    expect(
      deepLinkFromArgv(['/opt/ComplyReady/complyready', '--no-sandbox', 'complyready://team/abc'])
        ?.path,
    ).toBe('/team/abc');
    expect(
      deepLinkFromArgv([
        'C:\\Program Files\\ComplyReady\\ComplyReady.exe',
        '--allow-file-access-from-files',
        `complyready://reset-password#${TOKENS}`,
      ])?.screen,
    ).toBe('reset-password');
  });

  it('never acts on switches, or on links glued to them', () => {
    expect(deepLinkFromArgv(['app', '--inspect'])).toBeNull();
    expect(deepLinkFromArgv(['app', '--inspect=9229', '--remote-debugging-port=9222'])).toBeNull();
    expect(deepLinkFromArgv(['app', '--inspect=complyready://signin'])).toBeNull();
    expect(deepLinkFromArgv(['app', 'complyready://signin --inspect'])).toBeNull();
    expect(deepLinkFromArgv(['app', '"complyready://signin" --inspect'])).toBeNull();
  });

  it('still opens a valid link given beside extra arguments such as --inspect', () => {
    const found = deepLinkFromArgv(['app', '--inspect', 'complyready://signin', '--no-sandbox']);
    expect(found).toEqual({ screen: 'signin', path: '/signin', hash: '' });
  });

  it('skips invalid links and non-string entries', () => {
    expect(
      deepLinkFromArgv(['app', 42, 'complyready://evil.com/team/x', 'complyready://signin'])?.path,
    ).toBe('/signin');
    expect(deepLinkFromArgv([])).toBeNull();
    expect(deepLinkFromArgv(['complyready://team/../../x'])).toBeNull();
  });
});

describe('isDeepLinkTarget', () => {
  it('accepts exactly what the parser makes', () => {
    const parsed = parseDeepLink(`complyready://reset-password#${TOKENS}`);
    expect(isDeepLinkTarget(parsed)).toBe(true);
    expect(isDeepLinkTarget(parseDeepLink('complyready://team/abc'))).toBe(true);
  });

  it.each([
    null,
    'complyready://signin',
    { screen: 'signin', path: '/dashboard', hash: '' },
    { screen: 'team', path: '/signin', hash: '' },
    { screen: 'team', path: '/team/../admin', hash: '' },
    { screen: 'signin', path: '//evil.com', hash: '' },
    { screen: 'signin', path: '/signin', hash: '#<img>' },
    { screen: 'signin', path: '/signin', hash: '', extra: true },
    { screen: 'signin', path: '/signin' },
  ])('refuses %j', (value) => {
    expect(isDeepLinkTarget(value)).toBe(false);
  });
});

describe('deepLinkFor', () => {
  it('makes the redirect targets of auth emails sent from the desktop app', () => {
    expect(deepLinkFor('/reset-password')).toBe('complyready://reset-password');
    expect(deepLinkFor('/signin')).toBe('complyready://signin');
    expect(parseDeepLink(deepLinkFor('/team/abc'))?.path).toBe('/team/abc');
  });
});

describe('publicLinkFor: links other people can open', () => {
  it('points to the company website when there is one', () => {
    expect(publicLinkFor('/team/abc', 'https://compliance.example.com')).toBe(
      'https://compliance.example.com/team/abc',
    );
    expect(publicLinkFor('/reset-password', 'https://example.com/app/')).toBe(
      'https://example.com/app/reset-password',
    );
  });

  it('opens the desktop app when there is no website', () => {
    expect(publicLinkFor('/team/abc', null)).toBe('complyready://team/abc');
    expect(publicLinkFor('/signin', '')).toBe('complyready://signin');
  });

  it.each(['app://renderer', 'file:///opt/x', 'javascript:alert(1)', 'not a url'])(
    'is never an app:// (or other unusable) address, even given %s',
    (website) => {
      const link = publicLinkFor('/team/abc', website);
      expect(link).toBe('complyready://team/abc');
      expect(parseDeepLink(link)?.path).toBe('/team/abc');
    },
  );
});
