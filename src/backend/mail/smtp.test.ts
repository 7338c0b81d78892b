// With SMTP_URL set, every email leaves through a real SMTP conversation (STARTTLS, login) and
// there is no local mailbox (docs/decisions.md S1). The receiving side is smtp-server, a real
// SMTP server on loopback with a throwaway certificate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { startBackend, type RunningBackend } from '../server';
import {
  freshDatabase,
  nodeClientOptions,
  randomKeys,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../testing';
import { trainingReminderEmail } from '../../../supabase/functions/_shared/training-reminders.ts';
import { createSmtpMailer, MailConfigError, parseSmtpUrl } from './smtp';
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer('p@ss word');
});
afterAll(() => smtp.close());

async function backendWithSmtp(url: string): Promise<RunningBackend & { stop(): Promise<void> }> {
  const db = await freshDatabase();
  const backend = await startBackend({
    db,
    keys: await randomKeys(),
    port: 0,
    log: () => undefined,
    mail: createSmtpMailer({
      url,
      from: 'ComplyReady <no-reply@example.com>',
      ca: smtp.certificate,
    }),
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
    backend = await backendWithSmtp(`smtp://mailer:p%40ss%20word@127.0.0.1:${smtp.port}`);
    refused = await backendWithSmtp(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`);
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
    const mail = smtp.received.find((message) => message.to.includes(email));
    expect(mail?.from).toBe('no-reply@example.com');
    expect(mail?.raw).toMatch(/Subject: Confirm your ComplyReady account/);
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
    const link = /(http:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+)/.exec(
      mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect((await fetch(link!.replaceAll('&amp;', '&'), { redirect: 'manual' })).status).toBe(303);
    expect(smtp.logins).toContain('mailer');

    for (const path of ['/_mail', '/_mail/api']) {
      expect((await fetch(`${backend.url}${path}`)).status).toBe(404);
    }
  });

  it('fails the request, and sends nothing, when the SMTP server refuses the login', async () => {
    const before = smtp.received.length;
    const response = await fetch(`${refused.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: refused.context.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `refused-${Date.now()}@example.com`, password: 'pw-123456' }),
    });
    expect(response.status).toBe(500);
    expect(smtp.received.length).toBe(before);
  });
});

describe('a reminder sent again (docs/decisions.md TP1)', () => {
  it('carries the same Message-ID each time, so mail systems can tell it is one message', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://mailer:p%40ss%20word@127.0.0.1:${smtp.port}`,
      from: 'ComplyReady <no-reply@example.com>',
      ca: smtp.certificate,
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
    const copies = smtp.received.filter((message) => message.to.includes(email.to));
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy.raw).toMatch(
        /Message-ID:\s+<training-reminder-6f1c1d2e-0000-4000-8000-000000000001@complyready>/,
      );
    }
  });
});
