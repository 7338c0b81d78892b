import { buffer } from 'node:stream/consumers';
import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { createContactHandler } from '../../../supabase/functions/_shared/contact.ts';
import { createHotlineHandler } from '../../../supabase/functions/_shared/hotline.ts';
import {
  corsHeaders,
  jsonResponse,
  scheduledJobHandler,
  withSubmissionLimit,
} from '../../../supabase/functions/_shared/http.ts';
import {
  createEvidenceHandler,
  type EvidenceLink,
} from '../../../supabase/functions/_shared/evidence.ts';
import type { SubmissionKind } from '../../../supabase/functions/_shared/limits.ts';
import {
  HotlineRefusal,
  createTeamHotlineHandler,
  hotlineRefusalStatus,
  type HotlineChannel,
  type ReporterCase,
  type TeamHotlineDependencies,
} from '../../../supabase/functions/_shared/team-hotline.ts';
import { policyTexts } from '../../content/policies/all-texts';
import {
  approvalRequestEmail,
  CallerRefused,
  createPolicyReminderHandler,
  refusalStatus,
  reminderEmail,
  type PolicyApprovalNotice,
  type PolicyReminderRecipient,
} from '../../../supabase/functions/_shared/policy-reminders.ts';
import {
  createBillingHandler,
  createBillingOffHandler,
  createStripeWebhookHandler,
  type BillingStore,
  type TeamBilling,
} from '../../../supabase/functions/_shared/billing.ts';
import { createScimHandler } from '../../../supabase/functions/_shared/scim.ts';
import {
  createInvitationHandler,
  type IssuedInvitation,
} from '../../../supabase/functions/_shared/invitations.ts';
import { clientKeyOf, overLimit, type BackendContext } from '../context';
import { scimStore } from './scim-store';
import { jwtGateway, VERIFY_JWT } from './gateway';
import { sendTrainingReminders } from '../jobs/training-reminders';
import { integrationRunnerDeps } from '../jobs/integrations';
import { createIntegrationHandler } from '../../../supabase/functions/_shared/integrations.ts';
import { billingNoticeDeps } from '../jobs/billing-notices';
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';
import { createSsoHandler } from '../../../supabase/functions/_shared/sso.ts';
import { createWebhookAdminHandler } from '../../../supabase/functions/_shared/webhooks.ts';
import {
  createSupportHandler,
  type SupportReceipt,
} from '../../../supabase/functions/_shared/support.ts';
import {
  createTrustHandler,
  TrustRefusal,
  type TrustDocumentContent,
  type TrustPageView,
  type TrustConfirmation,
  type TrustRelease,
} from '../../../supabase/functions/_shared/trust.ts';
import { createAdminSsoRoutes } from '../auth/admin-sso';
import { RestError } from '../rest/errors';
import { executeStatement } from '../rest/execute';
import { authenticate, VerifiedTokens } from '../rest/request-auth';

