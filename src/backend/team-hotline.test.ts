// The team hotline (docs/decisions.md H1, docs/threat-model.md #7, #30, #31) through the real
// server: reports encrypted as a reporter's browser encrypts them, sent to the team-hotline
// function, worked by handlers through the database's functions with the real supabase-js, and the
// reminders of the legal clocks sent by the scheduled job with a controllable clock.
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decryptMessage,
  encryptMessage,
  openCaseKey,
  openNote,
  openReporterKey,
  receiptSecrets,
  sealNote,
  reportRequest,
  sealReport,
  unlockTeamKey,
  type CaseText,
  type CryptoKey,
  type UnlockedTeamKey,
} from '../shared/hotline-crypto';
import { HOTLINE_OUTCOME_LABELS, HOTLINE_STATUS_LABELS } from '../shared/hotline';
import type { ReporterCase } from '../../supabase/functions/_shared/team-hotline.ts';
import { backendJobs } from './jobs/backend-jobs';
import { Scheduler } from './jobs/scheduler';
import {
  createMember,
  createTeamAdmin,
  HOTLINE_PASSPHRASE,
  setRole,
  setUpTeamHotline,
  testClock,
  useTestBackend,
  type TeamAdmin,
  type TestAccount,
} from './testing';
import { addCalendarMonths, utcDay } from '../shared/utc-day';

const USER_AGENT = 'Mozilla/5.0 (Whistleblower-Canary-UA)';
const ADDRESS = '203.0.113.77';

// The backend's clock, which the hotline's counts go by: moved instead of waiting for a window.
const clock = testClock();
const backend = useTestBackend({ clock: clock.read });
let admin: TeamAdmin;
let handlerMember: TestAccount;
let plainMember: TestAccount;
let slug = '';
let teamKey: UnlockedTeamKey;

/**
 * What a reporter's page sends: only the anon key, a browser's headers, the encrypted report.
 * `from` is the loopback address the request leaves from: the server counts clients by the
 * address of the connection, so each is another client.
 */
