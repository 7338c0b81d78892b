// Text PostgreSQL cannot store as sent (NUL, unpaired UTF-16 surrogates) is refused with a 400
// and a clear message on every public endpoint, never a 500, and nothing is written
// (docs/threat-model.md, reliability).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTeams } from '../testing';

/** Written as escapes, as JSON.stringify writes them; all are valid JSON. */
const BAD_TEXTS = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', 'end\ud83d', '\udfff\ud800'];

const { backend, member } = useTeams({ team: 'Bad Text Co', member: 'Bea Bytes' });
let memberToken = '';

beforeAll(async () => {
  memberToken = (await member.client.auth.getSession()).data.session?.access_token ?? '';
});

interface Endpoint {
  name: string;
  method: string;
  path: string;
  token?: () => string;
  body: (bad: string) => unknown;
  /** Rows that must not appear. */
  written: (bad: string) => Promise<number>;
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await backend.db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

const endpoints: Endpoint[] = [
  {
    name: 'hotline',
    method: 'POST',
    path: '/functions/v1/hotline',
    body: (bad) => ({ isAnonymous: true, subject: `s${bad}`, message: 'message' }),
    written: () => count('select count(*) as n from public.hotline_reports'),
  },
  {
    name: 'team hotline',
    method: 'POST',
    path: '/functions/v1/team-hotline',
    body: (bad) => ({ action: 'reply', access: 'a'.repeat(43), ciphertext: `m1.${bad}` }),
    written: () => count('select count(*) as n from public.hotline_messages'),
  },
  {
    name: 'contact',
    method: 'POST',
    path: '/functions/v1/contact',
    body: (bad) => ({ name: 'N', email: 'n@example.com', subject: 's', message: `m${bad}` }),
    written: () => count('select count(*) as n from public.contact_messages'),
  },
  {
    name: 'sign-up metadata',
    method: 'POST',
    path: '/auth/v1/signup',
    body: (bad) => ({
      email: `bad-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'long-enough-1',
      data: { full_name: `Eve${bad}` },
    }),
    written: () => count(`select count(*) as n from auth.users where email like 'bad-%'`),
  },
  {
    name: 'a sign-up metadata key',
    method: 'POST',
    path: '/auth/v1/signup',
    body: (bad) => ({
      email: 'key@example.com',
      password: 'long-enough-1',
      data: { [`k${bad}`]: 1 },
    }),
    written: () => count(`select count(*) as n from auth.users where email = 'key@example.com'`),
  },
  {
    name: 'sign-in email',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: (bad) => ({ email: `a${bad}@example.com`, password: 'whatever-1' }),
    written: () => count('select count(*) as n from auth.sessions'),
  },
  {
    name: 'recovery email',
    method: 'POST',
    path: '/auth/v1/recover',
    body: (bad) => ({ email: `a${bad}@example.com` }),
    written: async () => (await backend.mailbox.list()).length,
  },
  {
    name: 'user update',
    method: 'PUT',
    path: '/auth/v1/user',
    token: () => memberToken,
    body: (bad) => ({ data: { nickname: `x${bad}` } }),
    written: () =>
      count(`select count(*) as n from auth.users where raw_user_meta_data ? 'nickname'`),
  },
  {
    name: 'REST insert',
    method: 'POST',
    path: '/rest/v1/videos',
    token: () => backend.serviceRoleKey,
    body: (bad) => ({ title: `t${bad}` }),
    written: () => count('select count(*) as n from public.videos'),
  },
  {
    name: 'REST update',
    method: 'PATCH',
    path: '/rest/v1/users?id=not.is.null',
    token: () => memberToken,
    body: (bad) => ({ full_name: `Bea${bad}` }),
    written: () =>
      count(
        `select count(*) as n from public.users where full_name <> 'Bea Bytes' and full_name <> 'Ada Admin'`,
      ),
  },
  {
    name: 'RPC arguments',
    method: 'POST',
    path: '/rest/v1/rpc/team_name_for_invite',
    body: (bad) => ({ invite_code: `c${bad}` }),
    written: async () => 0,
  },
];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(BAD_TEXTS.map((bad) => [JSON.stringify(bad), bad]))(
    'refuses %s with a 400 and writes nothing',
    async (_shown, bad) => {
      const before = await endpoint.written(bad);
      const token = endpoint.token?.() ?? backend.anonKey;
      const response = await fetch(`${backend.url}${endpoint.path}`, {
        method: endpoint.method,
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(endpoint.body(bad)),
      });
      await backend.context.background.idle();
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toMatch(/NUL characters or unpaired surrogates/);
      expect(await endpoint.written(bad)).toBe(before);
    },
  );
});

it('keeps well-formed text, paired surrogates included', async () => {
  const response = await fetch(`${backend.url}/functions/v1/hotline`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ isAnonymous: true, subject: 'Emoji 😀 ok', message: 'Ünïcödé' }),
  });
  expect(response.status).toBe(200);
});