/** Where the local mailbox delivers submission notices. */
export const HOTLINE_RECIPIENT = 'hotline@complyready.local';
export const CONTACT_RECIPIENT = 'hello@complyready.local';
/** Where Help's requests go when SUPPORT_EMAIL is not set (docs/decisions.md SU1). */
export const SUPPORT_RECIPIENT = 'support@complyready.local';

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

  // The function's callers are verified like the REST API's, each token once until it expires.
  const tokens = new VerifiedTokens(ctx.keys.jwtSecret);
  const caller = callerStatements(ctx, tokens);
  const sso = embeddedSsoHandler(ctx, caller);
  const policyReminders = createPolicyReminderHandler({
    recipients: async (authorization, policyId, memberIds) =>
      (await caller.rows(
        authorization,
        `public.policy_reminder_recipients(
           $1::uuid,
           case when $2::jsonb is null then null
                else array(select jsonb_array_elements_text($2::jsonb))::uuid[] end)`,
        [policyId, memberIds ? JSON.stringify(memberIds) : null],
      )) as PolicyReminderRecipient[],
    record: async (authorization, policyId, memberIds) =>
      Number(
        await caller.value(
          authorization,
          `public.record_policy_reminders(
             $1::uuid, array(select jsonb_array_elements_text($2::jsonb))::uuid[])`,
          [policyId, JSON.stringify(memberIds)],
        ),
      ),
    sendReminder: (recipient, policyUrl) =>
      ctx.mail.send(renderEmail(reminderEmail(recipient, policyUrl))),
    approvalNotice: async (authorization, approvalId) =>
      (
        (await caller.rows(authorization, 'public.policy_approval_notice($1::uuid)', [
          approvalId,
        ])) as PolicyApprovalNotice[]
      )[0] ?? null,
    async recordApprovalNotice(authorization, approvalId) {
      await caller.value(authorization, 'public.record_policy_approval_notice($1::uuid)', [
        approvalId,
      ]);
    },
    sendApprovalRequest: (notice, approvalUrl) =>
      ctx.mail.send(renderEmail(approvalRequestEmail(notice, approvalUrl))),
    siteUrl: ctx.siteUrl,
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

  // Evidence links (docs/decisions.md EV1): the database checks the token and logs each use.
  const evidence = createEvidenceHandler({
    async openLink(token, what) {
      const { rows } = await ctx.db.query<EvidenceLink>(
        `select team_id, team_name, kind, from_date::text, to_date::text
           from public.open_evidence_link($1, $2)`,
        [token, what],
      );
      return rows[0] ?? null;
    },
    async section(link, section) {
      const { rows } = await ctx.db.query<{ body: unknown[] }>(
        'select public.evidence_section($1, $2, $3, $4) as body',
        [link.team_id, section, link.from_date, link.to_date],
      );
      return rows[0]?.body ?? [];
    },
    policyControls: (templateId) => policyTexts.find((text) => text.id === templateId)?.controls,
    evidenceFile: (objectPath) => evidenceFile(ctx, objectPath, 'an attached'),
  });

  // docs/decisions.md TP1: the scheduler runs this in process; the route lets an operator (or a
  // test) start a run with the service-role key, as pg_cron does hosted.
  const trainingReminders = scheduledJobHandler('training reminders', {
    isServiceRole: (authorization) => isServiceRole(authorization, tokens),
    run: () => sendTrainingReminders(ctx),
  });

  // The team hotline (docs/decisions.md H1): straight to the database's functions, as the owner.
  // Its counts go by the backend's clock, which tests move.
  const at = () => new Date(ctx.clock()).toISOString();
  const teamHotline: Omit<TeamHotlineDependencies, 'clientKey'> = {
    channel: async (slug) =>
      (
        await hotlineQuery<HotlineChannel>(
          ctx,
          'select team_name, public_key, open from public.hotline_channel($1)',
          [slug],
        )
      )[0] ?? null,
    async submit(report) {
      await hotlineQuery(ctx, 'select public.submit_hotline_case($1, $2, $3, $4, $5, $6)', [
        report.slug,
        report.isAnonymous,
        report.sealedKey,
        report.reporterKey,
        report.access,
        report.ciphertext,
      ]);
    },
    reporterCase: async (access, clientKey) =>
      (
        await hotlineQuery<{ body: ReporterCase | null }>(
          ctx,
          'select public.reporter_hotline_case($1, $2, $3) as body',
          [access, clientKey, at()],
        )
      )[0]?.body ?? null,
    reply: async (access, clientKey, ciphertext) =>
      (
        await hotlineQuery<{ stored: boolean }>(
          ctx,
          'select public.reporter_hotline_reply($1, $2, $3, $4) as stored',
          [access, clientKey, ciphertext, at()],
        )
      )[0]?.stored === true,
    attach: async (access, clientKey, files) =>
      (
        await hotlineQuery<{ keys: string[] | null }>(
          ctx,
          'select public.begin_hotline_attachments($1, $2, $3, $4) as keys',
          [access, clientKey, files, at()],
        )
      )[0]?.keys ?? null,
    allowance: async (action, clientKey, slug) =>
      (
        await hotlineQuery<{ wait: number }>(
          ctx,
          'select public.consume_hotline_allowance($1, $2, $3, $4) as wait',
          [action, clientKey, slug ?? null, at()],
        )
      )[0]?.wait ?? 0,
  };

  const app = new Hono();
  const gateway = jwtGateway(tokens);
  for (const [name, verifiesJwt] of Object.entries(VERIFY_JWT)) {
    if (verifiesJwt) app.use(`/${name}`, gateway).use(`/${name}/*`, gateway);
  }
  app.get('/evidence/*', (c) => evidence(c.req.raw));
  // The trust page (docs/decisions.md TR1); the server serves it at /trust/<slug> too.
  const trust = trustHandler(ctx, caller);
  const trustRoute = (c: Context) =>
    trust(c.req.raw, async () =>
      overLimit(ctx, c, 'trust')
        ? {
            allowed: false,
            retryAfterSeconds: ctx.rateLimiter.retryAfterSeconds('trust', clientKeyOf(ctx, c)),
          }
        : { allowed: true },
    );
  app.all('/trust', trustRoute);
  app.all('/trust/*', trustRoute);
  app.all('/training-reminders', (c) => trainingReminders(c.req.raw));
  // Each client is counted under the rate limiter's salted key of its network, in the database.
  app.all('/team-hotline', (c) =>
    createTeamHotlineHandler({ ...teamHotline, clientKey: async () => clientKeyOf(ctx, c) })(
      c.req.raw,
    ),
  );
  app.all('/hotline', limited('hotline', hotline));
  app.all('/contact', limited('contact', contact));
  app.all('/policy-reminders', (c) => policyReminders(c.req.raw));
  // Help (docs/decisions.md SU1): recorded as the caller, counted like the contact form.
  const support = createSupportHandler({
    submit: async (authorization, request) => {
      const rows = (await caller.rows(
        authorization,
        'public.submit_support_request($1, $2, $3, $4, $5::date)',
        [request.kind, request.subject, request.message, request.page, request.neededBy],
      )) as SupportReceipt[];
      const receipt = rows[0];
      if (!receipt) throw new Error('submit_support_request answered no row');
      return receipt;
    },
    send: (email) => ctx.mail.send(renderEmail(email)),
    supportEmail: ctx.supportEmail,
    logError: (error) => ctx.log(`support function failed: ${(error as Error).message}`),
  });
  app.all('/support', limited('support', support));
  const integrations = embeddedIntegrationHandler(ctx, caller, tokens);
  app.all('/integrations', async (c) => (await integrations)(c.req.raw));
  // SCIM for the team's identity provider (docs/decisions.md SC1): its bearer token is the key.
  const scim = createScimHandler({
    store: scimStore(ctx.db),
    logError: (error) => ctx.log(`scim function failed: ${(error as Error).message}`),
  });
  app.all('/scim/*', (c) => scim(c.req.raw));
  const issued = async (authorization: string, sql: string, param: string) =>
    (await caller.rows(authorization, sql, [param])) as IssuedInvitation[];
  const invitations = createInvitationHandler({
    invite: (authorization, invitees) =>
      issued(authorization, 'public.invite_members($1::jsonb)', JSON.stringify(invitees)),
    resend: (authorization, invitation) =>
      issued(authorization, 'public.resend_invitation($1::uuid)', invitation),
    send: (email) => ctx.mail.send(renderEmail(email)),
    siteUrl: ctx.siteUrl,
  });
  app.all('/invitations', (c) => invitations(c.req.raw));
  app.all('/sso', (c) => sso(c.req.raw));
  // Settings → Webhooks (docs/decisions.md WH1): secrets under the data folder's key; receivers
  // on this computer may take plain http.
  const webhooks = createWebhookAdminHandler({
    asCaller: (authorization, fn, args) => {
      const { list, values } = namedArguments(args);
      return caller.value(authorization, `to_json(public.${fn}(${list}))`, values);
    },
    secretKey: ctx.keys.factorKey,
    allowLoopbackHttp: true,
    logError: (error) => ctx.log(`webhooks function failed: ${(error as Error).message}`),
  });
  app.all('/webhooks', (c) => webhooks(c.req.raw));
  if (ctx.billing) mountBilling(app, ctx, caller);
  // Without Stripe nothing is for sale online and billing says it is not set up: Pricing and
  // Settings ask, and must not meet an error.
  else {
    const off = createBillingOffHandler();
    app.all('/billing', (c) => off(c.req.raw));
  }
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

/**
 * Stripe billing (docs/decisions.md P1): mounted only when its environment variables are set.
 * The webhook's writes go straight to the database's service-role functions; the admins' actions
 * read the caller's team as the caller (public.team_billing holds the admin and two-factor rules).
 */
function mountBilling(app: Hono, ctx: BackendContext, caller: CallerStatements) {
  const billing = ctx.billing;
  if (!billing) return;
  const value = async <T>(sql: string, params: unknown[]) =>
    (await ctx.db.query<{ value: T }>(sql, params)).rows[0]?.value;
  const store: BillingStore = {
    eventSeen: async (eventId) =>
      (await value<boolean>('select public.stripe_event_seen($1) as value', [eventId])) === true,
    async recordEvent(eventId, type) {
      await ctx.db.query('select public.record_stripe_event($1, $2)', [eventId, type]);
    },
    teamOfCustomer: async (customer, subscription) =>
      (await value<string | null>('select public.team_of_stripe_customer($1, $2) as value', [
        customer,
        subscription,
      ])) ?? null,
    async setCustomer(team, customer) {
      await ctx.db.query('select public.set_team_stripe_customer($1, $2)', [team, customer]);
    },
    apply: async (state) =>
      (await value<string>(
        'select public.apply_stripe_subscription($1, $2, $3, $4, $5, $6, $7, $8) as value',
        [
          state.team,
          state.customer,
          state.subscription,
          state.status,
          state.price,
          state.plan,
          state.periodEnd,
          state.cancelAtPeriodEnd,
        ],
      )) ?? '',
    async recordRefund(refund) {
      await ctx.db.query('select public.record_billing_refund($1, $2, $3, $4, $5, $6)', [
        refund.team,
        refund.admin,
        refund.subscription,
        refund.amount,
        refund.currency,
        refund.refunds,
      ]);
    },
  };
  const logError = (error: unknown) => ctx.log(`billing failed: ${(error as Error).message}`);
  const webhook = createStripeWebhookHandler({
    ...billing,
    store,
    notices: billingNoticeDeps({ db: ctx.db, mail: ctx.mail, siteUrl: ctx.siteUrl }),
    logError,
  });
  const actions = createBillingHandler({
    ...billing,
    store,
    teamBilling: async (authorization) => {
      const rows = (await caller.rows(authorization, 'public.team_billing()', [])) as TeamBilling[];
      const team = rows[0];
      if (!team) throw new CallerRefused('Only a team admin can manage billing', 403);
      return team;
    },
    settingsUrl: `${ctx.siteUrl}/dashboard/settings`,
    clock: ctx.clock,
    logError,
  });
  app.all('/stripe-webhook', (c) => webhook(c.req.raw));
  app.all('/billing', (c) => actions(c.req.raw));
}

/**
 * Runs one statement as the database's owner; an error that `refusal` turns into a refusal (from
 * its SQLSTATE and message) is thrown as that, any other as it came.
 */
async function ownerQuery<Row>(
  ctx: BackendContext,
  sql: string,
  params: unknown[],
  refusal: (code: string | undefined, message: string | undefined) => Error | undefined,
): Promise<Row[]> {
  try {
    return (await ctx.db.query<Row>(sql, params)).rows;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    throw refusal(code, message) ?? error;
  }
}

/** The database's PT4xx refusals as the trust handler's, with their message. */
const trustQuery = <Row>(ctx: BackendContext, sql: string, params: unknown[]) =>
  ownerQuery<Row>(ctx, sql, params, (code, message) =>
    code && /^PT4\d\d$/.test(code) && message
      ? new TrustRefusal(Number(code.slice(2)), message)
      : undefined,
  );

/** An evidence file's bytes by its object path; `which` names it in the error when it is gone. */
async function evidenceFile(ctx: BackendContext, objectPath: string, which: string) {
  const { rows } = await ctx.db.query<{ version: string | null }>(
    `select version from storage.objects where bucket_id = 'evidence' and name = $1`,
    [objectPath],
  );
  const version = rows[0]?.version;
  if (!version) throw new Error(`${which} evidence file is missing from storage`);
  return new Uint8Array(await buffer(ctx.files.read(version)));
}

/**
 * The trust function on the embedded backend: the visitor's steps as the database's owner (the
 * service role's functions), the admin's decision as the signed-in caller.
 */
function trustHandler(ctx: BackendContext, caller: CallerStatements) {
  const one = async <Row>(sql: string, params: unknown[]) =>
    (await trustQuery<{ body: Row | null }>(ctx, sql, params))[0]?.body ?? null;
  const handler = createTrustHandler({
    pageView: (slug) =>
      one<TrustPageView>('select public.trust_page_view($1, $2) as body', [
        slug,
        new Date(ctx.clock()).toISOString(),
      ]),
    publicDocument: (slug, document) =>
      /^[0-9a-f-]{36}$/.test(document)
        ? one<TrustDocumentContent>('select public.trust_public_document($1, $2::uuid) as body', [
            slug,
            document,
          ])
        : Promise.resolve(null),
    async requestAccess(request) {
      if (!/^[0-9a-f-]{36}$/.test(request.document))
        throw new TrustRefusal(404, 'No such document');
      const rows = await trustQuery<{ token: string; document_title: string }>(
        ctx,
        `select token, document_title
           from public.request_trust_access($1, $2::uuid, $3, $4, $5, $6, $7)`,
        [
          request.slug,
          request.document,
          request.name,
          request.email,
          request.company,
          request.ndaHash,
          new Date(ctx.clock()).toISOString(),
        ],
      );
      if (!rows[0]) throw new Error('request_trust_access answered no row');
      return rows[0];
    },
    confirm: async (token) =>
      (
        await trustQuery<TrustConfirmation>(
          ctx,
          `select status, link_token as token, link_kind, expires_at::text, email, name,
                  document_title, team_name, slug, company, admin_emails
             from public.confirm_trust_request($1)`,
          [token],
        )
      )[0] ?? null,
    openLink: (slug, token, what) =>
      one<TrustDocumentContent>('select public.open_trust_link($1, $2, $3) as body', [
        slug,
        token,
        what,
      ]),
    async decide(authorization, request, approve) {
      try {
        const rows = (await caller.rows(
          authorization,
          'public.decide_trust_request($1::uuid, $2::boolean)',
          [request, String(approve)],
        )) as TrustRelease[];
        return rows[0] ?? null;
      } catch (error) {
        if (error instanceof CallerRefused) throw new TrustRefusal(error.status, error.message);
        throw error;
      }
    },
    policyControls: (templateId) => policyTexts.find((text) => text.id === templateId)?.controls,
    evidenceFile: (objectPath) => evidenceFile(ctx, objectPath, 'an offered'),
    send: (mail) => ctx.mail.send(renderEmail(mail)),
    adminUrl: `${ctx.siteUrl}/dashboard/settings/trust`,
    trustUrl: `${ctx.apiUrl}/trust`,
    evidenceUrl: `${ctx.apiUrl}/functions/v1/evidence`,
    logError: (error) => ctx.log(`trust function failed: ${(error as Error).message}`),
  });
  return handler;
}

/** Runs one of the hotline's functions; the database's refusals become HotlineRefusal. */
const hotlineQuery = <Row>(ctx: BackendContext, sql: string, params: unknown[]) =>
  ownerQuery<Row>(ctx, sql, params, (code, message) => {
    const status = hotlineRefusalStatus(code);
    return status && message ? new HotlineRefusal(message, status) : undefined;
  });

/** Whether `authorization` carries the service role's key (a scheduled run's caller). */
async function isServiceRole(authorization: string, tokens: VerifiedTokens) {
  try {
    return (await authenticate(authorization, undefined, tokens)).role === 'service_role';
  } catch {
    return false;
  }
}

/**
 * Runs one statement as the caller of a function, as the REST API would run it: their verified
 * token, their role, their live session, row-level security. The database's refusals come back
 * as CallerRefused with the status the function answers.
 */
async function callAsCaller(
  ctx: BackendContext,
  tokens: VerifiedTokens,
  authorization: string,
  sql: string,
  params: (string | null)[],
): Promise<unknown> {
  try {
    const auth = await authenticate(authorization, undefined, tokens);
    const result = await executeStatement(
      ctx.db,
      { auth, method: 'POST', path: '/functions/v1', headersJson: '{}', readOnly: false },
      { sql, params },
    );
    return result.body === null ? null : JSON.parse(result.body);
  } catch (error) {
    if (error instanceof RestError) {
      throw new CallerRefused(
        error.message,
        error.status === 401 ? 401 : refusalStatus(error.code),
      );
    }
    throw error;
  }
}

/** Statements run as a function's caller (see callAsCaller), answered as JSON. */
function callerStatements(ctx: BackendContext, tokens: VerifiedTokens) {
  return {
    /** The rows of `from`, a call of a set-returning function. */
    rows: (authorization: string, from: string, params: (string | null)[]) =>
      callAsCaller(
        ctx,
        tokens,
        authorization,
        `select count(*)::text as page_count, null as total,
                coalesce(json_agg(r), '[]')::text as body
           from ${from} r`,
        params,
      ),
    /** The value of `call`, a call of a function that returns one value. */
    value: (authorization: string, call: string, params: (string | null)[]) =>
      callAsCaller(
        ctx,
        tokens,
        authorization,
        `select '1' as page_count, null as total, ${call}::text as body`,
        params,
      ),
  };
}
type CallerStatements = ReturnType<typeof callerStatements>;

/** Named arguments `a => $1, b => $2` for a function whose argument names are fixed in code. */
function namedArguments(args: Record<string, unknown>) {
  const names = Object.keys(args);
  return {
    list: names.map((name, index) => `${name} => $${index + 1}`).join(', '),
    values: names.map((name) => {
      const value = args[name];
      if (Array.isArray(value))
        return `{${value.map((item) => JSON.stringify(String(item))).join(',')}}`;
      return value === null || value === undefined ? null : String(value);
    }),
  };
}

/**
 * The `sso` function (docs/decisions.md SSO1) on the embedded backend: the database as the caller
 * and as the service role, Supabase Auth's admin SSO API in process, DNS from the system resolver.
 */
function embeddedSsoHandler(ctx: BackendContext, caller: CallerStatements) {
  const adminApi = createAdminSsoRoutes(ctx);
  return createSsoHandler({
    asCaller: (authorization, fn, args) => {
      const { list, values } = namedArguments(args);
      return caller.value(authorization, `public.${fn}(${list})`, values);
    },
    async asService(fn, args) {
      const { list, values } = namedArguments(args);
      await ctx.db.query(`select public.${fn}(${list})`, values);
    },
    adminSso: async (method, path, body) =>
      adminApi.request(path || '/', {
        method,
        headers: {
          Authorization: `Bearer ${ctx.keys.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      }),
    resolveTxt: ctx.resolveTxt,
    sendMail: (content) => ctx.mail.send(renderEmail(content)),
    randomCode: () => String(randomInt(0, 100_000_000)).padStart(8, '0'),
  });
}

/**
 * The `integrations` function (docs/decisions.md IN1) on the embedded backend: the caller's rights
 * asked as the caller, the runs kept with the local database, the service role's scheduled run.
 */
async function embeddedIntegrationHandler(
  ctx: BackendContext,
  caller: CallerStatements,
  tokens: VerifiedTokens,
) {
  const runner = await integrationRunnerDeps(ctx);
  return createIntegrationHandler({
    ...runner,
    async authorise(authorization, connection) {
      await caller.value(
        authorization,
        'to_json(public.integration_connection_for_admin($1::uuid))',
        [connection],
      );
    },
    async callerTeam(authorization) {
      const team = await caller.value(
        authorization,
        'to_json((select u.team_id from public.users u where u.id = auth.uid()))',
        [],
      );
      if (typeof team !== 'string') throw new CallerRefused('Join a team first', 403);
      return team;
    },
    async connect(authorization, connection) {
      await caller.value(
        authorization,
        'to_json(public.connect_integration($1::uuid, $2::text, $3::text, $4::text))',
        [connection.id, connection.source, connection.account, connection.sealed],
      );
    },
    async recordReview(run, connection, listing, at) {
      const recorded = await ownerQuery<{ added: number }>(
        ctx,
        'select public.record_access_review_accounts($1, $2, $3::jsonb, $4::jsonb, $5) as added',
        [
          run,
          connection,
          JSON.stringify(listing.accounts),
          JSON.stringify(listing.evidence),
          at.toISOString(),
        ],
        // A closed run's review is refused (PT409) as hosted answers it (docs/threat-model.md #84).
        (code, message) =>
          code === 'PT404' || code === 'PT409'
            ? new CallerRefused(message ?? 'Refused', refusalStatus(code))
            : undefined,
      );
      return recorded[0]?.added ?? 0;
    },
    isServiceRole: (authorization) => isServiceRole(authorization, tokens),
  });
}