async function callHotline(body: object, from = '127.0.0.1') {
  const text = JSON.stringify(body);
  return new Promise<{ status: number; body: Record<string, unknown>; retryAfter?: string }>(
    (resolve, reject) => {
      const sent = httpRequest(
        `${backend.url}/functions/v1/team-hotline`,
        {
          method: 'POST',
          localAddress: from,
          headers: {
            apikey: backend.anonKey,
            authorization: `Bearer ${backend.anonKey}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(text),
            'user-agent': USER_AGENT,
            'x-forwarded-for': ADDRESS,
          },
        },
        (response) => {
          let answer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (answer += chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(answer) as Record<string, unknown>,
              ...(response.headers['retry-after']
                ? { retryAfter: response.headers['retry-after'] }
                : {}),
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(text);
    },
  );
}

/** The body of a report to `toSlug`, encrypted to its team's key, and its receipt code. */
async function sealedReport(toSlug: string, publicKey: string, text: CaseText, isAnonymous = true) {
  const sealed = await sealReport(publicKey, text);
  return { code: sealed.code, body: reportRequest(toSlug, sealed, isAnonymous) };
}

async function report(toSlug: string, text: CaseText, isAnonymous = true, from?: string) {
  const channel = await callHotline({ action: 'channel', slug: toSlug }, from);
  expect(channel.status).toBe(200);
  const { code, body } = await sealedReport(
    toSlug,
    channel.body['publicKey'] as string,
    text,
    isAnonymous,
  );
  const sent = await callHotline(body, from);
  expect(sent).toEqual({ status: 200, body: { success: true } });
  return code;
}

/** Looks a case up with a receipt code, as the follow-up page does. */
async function lookUp(code: string, from?: string) {
  const secrets = await receiptSecrets(code);
  return { secrets, found: await callHotline({ action: 'case', access: secrets.access }, from) };
}

/** The reporter's view of their case, opened with the code alone. */
async function followUp(code: string) {
  const { secrets, found } = await lookUp(code);
  expect(found.status).toBe(200);
  const view = found.body as unknown as ReporterCase;
  const caseKey = await openReporterKey(secrets, view.reporter_key);
  const messages = await Promise.all(
    view.messages.map(async (m) => ({
      author: m.author,
      ...(await decryptMessage(caseKey, m.author, m.ciphertext)),
    })),
  );
  return { view, messages, caseKey, access: secrets.access };
}

/** A handler opens the first case of their inbox: its inbox row, its key and the report. */
async function openFirstCase(handler: TestAccount, key: UnlockedTeamKey) {
  const { data: inbox } = await handler.client.rpc('hotline_inbox').throwOnError();
  const listed = (inbox as { id: string; number: number; status: string; clock: string }[])[0]!;
  const { data: opened } = await handler.client
    .rpc('open_hotline_case', { case_id: listed.id })
    .throwOnError();
  const theCase = opened as { sealed_key: string; messages: { ciphertext: string }[] };
  const caseKey = await openCaseKey(key, theCase.sealed_key);
  const reported = await decryptMessage(caseKey, 'reporter', theCase.messages[0]!.ciphertext);
  return { listed, caseKey, reported };
}

/** A handler writes to the reporter of the case. */
async function answerReporter(
  handler: TestAccount,
  caseId: string,
  caseKey: CryptoKey,
  text: string,
) {
  await handler.client
    .rpc('add_hotline_message', {
      case_id: caseId,
      kind: 'message',
      ciphertext: await encryptMessage(caseKey, 'handler', { text }),
    })
    .throwOnError();
}

async function caseIdOf(teamId: string, number: number) {
  const { rows } = await backend.db.query<{ id: string }>(
    'select id from public.hotline_cases where team_id = $1 and number = $2',
    [teamId, number],
  );
  return rows[0]!.id;
}

/** Every row of every table in every schema of ours, as text: what a database dump holds. */
async function databaseDump(): Promise<string> {
  const { rows: tables } = await backend.db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await backend.db.query<{ row: string }>(
      `select t::text as row from ${name} t`,
    );
    parts.push(...rows.map((row) => row.row));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  admin = await createTeamAdmin(backend, 'Hotline Harbour Ltd');
  handlerMember = await createMember(backend, admin.inviteCode, 'Hana Handler');
  plainMember = await createMember(backend, admin.inviteCode, 'Pat Plain');
  const hotline = await setUpTeamHotline(backend, admin);
  slug = hotline.slug;
  teamKey = hotline.key;
  await admin.client
    .rpc('set_hotline_handler', { member: handlerMember.id, handler: true })
    .throwOnError();
}, 60_000);

describe('a report and its follow-up (docs/decisions.md H1)', () => {
  it('goes from an anonymous reporter to the handlers and back, with the code alone', async () => {
    expect(slug).toMatch(/^hotline-harbour-ltd-[a-z2-9]{6}$/);
    const code = await report(slug, { subject: 'Kickbacks', text: 'The March invoices are fake.' });

    // The handler's inbox lists it without content; opening it is logged.
    const { listed, caseKey, reported } = await openFirstCase(handlerMember, teamKey);
    expect(listed).toMatchObject({ number: 1, status: 'new', clock: 'acknowledge' });
    expect(reported).toEqual({ subject: 'Kickbacks', text: 'The March invoices are fake.' });

    // Acknowledge, ask a question, and keep a note the reporter never sees.
    await admin.client.rpc('acknowledge_hotline_case', { case_id: listed.id }).throwOnError();
    await answerReporter(admin, listed.id, caseKey, 'Which supplier?');
    await admin.client
      .rpc('add_hotline_message', {
        case_id: listed.id,
        kind: 'note',
        ciphertext: await sealNote(teamKey.publicKey, 'Ask finance'),
      })
      .throwOnError();

    const seen = await followUp(code);
    expect(seen.view).toMatchObject({ team_name: 'Hotline Harbour Ltd', status: 'acknowledged' });
    expect(seen.messages.map((m) => [m.author, m.text])).toEqual([
      ['reporter', 'The March invoices are fake.'],
      ['handler', 'Which supplier?'],
    ]);
    const answered = await callHotline({
      action: 'reply',
      access: seen.access,
      ciphertext: await encryptMessage(seen.caseKey, 'reporter', { text: 'Northwind Supplies' }),
    });
    expect(answered.status).toBe(200);

    // The handler reads the answer and the note, then closes the case with an outcome.
    const { data: again } = await admin.client
      .rpc('open_hotline_case', { case_id: listed.id })
      .throwOnError();
    const messages = (again as { messages: { author: string; kind: string; ciphertext: string }[] })
      .messages;
    expect(messages.map((m) => `${m.author}:${m.kind}`)).toEqual([
      'reporter:report',
      'handler:message',
      'handler:note',
      'reporter:message',
    ]);
    expect(await openNote(teamKey, messages[2]!.ciphertext)).toEqual({ text: 'Ask finance' });
    expect(await decryptMessage(caseKey, 'reporter', messages[3]!.ciphertext)).toEqual({
      text: 'Northwind Supplies',
    });
    await admin.client
      .rpc('set_hotline_case_status', {
        case_id: listed.id,
        status: 'closed',
        outcome: 'action_taken',
      })
      .throwOnError();

    const closed = await followUp(code);
    expect(closed.view).toMatchObject({ status: 'closed', outcome: 'action_taken' });
    const late = await callHotline({
      action: 'reply',
      access: closed.access,
      ciphertext: await encryptMessage(closed.caseKey, 'reporter', { text: 'One more thing' }),
    });
    expect(late.status).toBe(409);

    // Every opening and action is in the team's audit log, without content.
    const { rows: events } = await backend.db.query<{ kind: string; target_name: string }>(
      `select kind, target_name from public.audit_events
        where team_id = $1 and kind in ('hotline_case_opened', 'hotline_case_acknowledged',
              'hotline_message_sent', 'hotline_note_added', 'hotline_case_closed')
        order by id`,
      [admin.teamId],
    );
    expect(events.map((event) => event.kind)).toEqual([
      'hotline_case_opened',
      'hotline_case_acknowledged',
      'hotline_message_sent',
      'hotline_note_added',
      'hotline_case_opened',
      'hotline_case_closed',
    ]);
    expect(new Set(events.map((event) => event.target_name))).toEqual(new Set(['Case 1']));
  });

  it('refuses a report to an unknown link', async () => {
    expect((await callHotline({ action: 'channel', slug: 'nobody-abcdef' })).status).toBe(404);
  });

  it('on Starter takes no new reports, pointing to the general hotline, while handlers keep their cases (P2)', async () => {
    const other = await createTeamAdmin(backend, 'Lapsed Plan Co');
    const lapsed = await setUpTeamHotline(backend, other);
    const code = await report(lapsed.slug, { subject: 'Before', text: 'Reported on Enterprise.' });
    await backend.db.query(`select public.change_team_plan($1, 'starter')`, [other.teamId]);

    const channel = await callHotline({ action: 'channel', slug: lapsed.slug });
    expect(channel.body).toMatchObject({ teamName: 'Lapsed Plan Co', open: false });
    const refused = await callHotline(
      (await sealedReport(lapsed.slug, lapsed.publicKey, { text: 'x' })).body,
    );
    expect(refused).toEqual({
      status: 403,
      body: {
        error:
          'This hotline is not taking new reports. To report a concern, use the general hotline at /hotline.',
      },
    });
    const { rows } = await backend.db.query(
      'select 1 from public.hotline_cases where team_id = $1',
      [other.teamId],
    );
    expect(rows).toHaveLength(1);

    // The handler still reads, answers and closes the case; the reporter still follows up.
    const { listed, caseKey, reported } = await openFirstCase(other, lapsed.key);
    expect(reported).toEqual({ subject: 'Before', text: 'Reported on Enterprise.' });
    await other.client.rpc('acknowledge_hotline_case', { case_id: listed.id }).throwOnError();
    await answerReporter(other, listed.id, caseKey, 'We are looking into it.');
    const seen = await followUp(code);
    expect(seen.messages.map((m) => m.text)).toEqual([
      'Reported on Enterprise.',
      'We are looking into it.',
    ]);
    await other.client
      .rpc('set_hotline_case_status', {
        case_id: listed.id,
        status: 'closed',
        outcome: 'no_breach_found',
      })
      .throwOnError();

    const { error } = await other.client.rpc('set_up_hotline', {
      public_key: lapsed.publicKey,
      wrapped_private_key: 'v1.600000.x',
    });
    expect(error?.message).toBe('Your own hotline is part of the Enterprise plan.');
  });

  it('refuses to delete a team with open cases', async () => {
    const owner = await createTeamAdmin(backend, 'Open Case Co');
    const hotline = await setUpTeamHotline(backend, owner);
    await report(hotline.slug, { text: 'Please look into this' });
    const { error } = await owner.client.rpc('delete_team', { confirm_name: 'Open Case Co' });
    expect(error?.message).toBe(
      'The team has open hotline cases. Close them before deleting the team.',
    );
  });
});

async function hotlineKey() {
  const { data } = await admin.client
    .from('hotline_channels')
    .select('public_key, wrapped_private_key')
    .single()
    .throwOnError();
  return {
    publicKey: data!.public_key as string,
    wrappedPrivateKey: data!.wrapped_private_key as string,
  };
}

describe('what the database keeps (docs/threat-model.md #7, #30)', () => {
  it('holds no readable report text, name or email, no address or user agent, and no time of the report', async () => {
    const canary = `canary-${Math.random().toString(36).slice(2)}`;
    // The backend's clock moves to an instant nothing else was stamped with.
    clock.advance(37_123);
    const before = clock.read();
    const startedAt = Date.now();
    const code = await report(
      slug,
      {
        subject: `Subject ${canary}`,
        text: `Message ${canary}`,
        name: `Name ${canary}`,
        email: `${canary}@example.com`,
      },
      false,
    );
    const [after, endedAt] = [clock.read(), Date.now()];
    const dump = await databaseDump();
    expect(dump).not.toContain(canary);
    // No time of the minute the report was sent, by the backend's clock or the database's, is
    // anywhere: counts keep their window's start, the case its day.
    const times = [
      ...dump.matchAll(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:?\d{2})?|Z)?/g),
    ]
      .map(([text]) => Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))
      .filter((ms) => !Number.isNaN(ms));
    expect(times.length).toBeGreaterThan(0);
    const during = (ms: number, from: number, to: number) => ms >= from - 1 && ms <= to + 1;
    expect(times.filter((ms) => during(ms, before, after) && ms % 3_600_000 !== 0)).toEqual([]);
    expect(times.filter((ms) => during(ms, startedAt, endedAt) && ms % 3_600_000 !== 0)).toEqual(
      [],
    );
    expect(dump).not.toContain(USER_AGENT);
    expect(dump).not.toContain('Whistleblower-Canary');
    expect(dump).not.toContain(ADDRESS);
    expect(dump).not.toContain(code.replaceAll('-', ''));
    // The reporter's access token is kept only as its hash.
    expect(dump).not.toContain((await receiptSecrets(code)).access);
    // And the passphrase opens it all: the key material in the dump is what handlers unlock.
    const unlocked = await unlockTeamKey(await hotlineKey(), HOTLINE_PASSPHRASE);
    expect(unlocked.publicKey).toBe(teamKey.publicKey);
  });

  it('keeps no time finer than the day, and no column for an address or a device', async () => {
    const { rows } = await backend.db.query<{ column: string; type: string }>(
      `select table_name || '.' || column_name as column, data_type as type
         from information_schema.columns
        where table_schema = 'public' and table_name in ('hotline_cases', 'hotline_messages', 'hotline_notices')
        order by 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(
      rows.filter((row) => row.type.startsWith('timestamp') || row.type.startsWith('time ')),
    ).toEqual([]);
    const { rows: newest } = await backend.db.query<Record<string, unknown>>(
      'select * from public.hotline_cases order by number desc limit 1',
    );
    expect(Object.keys(newest[0]!).sort()).toEqual(
      [
        'access_hash',
        'acknowledge_by',
        'acknowledged_on',
        'assignee_id',
        'closed_on',
        'feedback_by',
        'feedback_on',
        'id',
        'is_anonymous',
        'number',
        'outcome',
        'received_on',
        'reporter_key',
        'sealed_key',
        'status',
        'team_id',
      ].sort(),
    );
  });
});

describe('who is told they handle the hotline', () => {
  it('answers each member about themselves, and refuses no one', async () => {
    const ask = async (client: typeof admin.client) => {
      const { data, error, status } = await client.rpc('i_handle_team_hotline');
      expect(error).toBeNull();
      expect(status).toBe(200);
      return data as boolean;
    };
    expect(await ask(plainMember.client)).toBe(false);
    expect(await ask(handlerMember.client)).toBe(true);
    expect(await ask(admin.client)).toBe(true);
    const { error } = await backend.client().rpc('i_handle_team_hotline');
    expect(error).not.toBeNull();
  });
});

describe("the inbox's subjects (docs/decisions.md H1)", () => {
  it('hands handlers each case key and report, encrypted, without logging an opening', async () => {
    const caseId = await caseIdOf(admin.teamId, 1);
    const opened = async () =>
      (
        await backend.db.query(
          `select count(*)::int as n from public.audit_events
            where team_id = $1 and kind = 'hotline_case_opened'`,
          [admin.teamId],
        )
      ).rows[0];
    const before = await opened();
    const { data } = await handlerMember.client.rpc('hotline_case_reports').throwOnError();
    const row = (data as { case_id: string; sealed_key: string; report: string }[]).find(
      (each) => each.case_id === caseId,
    )!;
    const caseKey = await openCaseKey(teamKey, row.sealed_key);
    expect((await decryptMessage(caseKey, 'reporter', row.report)).subject).toBe('Kickbacks');
    expect(await opened()).toEqual(before);
    for (const client of [plainMember.client, backend.client()]) {
      const refused = await client.rpc('hotline_case_reports');
      expect(refused.data).toBeNull();
      expect(refused.error).not.toBeNull();
    }
    const stranger = await createTeamAdmin(backend, 'Other Harbour');
    await setUpTeamHotline(backend, stranger);
    const { data: theirs } = await stranger.client.rpc('hotline_case_reports').throwOnError();
    expect(theirs).toEqual([]);
  });
});

describe('who reads cases (docs/threat-model.md #30)', () => {
  it('refuses other teams, members, superadmins and visitors, whatever they call', async () => {
    const caseId = await caseIdOf(admin.teamId, 1);
    const stranger = await createTeamAdmin(backend, 'Nosy Neighbours');
    const superadmin = await createMember(backend, admin.inviteCode, 'Sue Superadmin');
    await setRole(backend, superadmin.id, 'superadmin');
    for (const [who, client] of [
      ['other team admin', stranger.client],
      ['member', plainMember.client],
      ['superadmin', superadmin.client],
      ['visitor', backend.client()],
    ] as const) {
      const opened = await client.rpc('open_hotline_case', { case_id: caseId });
      expect(opened.data, who).toBeNull();
      expect(opened.error, who).not.toBeNull();
      // Another team's admin has an inbox of their own, without this case.
      const inbox = await client.rpc('hotline_inbox');
      expect(JSON.stringify(inbox.data ?? []), who).not.toContain(caseId);
      expect(
        (await client.rpc('acknowledge_hotline_case', { case_id: caseId })).error,
        who,
      ).not.toBeNull();
    }
    // A removed handler loses the cases at once.
    await admin.client
      .rpc('set_hotline_handler', { member: handlerMember.id, handler: false })
      .throwOnError();
    expect((await handlerMember.client.rpc('hotline_inbox')).error?.code).toBe('42501');
    await admin.client
      .rpc('set_hotline_handler', { member: handlerMember.id, handler: true })
      .throwOnError();
  });
});

describe('the passphrase (docs/threat-model.md #85)', () => {
  it('is changed by an admin only: a handler who is not one cannot replace the wrapped key', async () => {
    const wrappedKey = async () =>
      (
        await backend.db.query<{ key: string }>(
          'select wrapped_private_key as key from public.hotline_channels where team_id = $1',
          [admin.teamId],
        )
      ).rows[0]!.key;
    const before = await wrappedKey();
    const refused = await handlerMember.client.rpc('change_hotline_passphrase', {
      wrapped_private_key: 'v1.600000.AAAA.BBBB.CCCC',
    });
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Only a team admin can change the passphrase',
    });
    expect(await wrappedKey()).toBe(before);
    await admin.client
      .rpc('change_hotline_passphrase', { wrapped_private_key: before })
      .throwOnError();
  });
});

