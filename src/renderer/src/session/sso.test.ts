import { describe, expect, it } from 'vitest';
import { emailDomain, pkceChallenge, pkcePair, ssoCodeOf, ssoErrorOf, ssoSessionOf } from './sso';

describe('single sign-on in the app (docs/decisions.md SSO1)', () => {
  it('makes a PKCE pair whose challenge is the S256 of its verifier (RFC 7636)', async () => {
    const first = await pkcePair();
    const second = await pkcePair();
    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.verifier).not.toBe(second.verifier);
    expect(first.challenge).toBe(await pkceChallenge(first.verifier));
    // RFC 7636 appendix B.
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('reads what the provider sent back: a session, a code, or the refusal', () => {
    expect(ssoSessionOf('#access_token=a&refresh_token=r&expires_in=3600')).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(ssoSessionOf('#access_token=a')).toBeNull();
    expect(ssoCodeOf('#code=0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(ssoErrorOf('#error=access_denied&error_description=SAML+response+refused')).toBe(
      'SAML response refused',
    );
    expect(ssoErrorOf('#access_token=a')).toBeNull();
  });

  it('takes the domain of a work email', () => {
    expect(emailDomain(' Ada@Acme.Example ')).toBe('acme.example');
    expect(emailDomain('ada')).toBeNull();
    expect(emailDomain('ada@localhost')).toBeNull();
  });
});
