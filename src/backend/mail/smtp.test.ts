// With SMTP_URL set, every email leaves through a real SMTP conversation (STARTTLS, login) and
// there is no local mailbox (docs/decisions.md S1). The receiving side is smtp-server, a real
// SMTP server on loopback with a throwaway certificate.
import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { startBackend, type RunningBackend } from '../server';
import { freshDatabase, nodeClientOptions, randomKeys } from '../testing';
import { trainingReminderEmail } from '../../../supabase/functions/_shared/training-reminders.ts';
import { createSmtpMailer, MailConfigError, parseSmtpUrl } from './smtp';
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpPort = 0;
let certificate = '';
const received: Received[] = [];
const logins: string[] = [];

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  certificate = pems.cert;
  smtp = new SMTPServer({
    key: pems.private,
    cert: pems.cert,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      if (auth.username === 'mailer' && auth.password === 'p@ss word') {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function backendWithSmtp(url: string): Promise<RunningBackend & { stop(): Promise<void> }> {
  const db = await freshDatabase();
  const backend = await startBackend({
    db,
    keys: await randomKeys(),
    port: 0,
    log: () => undefined,
    mail: createSmtpMailer({ url, from: 'ComplyReady <no-reply@example.com>', ca: certificate }),
  });
  return {
    ...backend,
    stop: async () => {
      await backend.close();
      await db.close();
    },
  };
}

describe('SMTP_URL', () => {
  it('accepts smtp:// and smtps:// with credentials only', () => {
    expect(parseSmtpUrl('smtps://u:p@mail.example.com').protocol).toBe('smtps:');
    for (const bad of ['http://u:p@x', 'smtp://mail.example.com', 'smtp://user@x', 'not a url']) {
      expect(() => parseSmtpUrl(bad)).toThrow(MailConfigError);
    }
  });
});

describe('sending through SMTP', () => {
  let backend: Awaited<ReturnType<typeof backendWithSmtp>>;
  let refused: Awaited<ReturnType<typeof backendWithSmtp>>;
  beforeAll(async () => {
    backend = await backendWithSmtp(`smtp://mailer:p%40ss%20word@127.0.0.1:${smtpPort}`);
    refused = await backendWithSmtp(`smtp://mailer:wrong@127.0.0.1:${smtpPort}`);
  });
  afterAll(async () => {
    await backend?.stop();
    await refused?.stop();
  });

  it('sends the confirmation link over STARTTLS after logging in, and has no /_mail', async () => {
    expect(backend.mailbox).toBeUndefined();
    const email = `smtp-${Date.now()}@example.com`;
    const client = createClient(backend.url, backend.context.keys.anonKey, nodeClientOptions);
    const { error } = await client.auth.signUp({ email, password: 'smtp-password-1' });
    expect(error).toBeNull();
    const mail = received.find((message) => message.to.includes(email));
    expect(mail?.from).toBe('no-reply@example.com');
    expect(mail?.raw).toMatch(/Subject: Confirm your ComplyReady account/);
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
    const link = /(http:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+)/.exec(
      mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect((await fetch(link!.replaceAll('&amp;', '&'), { redirect: 'manual' })).status).toBe(303);
    expect(logins).toContain('mailer');

    for (const path of ['/_mail', '/_mail/api']) {
      expect((await fetch(`${backend.url}${path}`)).status).toBe(404);
    }
  });

  it('fails the request, and sends nothing, when the SMTP server refuses the login', async () => {
    const before = received.length;
    const response = await fetch(`${refused.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: refused.context.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `refused-${Date.now()}@example.com`, password: 'pw-123456' }),
    });
    expect(response.status).toBe(500);
    expect(received.length).toBe(before);
  });
});

describe('a reminder sent again (docs/decisions.md TP1)', () => {
  it('carries the same Message-ID each time, so mail systems can tell it is one message', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://mailer:p%40ss%20word@127.0.0.1:${smtpPort}`,
      from: 'ComplyReady <no-reply@example.com>',
      ca: certificate,
    });
    const email = renderEmail(
      trainingReminderEmail(
        {
          id: '6f1c1d2e-0000-4000-8000-000000000001',
          kind: 'overdue',
          email: `again-${Date.now()}@example.com`,
          full_name: 'Riley Reminder',
          team_name: 'Acme Inc',
          course_id: 'spotting-phishing-emails',
          course_title: 'Spotting Phishing Emails',
          due_on: '2027-01-15',
          unsubscribe_token: 'a'.repeat(43),
          overdue: null,
        },
        'https://comply.example.com',
      ),
    );
    await mailer.send(email);
    await mailer.send(email);
    await mailer.close?.();
    const copies = received.filter((message) => message.to.includes(email.to));
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy.raw).toMatch(
        /Message-ID:\s+<training-reminder-6f1c1d2e-0000-4000-8000-000000000001@complyready>/,
      );
    }
  });
});
