import { Hono } from 'hono';
import { html } from 'hono/html';
import type { BackendContext } from '../context';

/**
 * The local mailbox for people and tests: /_mail lists messages with clickable links,
 * /_mail/api returns them as JSON (?to=address filters by recipient).
 */
export function createMailRoutes(ctx: BackendContext): Hono {
  const app = new Hono();

  app.get('/api', async (c) => c.json(await ctx.mailbox.list(c.req.query('to'))));

  app.get('/', async (c) => {
    const messages = await ctx.mailbox.list(c.req.query('to'));
    // hono/html escapes every interpolated value.
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Local mailbox · ComplyReady</title>
          </head>
          <body>
            <h1>Local mailbox</h1>
            <p>${messages.length} message(s). Mail is kept here instead of being sent.</p>
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
          </body>
        </html>`,
    );
  });

  return app;
}
