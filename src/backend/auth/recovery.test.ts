import { describe, expect, it } from 'vitest';
import {
  authFetch,
  createConfirmedUser,
  followLink,
  latestLink,
  useTestBackend,
  type TestBackend,
  uniqueEmail,
} from '../testing';

const PASSWORD = 'correct horse 1';
const NEW_PASSWORD = 'battery staple 2';
const backend = useTestBackend();

/** Status, body and headers of a raw /recover call, minus the Date header. */
async function rawRecover(target: TestBackend, email: string) {
  const response = await authFetch(target, '/recover', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  const headers = [...response.headers].filter(([name]) => name !== 'date');
  return { status: response.status, body: await response.text(), headers };
}

describe('password recovery', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const known = uniqueEmail('known');
    await createConfirmedUser(backend, known, PASSWORD);
    const unknown = uniqueEmail('unknown');

    const viaClient = await Promise.all(
      [known, unknown].map((email) => backend.client().auth.resetPasswordForEmail(email)),
    );
    expect(viaClient[0]).toEqual({ data: {}, error: null });
    expect(viaClient[1]).toEqual(viaClient[0]);

    const rawUnknown = await rawRecover(backend, uniqueEmail('unknown'));
    const rawKnown = await rawRecover(backend, known);
    expect(rawKnown).toEqual(rawUnknown);
    expect(rawKnown.status).toBe(200);
    expect(rawKnown.body).toBe('{}');

    // The mail goes out after the reply.
    await backend.context.background.idle();
    const mails = await backend.mailbox.list(known);
    expect(mails.filter((mail) => mail.subject === 'Reset your ComplyReady password')).toHaveLength(
      2,
    );
    expect(await backend.mailbox.list(unknown)).toHaveLength(0);
  });

  it('signs in through the link, lets the user set a new password, and ends other sessions', async () => {
    const email = uniqueEmail('reset');
    const oldSession = await createConfirmedUser(backend, email, PASSWORD);
    const redirectTo = `${backend.url}/reset-password`;
    await backend.client().auth.resetPasswordForEmail(email, { redirectTo });
    const link = await latestLink(backend, email, /^Reset your ComplyReady password$/);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(redirectTo);

    const followed = await followLink(link);
    expect(followed.status).toBe(303);
    expect(`${followed.location.origin}${followed.location.pathname}`).toBe(redirectTo);
    expect(followed.fragment.get('type')).toBe('recovery');

    const client = backend.client();
    const set = await client.auth.setSession({
      access_token: followed.fragment.get('access_token') ?? '',
      refresh_token: followed.fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    const updated = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);

    const withOld = await backend.client().auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(withOld.error?.code).toBe('invalid_credentials');
    const withNew = await backend.client().auth.signInWithPassword({
      email,
      password: NEW_PASSWORD,
    });
    expect(withNew.error).toBeNull();

    // The session from before the reset is over; the link cannot be used twice.
    const old = await backend.client().auth.getUser(oldSession.access_token);
    expect(old.error?.name).toBe('AuthSessionMissingError');
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('refuses a recovery link older than an hour', async () => {
    const email = uniqueEmail('late');
    await createConfirmedUser(backend, email, PASSWORD);
    await backend.client().auth.resetPasswordForEmail(email);
    const link = await latestLink(backend, email, /^Reset/);
    await backend.db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    expect((await followLink(link)).fragment.get('error')).toBe('access_denied');
  });

  it('verifies a link token through verifyOtp with token_hash', async () => {
    const email = uniqueEmail('otp');
    await createConfirmedUser(backend, email, PASSWORD);
    await backend.client().auth.resetPasswordForEmail(email);
    const token = new URL(await latestLink(backend, email, /^Reset/)).searchParams.get('token');

    const client = backend.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.verifyOtp({
      type: 'recovery',
      token_hash: token ?? '',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');

    const again = await backend.client().auth.verifyOtp({
      type: 'recovery',
      token_hash: token ?? '',
    });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('refuses a malformed address like GoTrue, whether or not anyone has it', async () => {
    const { error } = await backend.client().auth.resetPasswordForEmail('not-an-email');
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('recovery limits', () => {
  const limited = useTestBackend({
    rateLimits: {
      emailPerAddress: { limit: 1, windowMs: 60_000 },
      recover: { limit: 4, windowMs: 60_000 },
    },
  });

  it('skips a second mail to one address silently, then refuses a busy client with 429', async () => {
    const email = uniqueEmail('limit');
    await createConfirmedUser(limited, email, PASSWORD);
    const unknown = uniqueEmail('limit-unknown');

    const replies = [
      await rawRecover(limited, email),
      await rawRecover(limited, email),
      await rawRecover(limited, unknown),
      await rawRecover(limited, unknown),
    ];
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    await limited.context.background.idle();
    const resets = (await limited.mailbox.list(email)).filter((mail) =>
      mail.subject.startsWith('Reset'),
    );
    expect(resets).toHaveLength(1);

    const { error } = await limited.client().auth.resetPasswordForEmail(email);
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });
});
