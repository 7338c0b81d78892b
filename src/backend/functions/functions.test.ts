// /functions/v1/hotline and /functions/v1/contact through supabase-js and raw HTTP
// (docs/threat-model.md #7 and #8, and docs/threat-model.md#reliability for bad input).
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_LIMITS, rateLimitSalt } from '../../../supabase/functions/_shared/limits.ts';
import { DEFAULT_RATE_LIMITS } from '../rate-limit';
import { createUser, useTestBackend, startTestBackend, userToken } from '../testing';
import { CONTACT_RECIPIENT, HOTLINE_RECIPIENT } from './routes';

const backend = useTestBackend({ log: (line) => logs.push(line) });
const logs: string[] = [];

function post(name: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body,
  });
}

describe('hotline', () => {
  it('stores a report before answering, through supabase-js', async () => {
    const { data, error } = await backend.client().functions.invoke('hotline', {
      body: { isAnonymous: true, subject: 'Badge sharing', message: 'People share door badges.' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });
    const { rows } = await backend.db.query(
      `select is_anonymous, name, email from public.hotline_reports where subject = 'Badge sharing'`,
    );
    expect(rows).toEqual([{ is_anonymous: true, name: null, email: null }]);
    const notices = await backend.mailbox.list(HOTLINE_RECIPIENT);
    expect(notices[0]?.text).not.toContain('door badges');
  });

  it('keeps no name or email on an anonymous report, even when sent', async () => {
    const response = await post(
      'hotline',
      JSON.stringify({
        isAnonymous: true,
        name: 'Should Vanish',
        email: 'vanish@example.com',
        subject: 'Anon with name',
        message: 'x',
      }),
    );
    expect(response.status).toBe(200);
    const { rows } = await backend.db.query(
      `select name, email from public.hotline_reports where subject = 'Anon with name'`,
    );
    expect(rows).toEqual([{ name: null, email: null }]);
  });

  it('answers the same with and without a name and email (docs/threat-model.md #7)', async () => {
    const anonymous = await post(
      'hotline',
      JSON.stringify({ isAnonymous: true, subject: 'Same reply', message: 'one' }),
    );
    const named = await post(
      'hotline',
      JSON.stringify({
        isAnonymous: false,
        name: 'Named Person',
        email: 'named@example.com',
        subject: 'Same reply',
        message: 'two',
      }),
    );
    expect(named.status).toBe(anonymous.status);
    expect(await named.text()).toBe(await anonymous.text());
    const headerNames = (response: Response) => [...response.headers.keys()].sort();
    expect(headerNames(named)).toEqual(headerNames(anonymous));
  });

  it('never writes the content of a report to the server log (docs/threat-model.md #7)', async () => {
    const canary = `canary-${Math.random().toString(36).slice(2)}`;
    await post(
      'hotline',
      JSON.stringify({ isAnonymous: false, name: canary, subject: canary, message: canary }),
    );
    await post('hotline', `{"isAnonymous": true, "subject": "${canary}", `); // malformed
    expect(logs.join('\n')).not.toContain(canary);
    const mail = await backend.mailbox.list();
    expect(JSON.stringify(mail)).not.toContain(canary);
  });

  it.each([
    ['malformed JSON', '{"isAnonymous": tru'],
    ['an array', '[]'],
    ['a missing subject', JSON.stringify({ isAnonymous: true, message: 'm' })],
    ['a blank message', JSON.stringify({ isAnonymous: true, subject: 's', message: '   ' })],
    ['a wrong type', JSON.stringify({ isAnonymous: 'yes', subject: 's', message: 'm' })],
    ['a number as subject', JSON.stringify({ isAnonymous: true, subject: 42, message: 'm' })],
    [
      'a bad email',
      JSON.stringify({ isAnonymous: false, email: 'nope', subject: 's', message: 'm' }),
    ],
    [
      'a huge subject',
      JSON.stringify({ isAnonymous: true, subject: 'x'.repeat(5000), message: 'm' }),
    ],
  ])('refuses %s with a 400 and a clear message, storing nothing', async (_case, body) => {
    const before = await backend.db.query<{ n: string }>(
      'select count(*)::text as n from public.hotline_reports',
    );
    const response = await post('hotline', body);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { error: string };
    expect(reply.error.length).toBeGreaterThan(5);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const after = await backend.db.query<{ n: string }>(
      'select count(*)::text as n from public.hotline_reports',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('surfaces a refusal to supabase-js as FunctionsHttpError with the error field', async () => {
    const { error } = await backend
      .client()
      .functions.invoke('hotline', { body: { isAnonymous: true } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const body = (await (error as FunctionsHttpError).context.json()) as { error: string };
    expect(body.error).toBe('subject is required');
  });

  it('refuses a 70 KB body with 413 (docs/threat-model.md #8)', async () => {
    const response = await post(
      'hotline',
      JSON.stringify({ isAnonymous: true, subject: 's', message: 'x'.repeat(70 * 1024) }),
    );
    expect(response.status).toBe(413);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${backend.url}/functions/v1/hotline`, { method: 'OPTIONS' });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('hotline rate limit (docs/threat-model.md #8)', () => {
  it('refuses reports past the hourly limit from one client until the hour has passed', async () => {
    let now = Date.parse('2026-11-23T09:00:00Z');
    const limited = await startTestBackend({
      rateLimits: { hotline: { limit: 2, windowMs: 60 * 60_000 } },
      clock: () => now,
    });
    try {
      const send = () =>
        fetch(`${limited.url}/functions/v1/hotline`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey: limited.anonKey },
          body: JSON.stringify({ isAnonymous: true, subject: 's', message: 'm' }),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBe(3600);
      now += 59 * 60_000;
      expect((await send()).status).toBe(429);
      now += 60_000;
      expect((await send()).status).toBe(200);
      const { rows } = await limited.db.query<{ n: string }>(
        'select count(*)::text as n from public.hotline_reports',
      );
      expect(rows[0]?.n).toBe('3');
    } finally {
      await limited.close();
    }
  });

  it('uses the default of 10 an hour', () => {
    expect(DEFAULT_RATE_LIMITS.hotline).toEqual({ limit: 10, windowMs: 60 * 60_000 });
  });
});

describe('only JSON bodies (no cross-site form posts)', () => {
  it.each([
    ['text/plain', 'isAnonymous=true'],
    ['application/x-www-form-urlencoded', 'isAnonymous=true&subject=s&message=m'],
    ['multipart/form-data; boundary=x', '--x--'],
    [null, '{"isAnonymous":true,"subject":"s","message":"m"}'],
  ])('answers 415 for %s and stores nothing', async (type, body) => {
    const before = await backend.db.query<{ n: string }>(
      'select count(*)::text as n from public.hotline_reports',
    );
    for (const path of ['/functions/v1/hotline', '/functions/v1/contact']) {
      const headers = new Headers({ apikey: backend.anonKey });
      if (type) headers.set('Content-Type', type);
      const response = await fetch(`${backend.url}${path}`, {
        method: 'POST',
        headers,
        body: type === null ? new Blob([body]) : body,
      });
      expect(response.status).toBe(415);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    const after = await backend.db.query<{ n: string }>(
      'select count(*)::text as n from public.hotline_reports',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe('contact', () => {
  it('stores the message and forwards it to the team inbox', async () => {
    const { data, error } = await backend.client().functions.invoke('contact', {
      body: { name: 'Sam', email: 'sam@example.com', subject: 'Pricing', message: 'Discounts?' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });
    const { rows } = await backend.db.query(
      `select name, email from public.contact_messages where subject = 'Pricing'`,
    );
    expect(rows).toEqual([{ name: 'Sam', email: 'sam@example.com' }]);
    const [mail] = await backend.mailbox.list(CONTACT_RECIPIENT);
    expect(mail?.text).toContain('Discounts?');
  });

  it('requires every field', async () => {
    const complete = { name: 'n', email: 'n@example.com', subject: 's', message: 'm' };
    for (const field of Object.keys(complete)) {
      const body = Object.fromEntries(Object.entries(complete).filter(([key]) => key !== field));
      const response = await post('contact', JSON.stringify(body));
      expect(response.status, field).toBe(400);
    }
  });

  it('answers an unknown function with 404 and CORS headers', async () => {
    const response = await post('nope', '{}');
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the JWT check in front of verify_jwt functions, as hosted (docs/supabase-protocol.md#functions)', () => {
  it('refuses a missing, forged or expired token before the function runs; others pass', async () => {
    const user = await createUser(backend);
    const expired = await userToken(backend, user.id, user.email, -60);
    const forged = `${backend.anonKey.slice(0, -4)}AAAA`;
    const refusals: [Record<string, string>, string][] = [
      [{ Authorization: '' }, 'Missing authorization header'],
      [{ Authorization: `Bearer ${forged}` }, 'Invalid JWT'],
      [{ Authorization: `Bearer ${expired}` }, 'Invalid JWT'],
      [{ Authorization: 'Basic x' }, 'Invalid JWT'],
    ];
    for (const [headers, message] of refusals) {
      // `support` would answer 400 for this body if it ran.
      const response = await post('support', '{}', headers);
      expect(response.status, message).toBe(401);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({ code: 401, message });
    }
    // A valid token (the anon key too) reaches the function, which checks the caller itself.
    const valid = await userToken(backend, user.id, user.email);
    const reached = await post('support', '{}', { Authorization: `Bearer ${valid}` });
    expect(reached.status).toBe(400);
    expect((await post('support', '{}')).status).not.toBe(401);
    // verify_jwt = false: no token needed.
    const contact = { name: 'n', email: 'n@example.com', subject: 's', message: 'm' };
    expect((await post('contact', JSON.stringify(contact), { Authorization: '' })).status).toBe(
      200,
    );
  });
});

describe('the hosted counter of the form limits (docs/threat-model.md #8)', () => {
  it('allows the limit per client key in the window, for the service role only', async () => {
    const service = backend.client(backend.serviceRoleKey);
    const consume = (clientKey: string) =>
      service.rpc('consume_submission_allowance', {
        kind: 'hotline',
        client_key: clientKey,
        max_hits: SUBMISSION_LIMITS.hotline.limit,
        window_seconds: SUBMISSION_LIMITS.hotline.windowMs / 1000,
      });
    for (let i = 0; i < SUBMISSION_LIMITS.hotline.limit; i++) {
      expect((await consume('client-a')).data).toBe(true);
    }
    expect((await consume('client-a')).data).toBe(false);
    expect((await consume('client-b')).data).toBe(true);
    // An hour later (the database's clock moved by backdating the recorded hits).
    await backend.db.query(
      `update private.rate_limit_hits set hit_at = hit_at - interval '61 minutes'
        where bucket = 'submission_hotline' and key = 'client-a'`,
    );
    expect((await consume('client-a')).data).toBe(true);

    const anon = await backend.client().rpc('consume_submission_allowance', {
      kind: 'hotline',
      client_key: 'x',
      max_hits: 1,
      window_seconds: 1,
    });
    expect(anon.status).toBe(401);
  });
});

describe('the hosted salt of client networks (docs/threat-model.md #35)', () => {
  it('is a secret of its own: without RATE_LIMIT_SALT no function starts', () => {
    for (const missing of [undefined, '', ' '.repeat(40), 'too-short']) {
      expect(() => rateLimitSalt(missing)).toThrow('Set the RATE_LIMIT_SALT secret');
    }
    const salt = 'f'.repeat(64);
    expect(rateLimitSalt(salt)).toBe(salt);
  });
});
