import { describe, expect, it } from 'vitest';
import { redact, redactText } from './redact.ts';

describe('redact', () => {
  it('blanks credential fields at any depth, whatever their value', () => {
    expect(
      redact({
        Credentials: { AccessKeyId: 'ASIA…', SecretAccessKey: 's', SessionToken: 't' },
        nested: [{ access_token: 'ya29.x', private_key: '-----BEGIN', kept: 'plain' }],
        PasswordPolicy: { MinimumPasswordLength: 14 },
      }),
    ).toEqual({
      Credentials: '[redacted]',
      nested: [{ access_token: '[redacted]', private_key: '[redacted]', kept: 'plain' }],
      PasswordPolicy: { MinimumPasswordLength: 14 },
    });
  });

  it('replaces known secrets inside any text, binary answers included', () => {
    const token = 'ya29.a0AfB_secret_token';
    expect(
      redact(
        { message: `token ${token} expired`, report: new TextEncoder().encode(`a,${token}`) },
        [token],
      ),
    ).toEqual({ message: 'token [redacted] expired', report: 'a,[redacted]' });
    expect(redactText(`Bearer ${token}`, [token])).toBe('Bearer [redacted]');
  });

  it('ignores secrets too short to be anything but noise', () => {
    expect(redactText('a 1 b', ['1', ''])).toBe('a 1 b');
  });
});
