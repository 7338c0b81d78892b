import { Hono } from 'hono';
import { html } from 'hono/html';
import { clientAddressOf, isLoopbackAddress } from '../client-address';
import type { Mailbox } from './mailbox';

/** The mailbox page is ours alone: no script, no frames, styles from nowhere. */
const MAILBOX_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * The local mailbox for people and tests: /_mail lists messages with clickable links,
 * /_mail/api returns them as JSON (`?to=` filters by recipient, `?before=` pages back). Mail
 * holds sign-in links, so both answer only requests that arrive on a loopback address: anyone
 * else who can reach the port gets a 404, as if there were no mailbox.
 */
export function createMailRoutes(mailbox: Mailbox): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (!isLoopbackAddress(clientAddressOf(c))) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-store');
    await next();
  });

  const pageOf = (query: (name: string) => string | undefined) => {
    const to = query('to');
    const before = query('before');
    return mailbox.page({ ...(to ? { to } : {}), ...(before ? { before } : {}) });
  };

  app.get('/api', async (c) => {
    const page = await pageOf((name) => c.req.query(name));
    if (page.nextBefore) {
      const next = new URL(c.req.url);
      next.searchParams.set('before', page.nextBefore);
      c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
    }
    return c.json(page.messages);
  });

  app.get('/', async (c) => {
    const to = c.req.query('to');
    const { messages, nextBefore } = await pageOf((name) => c.req.query(name));
    const older = nextBefore
      ? `?${new URLSearchParams({ ...(to ? { to } : {}), before: nextBefore }).toString()}`
      : undefined;
    c.header('Content-Security-Policy', MAILBOX_CSP);
    // hono/html escapes every interpolated value.
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Local mailbox · ComplyReady</title>
          </head>
          <body>
            <h1>Local mailbox</h1>
            <p>
              Mail is kept here instead of being sent. Newest first${to ? html`, to ${to}` : ''}.
            </p>
            ${messages.length === 0 ? html`<p>No messages.</p>` : ''}
            ${messages.map(
              (mail) =>
                html`<article>
                  <h2>${mail.subject}</h2>
                  <p>To ${mail.to} · ${mail.sentAt}</p>
                  <pre>${mail.text}</pre>
                  <ul>
                    ${(mail.links ?? []).map((link) => html`<li><a href="${link}">${link}</a></li>`)}
                  </ul>
                </article>`,
            )}
            ${older ? html`<p><a href="${older}">Older messages</a></p>` : ''}
          </body>
        </html>`,
    );
  });

  return app;
}
