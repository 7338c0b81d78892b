// The support function (docs/decisions.md SU1): a signed-in person asks for help, or an
// Enterprise team for a custom policy. The database records the request as the caller
// (`submit_support_request`: their team, its plan now, a reference) and refuses what the plan
// does not include; the function then mails the support address with the team, plan and page,
// the Enterprise team's success manager, and the person a copy with the reference.
import { BadRequest, jsonResponse, readJsonObject, requiredText, signedInHandler } from './http.ts';
import type { EmailContent } from './email.ts';
import { CallerRefused } from './policy-reminders.ts';
import { supportPromise } from '../../../src/content/plans/support.ts';

export type SupportKind = 'help' | 'custom_policy';

export interface SupportRequest {
  kind: SupportKind;
  subject: string;
  message: string;
  /** The page the person was on, as a path. */
  page: string;
  /** A custom policy's "needed by" day (YYYY-MM-DD). */
  neededBy: string | null;
}

/** What the database answers for a recorded request. */
export interface SupportReceipt {
  reference: string;
  created_at: string;
  team_name: string;
  plan_id: string;
  plan_name: string;
  requester_email: string;
  requester_name: string | null;
  success_manager_email: string | null;
}

export interface SupportDependencies {
  /** Records the request as the caller (their `Authorization` header). */
  submit(authorization: string, request: SupportRequest): Promise<SupportReceipt>;
  send(email: EmailContent): Promise<void>;
  /** SUPPORT_EMAIL: where requests go; without it the function refuses before recording. */
  supportEmail: string | undefined;
  logError?(error: unknown): void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseSupportRequest(body: Record<string, unknown>): SupportRequest {
  const kind = body['kind'] ?? 'help';
  if (kind !== 'help' && kind !== 'custom_policy') {
    throw new BadRequest('kind must be help or custom_policy');
  }
  // One line: the subject becomes the emails' subject, where a line break would start a header.
  const subject = requiredText(body, 'subject', 200).replace(/\s+/g, ' ');
  const message = requiredText(body, 'message', 10000);
  const page = requiredText(body, 'page', 300);
  if (!page.startsWith('/') || /\s/.test(page)) throw new BadRequest('page must be a path');
  const neededBy = body['neededBy'] ?? null;
  if (kind === 'custom_policy' && (typeof neededBy !== 'string' || !DAY.test(neededBy))) {
    throw new BadRequest('neededBy must be a date (YYYY-MM-DD)');
  }
  return {
    kind,
    subject,
    message,
    page,
    neededBy: kind === 'custom_policy' ? (neededBy as string) : null,
  };
}

/** The plan's promise as the Help form words it for this team. */
const promiseOf = (receipt: SupportReceipt) =>
  supportPromise(receipt.plan_id, Boolean(receipt.success_manager_email));

const label = (kind: SupportKind) => (kind === 'custom_policy' ? 'Custom policy' : 'Help');

/** The request as support reads it: who, which team, which plan, where, and the reference. */
export function supportEmail(
  to: string,
  request: SupportRequest,
  receipt: SupportReceipt,
): EmailContent {
  const who = receipt.requester_name?.trim()
    ? `${receipt.requester_name.trim()} <${receipt.requester_email}>`
    : receipt.requester_email;
  return {
    id: `support-${receipt.reference}-${to}@complyready`,
    to,
    subject: `[${receipt.plan_name}] ${label(request.kind)} ${receipt.reference}: ${request.subject}`,
    intro: [
      `Reference: ${receipt.reference}`,
      `From: ${who}`,
      `Team: ${receipt.team_name}`,
      `Plan: ${receipt.plan_name}. ${promiseOf(receipt)}`.trim(),
      `Page: ${request.page}`,
      ...(request.neededBy ? [`Needed by: ${request.neededBy}`] : []),
      `Subject: ${request.subject}`,
      request.message,
    ],
    outro: ['Reply to the person at the address above and quote the reference.'],
  };
}

/** The person's copy, with the reference to quote. */
export function supportCopyEmail(request: SupportRequest, receipt: SupportReceipt): EmailContent {
  return {
    id: `support-${receipt.reference}-copy@complyready`,
    to: receipt.requester_email,
    subject: `We received your request ${receipt.reference}: ${request.subject}`,
    intro: [
      `Hello ${receipt.requester_name?.trim() || receipt.requester_email},`,
      `We received your ${request.kind === 'custom_policy' ? 'custom policy request' : 'support request'} for ${receipt.team_name}. Your reference is ${receipt.reference}; please quote it if you write to us about it.`,
      promiseOf(receipt),
      ...(receipt.success_manager_email
        ? [`Your success manager, ${receipt.success_manager_email}, has a copy.`]
        : []),
      `Subject: ${request.subject}`,
      request.message,
    ].filter((line) => line !== ''),
  };
}

/**
 * POST { kind?, subject, message, page, neededBy? } with the person's access token: records the
 * request and answers { reference, planId } once it is stored; the emails go out after, a failed
 * one logged (the request is kept, and support can find it by its reference). 401 without a
 * token, 403 when the database refuses the caller (no team, a custom policy outside Enterprise),
 * 503 when no support address is configured.
 */
export function createSupportHandler(deps: SupportDependencies) {
  return signedInHandler(
    'Sign in to ask for help',
    async (request, authorization) => {
      const parsed = parseSupportRequest(await readJsonObject(request));
      const to = deps.supportEmail;
      if (!to) return jsonResponse({ error: 'Support is not configured here' }, 503);
      let receipt: SupportReceipt;
      try {
        receipt = await deps.submit(authorization, parsed);
      } catch (error) {
        if (error instanceof CallerRefused) {
          return jsonResponse({ error: error.message }, error.status);
        }
        throw error;
      }
      const emails = [
        supportEmail(to, parsed, receipt),
        ...(receipt.success_manager_email
          ? [supportEmail(receipt.success_manager_email, parsed, receipt)]
          : []),
        supportCopyEmail(parsed, receipt),
      ];
      for (const email of emails) {
        await deps.send(email).catch((error: unknown) => deps.logError?.(error));
      }
      return jsonResponse({ reference: receipt.reference, planId: receipt.plan_id });
    },
    deps.logError,
  );
}