/** A random access token whose hash falls in the same group (first 12 bits) as `access`'s. */
function tokenInGroupOf(access: string): string {
  const group = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 3);
  for (;;) {
    const token = randomBytes(32).toString('base64url');
    if (token !== access && group(token) === group(access)) return token;
  }
}

const TOO_MANY_GUESSES = {
  status: 429,
  body: { error: 'Too many attempts with a wrong receipt code. Please try again in an hour.' },
};

describe('receipt codes cannot be guessed (docs/threat-model.md #31)', () => {
  it("others' wrong codes do not lock a reporter out of their own case", async () => {
    const code = await report(slug, { text: 'Find me after their typos' }, true, '127.0.0.21');
    const statuses: number[] = [];
    for (let guess = 0; guess < 20; guess++) {
      const access = (await receiptSecrets(`${'0'.repeat(24)}${String(guess).padStart(4, '0')}`))
        .access;
      statuses.push((await callHotline({ action: 'case', access }, '127.0.0.21')).status);
    }
    expect(statuses).toEqual(Array<number>(20).fill(404));
    // The same client, behind the same address, opens the case with the right code.
    expect((await lookUp(code, '127.0.0.21')).found.status).toBe(200);
  });

  it('counts wrong codes per client and receipt code, and per receipt code from every client', async () => {
    // A new hour: wrong codes of earlier tests that fell in the same group (1 in 4,096) count no more.
    clock.advance(60 * 60_000);
    const code = await report(slug, { text: 'Guess me if you can' }, true, '127.0.0.22');
    const { access } = await receiptSecrets(code);
    const guess = (from: string) =>
      callHotline({ action: 'case', access: tokenInGroupOf(access) }, from);

    // Ten wrong codes of one client in the code's group: that client is refused there, right code
    // included, for the rest of the hour.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess('127.0.0.23')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429]);
    expect((await lookUp(code, '127.0.0.23')).found).toEqual(TOO_MANY_GUESSES);
    // Another client still opens it.
    expect((await lookUp(code, '127.0.0.22')).found.status).toBe(200);

    // Thirty wrong codes in the group from every client: refused for everyone.
    for (const from of ['127.0.0.24', '127.0.0.25']) {
      for (let i = 0; i < 10; i++) expect((await guess(from)).status).toBe(404);
    }
    expect((await lookUp(code, '127.0.0.22')).found).toEqual(TOO_MANY_GUESSES);

    // Counted under hashes, never an address, and by the hour, never the time.
    const { rows } = await backend.db.query<{ key: string; hit_at: Date }>(
      `select key, hit_at from private.rate_limit_hits
        where bucket in ('hotline_receipt_guess', 'hotline_receipt_code_guess')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows) {
      expect(row.key).not.toContain('127.0.0');
      expect(row.hit_at.getTime() % 3_600_000).toBe(0);
    }

    // An hour later the right code works again, and the counts of the hour before are gone.
    clock.advance(60 * 60_000);
    expect((await followUp(code)).view.status).toBe('new');
    const { rows: left } = await backend.db.query(
      `select 1 from private.rate_limit_hits
        where bucket in ('hotline_receipt_guess', 'hotline_receipt_code_guess')`,
    );
    expect(left).toEqual([]);
  });
});

describe("the hotline's allowances (docs/threat-model.md #35)", () => {
  it('gives reports an allowance per channel that lookups and follow-ups cannot use up', async () => {
    const from = '127.0.0.31';
    const own = await setUpTeamHotline(
      backend,
      await createTeamAdmin(backend, 'Allowance Annex Ltd'),
    );
    const otherHotline = await setUpTeamHotline(
      backend,
      await createTeamAdmin(backend, 'Other Annex Ltd'),
    );
    const { slug, publicKey } = own;

    // Sixty cheap lookups from an office network use up its lookups and follow-ups for the hour…
    for (let i = 0; i < 60; i++) {
      expect((await callHotline({ action: 'channel', slug }, from)).status).toBe(200);
    }
    const refused = await callHotline({ action: 'channel', slug }, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    expect((await callHotline({ action: 'case', access: 'a'.repeat(43) }, from)).status).toBe(429);

    // …but a real report still goes through: ten a day per channel and client.
    for (let i = 0; i < 10; i++) {
      const { body } = await sealedReport(slug, publicKey, { text: `Report ${i}` });
      expect((await callHotline(body, from)).status).toBe(200);
    }
    const eleventh = await callHotline(
      (await sealedReport(slug, publicKey, { text: 'One too many' })).body,
      from,
    );
    expect(eleventh).toMatchObject({
      status: 429,
      body: { error: 'Too many submissions. Please try again later.' },
    });
    // Another channel has its own allowance.
    const elsewhere = await sealedReport(otherHotline.slug, otherHotline.publicKey, { text: 'x' });
    expect((await callHotline(elsewhere.body, from)).status).toBe(200);

    // No exact time is kept: a report's count holds its day, a lookup's its hour.
    const { rows } = await backend.db.query<{ bucket: string; key: string; hit_at: Date }>(
      `select bucket, key, hit_at from private.rate_limit_hits
        where bucket in ('hotline_report', 'hotline_call')`,
    );
    expect(rows.filter((row) => row.bucket === 'hotline_report').length).toBeGreaterThanOrEqual(11);
    for (const row of rows) {
      const window = row.bucket === 'hotline_report' ? 86_400_000 : 3_600_000;
      expect(row.hit_at.getTime() % window, row.bucket).toBe(0);
      expect(row.key).not.toContain(slug);
    }

    // A day later: every count of the day before is purged by anyone's next call.
    clock.advance(24 * 60 * 60_000);
    expect((await callHotline({ action: 'channel', slug }, '127.0.0.32')).status).toBe(200);
    const { rows: kept } = await backend.db.query<{ hit_at: Date }>(
      `select hit_at from private.rate_limit_hits where bucket like 'hotline%'`,
    );
    expect(kept.map((row) => row.hit_at.getTime())).toEqual([
      Math.floor(clock.read() / 3_600_000) * 3_600_000,
    ]);
    const again = await sealedReport(slug, publicKey, { text: 'A new day' });
    expect((await callHotline(again.body, from)).status).toBe(200);
  });

  it('counts for the service role only, by the clock it is given', async () => {
    const at = '2030-01-02T14:37:12Z';
    const consume = (when = at) =>
      backend.service.rpc('consume_hotline_allowance', {
        action: 'report',
        client_key: 'client-z',
        slug: 'some-team-abcdef',
        at: when,
      });
    for (let i = 0; i < 10; i++) expect((await consume()).data).toBe(0);
    // Refused until the day ends: 9 h 22 min 48 s later.
    expect((await consume()).data).toBe(9 * 3600 + 22 * 60 + 48);
    expect((await consume('2030-01-03T00:00:00Z')).data).toBe(0);
    const anon = await backend
      .client()
      .rpc('consume_hotline_allowance', { action: 'report', client_key: 'x' });
    expect(anon.error).not.toBeNull();
  });
});

describe('the clocks and their reminders, with a controllable clock', () => {
  const day = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T09:00:00Z`) + days * 86_400_000);
  it('gives feedback three calendar months after the acknowledgement, at a month’s end too', async () => {
    const team = await createTeamAdmin(backend, 'Month End Ltd');
    const hotline = await setUpTeamHotline(backend, team);
    await report(hotline.slug, { text: 'Sent near a month’s end' });
    const { data: cases } = await team.client.rpc('hotline_inbox', {}).throwOnError();
    const caseId = (cases as { id: string }[])[0]!.id;
    await team.client.rpc('acknowledge_hotline_case', { case_id: caseId }).throwOnError();
    // The acknowledgement moved to the days under test; the column computes the clock.
    const feedbackByIfAcknowledged = async (acknowledged: string) => {
      const { rows } = await backend.db.query<{ feedback_by: string }>(
        `update public.hotline_cases set acknowledged_on = $2::date where team_id = $1
         returning feedback_by::text`,
        [team.teamId, acknowledged],
      );
      return rows[0]!.feedback_by;
    };
    const expected = {
      '2026-11-29': '2027-02-28',
      '2026-11-30': '2027-02-28',
      '2027-11-30': '2028-02-29',
      '2027-01-31': '2027-04-30',
      '2027-03-31': '2027-06-30',
      '2027-05-15': '2027-08-15',
      '2027-12-31': '2028-03-31',
    };
    for (const [acknowledged, feedbackBy] of Object.entries(expected)) {
      expect(await feedbackByIfAcknowledged(acknowledged)).toBe(feedbackBy);
    }
  });

  it('shows due and overdue states, and mails the handlers once per notice, without content', async () => {
    const team = await createTeamAdmin(backend, 'Clockwork Ltd');
    const hotline = await setUpTeamHotline(backend, team);
    const canary = `clock-canary-${Math.random().toString(36).slice(2)}`;
    const code = await report(hotline.slug, { subject: canary, text: canary });
    const { rows } = await backend.db.query<{ id: string; received_on: string }>(
      `select id, received_on::text from public.hotline_cases where team_id = $1`,
      [team.teamId],
    );
    const { id: caseId, received_on: received } = rows[0]!;

    const stateOn = async (offset: number) => {
      const { data } = await team.client
        .rpc('hotline_inbox', { day: utcDay(day(received, offset)) })
        .throwOnError();
      const row = (data as { clock: string; clock_state: string; due_on: string }[])[0]!;
      return `${row.clock}:${row.clock_state}:${row.due_on}`;
    };
    const ackBy = utcDay(day(received, 7));
    expect(await stateOn(0)).toBe(`acknowledge:due:${ackBy}`);
    expect(await stateOn(5)).toBe(`acknowledge:due_soon:${ackBy}`);
    expect(await stateOn(7)).toBe(`acknowledge:due_soon:${ackBy}`);
    expect(await stateOn(8)).toBe(`acknowledge:overdue:${ackBy}`);

    // The scheduled job, run by the real scheduler at the times we choose.
    let now = day(received, 0);
    const scheduler = new Scheduler(backendJobs(backend.context), {
      intervalMs: 60_000,
      clock: () => now.getTime(),
    });
    const mailsTo = async () =>
      (await backend.mailbox.list(team.email)).map((mail) => mail.subject + ' | ' + mail.text);
    await scheduler.runDue();
    expect(await mailsTo()).toHaveLength(0);
    now = day(received, 1);
    await scheduler.runDue();
    await scheduler.runDue();
    expect(await mailsTo()).toHaveLength(1);
    expect((await mailsTo())[0]).toContain('New hotline report');
    expect((await mailsTo())[0]).toContain(`Acknowledge it by ${ackBy}`);
    now = day(received, 6);
    await scheduler.runDue();
    now = day(received, 9);
    await scheduler.runDue();
    await scheduler.runDue();
    const subjects = await mailsTo();
    expect(subjects).toHaveLength(3);
    expect(subjects[0]).toContain('and is overdue');
    expect(subjects[1]).toContain(`must be acknowledged by ${ackBy}`);

    // Acknowledged late: the feedback clock runs 3 months from the acknowledgement.
    await team.client.rpc('acknowledge_hotline_case', { case_id: caseId }).throwOnError();
    const { rows: clocks } = await backend.db.query<{
      acknowledged_on: string;
      feedback_by: string;
    }>(`select acknowledged_on::text, feedback_by::text from public.hotline_cases where id = $1`, [
      caseId,
    ]);
    const { acknowledged_on: acknowledged, feedback_by: feedbackBy } = clocks[0]!;
    expect(feedbackBy).toBe(addCalendarMonths(acknowledged, 3));
    const untilFeedback = (Date.parse(feedbackBy) - Date.parse(received)) / 86_400_000;
    expect(await stateOn(untilFeedback - 20)).toBe(`feedback:due:${feedbackBy}`);
    expect(await stateOn(untilFeedback - 10)).toBe(`feedback:due_soon:${feedbackBy}`);
    expect(await stateOn(untilFeedback + 1)).toBe(`feedback:overdue:${feedbackBy}`);
    now = day(received, untilFeedback - 10);
    await scheduler.runDue();
    now = day(received, untilFeedback + 1);
    await scheduler.runDue();
    await scheduler.runDue();
    const all = await mailsTo();
    expect(all).toHaveLength(5);
    expect(all[0]).toContain(
      `Feedback to the reporter of case 1 on the Clockwork Ltd hotline was due by ${feedbackBy}`,
    );
    expect(all[1]).toContain(`must be given feedback by ${feedbackBy}`);

    // Feedback given: no clock runs, nothing more is sent.
    await team.client
      .rpc('set_hotline_case_status', {
        case_id: caseId,
        status: 'closed',
        outcome: 'no_breach_found',
      })
      .throwOnError();
    now = day(received, untilFeedback + 30);
    await scheduler.runDue();
    expect(await mailsTo()).toHaveLength(5);

    // No mail carries content, the code or anything encrypted.
    const access = (await receiptSecrets(code)).access;
    for (const mail of await backend.mailbox.list(team.email)) {
      const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(whole).not.toContain(canary);
      expect(whole).not.toContain(access);
      expect(whole).not.toMatch(/[ms]1\.[A-Za-z0-9_-]{16}\./);
    }
  });
});

describe('new-case notices say only the day (docs/threat-model.md #35)', () => {
  it('go out at the fixed hour the next time it comes round, once, saying the day', async () => {
    const team = await createTeamAdmin(backend, 'Fourteen Thirty-Seven Ltd');
    const hotline = await setUpTeamHotline(backend, team);
    await report(hotline.slug, { text: 'Sent at 14:37' }, true, '127.0.0.41');
    const { rows } = await backend.db.query<{ received_on: string }>(
      `select received_on::text from public.hotline_cases where team_id = $1`,
      [team.teamId],
    );
    const received = rows[0]!.received_on;
    const at = (days: number, time: string) =>
      new Date(Date.parse(`${received}T${time}Z`) + days * 86_400_000);
    const { rows: hours } = await backend.db.query<{ hour: number }>(
      'select private.hotline_notice_hour() as hour',
    );
    expect(hours[0]!.hour).toBe(9);

    let now = at(0, '14:37:00');
    const scheduler = new Scheduler(backendJobs(backend.context), {
      intervalMs: 5 * 60_000,
      clock: () => now.getTime(),
    });
    const mails = () => backend.mailbox.list(team.email);
    // The 5-minute job runs all evening and night: nothing goes out.
    for (const time of ['14:37:00', '14:42:00', '18:00:00', '23:59:59']) {
      now = at(0, time);
      await scheduler.runDue();
    }
    now = at(1, '08:59:59');
    await scheduler.runDue();
    expect(await mails()).toHaveLength(0);

    // At 09:00 the next morning: one notice, which says the day and no time.
    for (const time of ['09:00:00', '09:05:00', '14:37:00']) {
      now = at(1, time);
      await scheduler.runDue();
    }
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(
      `A new report arrived on the Fourteen Thirty-Seven Ltd hotline on ${received} (case 1).`,
    );
    expect(`${sent[0]!.subject}\n${sent[0]!.text}\n${sent[0]!.html}`).not.toMatch(
      /\b\d{1,2}:\d{2}\b/,
    );
    const { rows: notices } = await backend.db.query<{ row: string }>(
      `select n::text as row from public.hotline_notices n
         join public.hotline_cases c on c.id = n.case_id where c.team_id = $1`,
      [team.teamId],
    );
    expect(notices).toHaveLength(1);
  });
});

describe('the words of statuses and outcomes', () => {
  it('name exactly what the database allows', async () => {
    const { rows } = await backend.db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'public.hotline_cases'::regclass and contype = 'c'`,
    );
    const allowed = (column: string) =>
      rows
        .map((row) => row.definition)
        .filter((definition) => definition.includes(`(${column} = ANY`))
        .flatMap((definition) => [...definition.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]))
        .sort();
    expect(allowed('status')).toEqual(Object.keys(HOTLINE_STATUS_LABELS).sort());
    expect(allowed('outcome')).toEqual(Object.keys(HOTLINE_OUTCOME_LABELS).sort());
  });
});

describe('statistics for the evidence pack', () => {
  it('counts cases by status, outcome and kept clocks, without content', async () => {
    const { rows } = await backend.db.query<{ body: { measure: string; count: number }[] }>(
      `select public.evidence_section($1, 'hotline', current_date - 30, current_date) as body`,
      [admin.teamId],
    );
    const counts = Object.fromEntries(rows[0]!.body.map((row) => [row.measure, row.count]));
    expect(counts).toMatchObject({
      received: 4,
      status_new: 3,
      status_closed: 1,
      acknowledged_in_time: 1,
      feedback_in_time: 1,
      outcome_action_taken: 1,
      acknowledgement_overdue: 0,
    });

    // The pack holds them as a CSV beside the other records.
    const { data: token } = await admin.client
      .rpc('create_evidence_link', {
        kind: 'download',
        from_date: '2020-01-01',
        to_date: '2099-12-31',
      })
      .throwOnError();
    const base = `${backend.url}/functions/v1/evidence/${token as string}/`;
    expect(await (await fetch(base)).text()).toContain('href="hotline/statistics.csv"');
    const csv = await (await fetch(`${base}hotline/statistics.csv`)).text();
    expect(csv).toContain('"Cases received in the period","4"');
    expect(csv).toContain('"Closed: Action taken","1"');

    const none = await createTeamAdmin(backend, 'No Hotline Co');
    const { rows: empty } = await backend.db.query<{ body: unknown[] }>(
      `select public.evidence_section($1, 'hotline', current_date - 30, current_date) as body`,
      [none.teamId],
    );
    expect(empty[0]!.body).toEqual([]);
  });
});
