import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../jwt';
import { RestError } from './errors';
import { VerifiedTokens } from './request-auth';

const secret = randomBytes(32).toString('base64url');
const start = Date.UTC(2026, 10, 23, 12);
const userId = '6f1c2f8e-5a4b-4c3d-9e8f-0a1b2c3d4e5f';

/** A user's access token issued at `start`, valid for `seconds`. */
const userToken = (seconds: number, key = secret) =>
  signJwt(
    { role: 'authenticated', sub: userId, session_id: userId, aud: 'authenticated' },
    key,
    seconds,
    start / 1000,
  );

async function refusal(run: Promise<unknown>): Promise<RestError> {
  const error = await run.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof RestError) return error;
  throw new Error(`expected a RestError, got ${String(error)}`);
}

describe('VerifiedTokens', () => {
  it('answers a token it has verified until its exp, then refuses it as expired', async () => {
    let now = start;
    const tokens = new VerifiedTokens(secret, 10, () => now);
    const token = await userToken(60);
    const auth = await tokens.authenticate(token);
    expect(auth).toMatchObject({
      role: 'authenticated',
      session: { id: userId, userId },
    });
    now = start + 59_999;
    expect(await tokens.authenticate(token)).toBe(auth);
    now = start + 60_000;
    expect(await refusal(tokens.authenticate(token))).toMatchObject({
      status: 401,
      code: 'PGRST303',
    });
  });

  it('never keeps a token that failed: each attempt is verified and refused', async () => {
    const tokens = new VerifiedTokens(secret, 10, () => start);
    const forged = await userToken(60, randomBytes(32).toString('base64url'));
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await refusal(tokens.authenticate(forged))).toMatchObject({
        status: 401,
        code: 'PGRST301',
      });
    }
  });

  it('keeps one backend’s tokens apart from another’s', async () => {
    const token = await userToken(60);
    await new VerifiedTokens(secret, 10, () => start).authenticate(token);
    const other = new VerifiedTokens(randomBytes(32).toString('base64url'), 10, () => start);
    expect((await refusal(other.authenticate(token))).code).toBe('PGRST301');
  });
});
