// Invite codes cannot be guessed through profile creation: complete_signup counts wrong codes per
// account and per client address in the database (so hosted Supabase limits the same), and
// refuses the 11th in an hour with 429 (docs/threat-model.md #4).
import { expect, it } from 'vitest';
import { createAccount, createTeamAdmin, useTestBackend } from '../testing';

const backend = useTestBackend();

const guess = (account: Awaited<ReturnType<typeof createAccount>>, code: string) =>
  account.client.rpc('complete_signup', { full_name: 'Guesser', invite_code: code });

it('refuses the 11th wrong code in an hour from one account, also for a right one, until the hour has passed', async () => {
  const admin = await createTeamAdmin(backend, 'Guarded');
  const account = await createAccount(backend, {});
  for (let i = 0; i < 10; i++) {
    const wrong = await guess(account, `wrong-${i}`);
    expect(wrong.error).toBeNull();
    // No profile: a composite result of nulls, as PostgREST answers a function's null row.
    expect((wrong.data as { id: string | null } | null)?.id ?? null).toBeNull();
  }
  const eleventh = await guess(account, admin.inviteCode);
  expect(eleventh.status).toBe(429);
  expect(eleventh.error?.message).toBe('Too many invite link attempts. Please try again later.');

  // An hour later (the database's clock moved by backdating the recorded guesses).
  await backend.db.query(
    `update private.rate_limit_hits set hit_at = hit_at - interval '61 minutes'`,
  );
  const later = await guess(account, admin.inviteCode);
  expect(later.error).toBeNull();
  expect(later.data).toMatchObject({ role: 'member', team_id: admin.teamId });
});

it('counts guesses per client address across accounts, and stores no address', async () => {
  await backend.db.query('delete from private.rate_limit_hits');
  const accounts = await Promise.all(Array.from({ length: 3 }, () => createAccount(backend, {})));
  for (let i = 0; i < 10; i++) {
    const account = accounts[i % 3]!;
    expect((await guess(account, `spread-${i}`)).error).toBeNull();
  }
  const fresh = await createAccount(backend, {});
  expect((await guess(fresh, 'one-more')).status).toBe(429);

  const { rows } = await backend.db.query<{ key: string }>(
    `select distinct key from private.rate_limit_hits where bucket = 'invite_guess_client'`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]?.key).toMatch(/^[0-9a-f]{64}$/);
  expect(rows[0]?.key).not.toContain('127.0.0.1');
});

it('ignores an address the client claims in its own headers', async () => {
  await backend.db.query('delete from private.rate_limit_hits');
  const account = await createAccount(backend, {});
  const { data: session } = await account.client.auth.getSession();
  for (let i = 0; i < 11; i++) {
    const response = await fetch(`${backend.url}/rest/v1/rpc/complete_signup`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${session.session?.access_token}`,
        'content-type': 'application/json',
        // A fresh address on every guess: must not give a fresh allowance.
        'x-forwarded-for': `203.0.113.${i}`,
        'cf-connecting-ip': `198.51.100.${i}`,
      },
      body: JSON.stringify({ full_name: 'Spoof', invite_code: `spoof-${i}` }),
    });
    expect(response.status).toBe(i < 10 ? 200 : 429);
  }
});
