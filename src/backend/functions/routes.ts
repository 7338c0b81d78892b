import { Hono, type Context } from 'hono';
import { createContactHandler } from '../../../supabase/functions/_shared/contact.ts';
import { createHotlineHandler } from '../../../supabase/functions/_shared/hotline.ts';
import {
  corsHeaders,
  jsonResponse,
  withSubmissionLimit,
} from '../../../supabase/functions/_shared/http.ts';
import type { SubmissionKind } from '../../../supabase/functions/_shared/limits.ts';
import { clientKeyOf, overLimit, type BackendContext } from '../context';
import { renderEmail } from '../mail/templates';

/** Where the local mailbox delivers submission notices. */
export const HOTLINE_RECIPIENT = 'hotline@complyready.local';
export const CONTACT_RECIPIENT = 'hello@complyready.local';

/**
 * The embedded stand-ins for /functions/v1/<name>: the same web-standard handlers as the hosted
 * Edge Functions, wired to the local database and mailbox, behind per-client rate limits.
 */
export function createFunctionRoutes(ctx: BackendContext): Hono {
  const hotline = createHotlineHandler({
    async storeReport(report) {
      await ctx.db.query(
        `insert into public.hotline_reports (is_anonymous, name, email, subject, message)
         values ($1, $2, $3, $4, $5)`,
        [report.isAnonymous, report.name, report.email, report.subject, report.message],
      );
    },
    notifyRecipients: () =>
      ctx.mail.send(
        renderEmail({
          to: HOTLINE_RECIPIENT,
          subject: 'New confidential hotline report',
          intro: [
            'A new report was submitted to the confidential hotline.',
            'Sign in to ComplyReady as a superadmin to read it. This email does not contain the report.',
          ],
          action: { label: 'Sign in to ComplyReady', url: `${ctx.apiUrl}/signin` },
        }),
      ),
  });

  const contact = createContactHandler({
    async storeMessage(message) {
      await ctx.db.query(
        `insert into public.contact_messages (name, email, subject, message)
         values ($1, $2, $3, $4)`,
        [message.name, message.email, message.subject, message.message],
      );
    },
    notifyTeam: (message) =>
      ctx.mail.send(
        renderEmail({
          to: CONTACT_RECIPIENT,
          subject: `Contact form: ${message.subject}`,
          intro: [`From: ${message.name} <${message.email}>`, message.message],
        }),
      ),
    logError: (error) => ctx.log(`contact function failed: ${(error as Error).message}`),
  });

  // The embedded counter: in memory, per client network (the hosted one is in the database).
  const limited =
    (name: SubmissionKind, handler: (request: Request) => Promise<Response>) => (c: Context) =>
      withSubmissionLimit(handler, async () =>
        overLimit(ctx, c, name)
          ? {
              allowed: false,
              retryAfterSeconds: ctx.rateLimiter.retryAfterSeconds(name, clientKeyOf(ctx, c)),
            }
          : { allowed: true },
      )(c.req.raw);

  const app = new Hono();
  app.all('/hotline', limited('hotline', hotline));
  app.all('/contact', limited('contact', contact));
  app.all('*', () => jsonResponse({ error: 'Function not found' }, 404));
  app.onError(
    () =>
      new Response(JSON.stringify({ error: 'Internal error' }), {
        status: 500,
        headers: corsHeaders,
      }),
  );
  return app;
}
