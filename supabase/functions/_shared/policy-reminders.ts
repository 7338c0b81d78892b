// The policy-reminders function (docs/decisions.md PP1): an admin asks the people who have not
// accepted a policy's current version to read and accept it. The database decides who may ask
// and whom to remind (`policy_reminder_recipients`, run with the caller's own token); the
// function mails each of them and records what was sent (`record_policy_reminders`).
// Given `approvalId` instead, it mails the approver named in an open approval request
// (docs/decisions.md PA1), found the same way (`policy_approval_notice`).
import { BadRequest, jsonResponse, readJsonObject, signedInHandler } from './http.ts';

export interface PolicyReminderRecipient {
  user_id: string;
  email: string;
  full_name: string | null;
  policy_title: string;
  version_number: number;
  team_name: string;
}

/** A refusal of the database (or of the caller's token), with the status the function answers. */
export class CallerRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The status for a database error code: not allowed, bad input, or the PTxyz status it names. */
export function refusalStatus(code: string | undefined): number {
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST303') return 403;
  if (code && /^PT4\d\d$/.test(code)) return Number(code.slice(2));
  return 400;
}

/** An open approval request, as `policy_approval_notice` gives it to the team's admins. */
export interface PolicyApprovalNotice {
  approval_id: string;
  email: string;
  full_name: string | null;
  purpose: 'publication' | 'review';
  policy_title: string;
  version_number: number;
  requested_by_name: string;
  team_name: string;
}

export interface PolicyReminderDependencies {
  /** Who may be reminded now, asked as the caller (their `Authorization` header). */
  recipients(
    authorization: string,
    policyId: string,
    memberIds: string[] | null,
  ): Promise<PolicyReminderRecipient[]>;
  /** Records the reminders that were sent, as the caller; returns how many were recorded. */
  record(authorization: string, policyId: string, memberIds: string[]): Promise<number>;
  /** Mails one reminder with a link to the policy. */
  sendReminder(recipient: PolicyReminderRecipient, policyUrl: string): Promise<void>;
  /** The open approval request `approvalId`, asked as the caller; null when there is none. */
  approvalNotice(authorization: string, approvalId: string): Promise<PolicyApprovalNotice | null>;
  /** Records, as the caller, that the approval email went out. */
  recordApprovalNotice(authorization: string, approvalId: string): Promise<void>;
  /** Mails the approver a link to the request. */
  sendApprovalRequest(notice: PolicyApprovalNotice, approvalUrl: string): Promise<void>;
  /** The site's address, where `/policies/<id>` opens the policy. */
  siteUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_REMINDED_MEMBERS = 1000;

export function parseReminderRequest(
  body: Record<string, unknown>,
): { policyId: string; memberIds: string[] | null } | { approvalId: string } {
  const approvalId = body['approvalId'];
  if (approvalId !== undefined) {
    if (typeof approvalId !== 'string' || !UUID.test(approvalId)) {
      throw new BadRequest('approvalId must be an approval request id');
    }
    return { approvalId };
  }
  const policyId = body['policyId'];
  if (typeof policyId !== 'string' || !UUID.test(policyId)) {
    throw new BadRequest('policyId must be a policy id');
  }
  const members = body['memberIds'];
  if (members === undefined || members === null) return { policyId, memberIds: null };
  if (
    !Array.isArray(members) ||
    members.length > MAX_REMINDED_MEMBERS ||
    !members.every((id): id is string => typeof id === 'string' && UUID.test(id))
  ) {
    throw new BadRequest(`memberIds must be a list of at most ${MAX_REMINDED_MEMBERS} member ids`);
  }
  return { policyId, memberIds: members };
}

/** The reminder email's words, the same wherever the function runs. */
export function reminderEmail(recipient: PolicyReminderRecipient, policyUrl: string) {
  return {
    to: recipient.email,
    subject: `Please read and accept the ${recipient.policy_title}`,
    intro: [
      `Hello ${recipient.full_name?.trim() || recipient.email},`,
      `${recipient.team_name} asks you to read and accept version ${recipient.version_number} of the ${recipient.policy_title}.`,
    ],
    action: { label: 'Read the policy', url: policyUrl },
    outro: ['Sign in to ComplyReady to read it in full and accept it.'],
  };
}

/** The approval request email's words. */
export function approvalRequestEmail(notice: PolicyApprovalNotice, approvalUrl: string) {
  const what =
    notice.purpose === 'review'
      ? `confirm, as its yearly review, that version ${notice.version_number} of the ${notice.policy_title} is still right`
      : `approve version ${notice.version_number} of the ${notice.policy_title} before it is published`;
  return {
    id: `policy-approval-${notice.approval_id}@complyready`,
    to: notice.email,
    subject: `Please approve the ${notice.policy_title}`,
    intro: [
      `Hello ${notice.full_name?.trim() || notice.email},`,
      `${notice.requested_by_name} of ${notice.team_name} named you as the approver and asks you to ${what}.`,
    ],
    action: { label: 'Review and approve', url: approvalUrl },
    outro: [
      'Sign in to ComplyReady to read the version and what changed, then approve it with the reason for the change or send it back with a comment.',
    ],
  };
}

/**
 * POST { approvalId } with the admin's access token mails the approver of that open request:
 * { sent: 1 }, 404 when the caller has no such open request, 502 when the mail failed.
 *
 * POST { policyId, memberIds? } with the admin's access token. Answers { sent } once the
 * reminders that went out are recorded; 401 without a token, 403 when the database refuses the
 * caller, 502 when no email could be sent.
 */
export function createPolicyReminderHandler(deps: PolicyReminderDependencies) {
  return signedInHandler('Sign in to send reminders', async (request, authorization) => {
    const parsed = parseReminderRequest(await readJsonObject(request));
    try {
      if ('approvalId' in parsed) return await sendApprovalRequest(deps, authorization, parsed);
      const { policyId, memberIds } = parsed;
      const recipients = await deps.recipients(authorization, policyId, memberIds);
      const policyUrl = `${deps.siteUrl.replace(/\/$/, '')}/policies/${policyId}`;
      const sent: string[] = [];
      for (const recipient of recipients) {
        try {
          await deps.sendReminder(recipient, policyUrl);
          sent.push(recipient.user_id);
        } catch {
          // Not recorded, so the admin can try again; the others still go out.
        }
      }
      if (recipients.length > 0 && sent.length === 0) {
        return jsonResponse(
          { error: 'The reminder emails could not be sent. Please try again later.' },
          502,
        );
      }
      const recorded = sent.length > 0 ? await deps.record(authorization, policyId, sent) : 0;
      return jsonResponse({ sent: recorded, failed: recipients.length - sent.length });
    } catch (error) {
      if (error instanceof CallerRefused) {
        return jsonResponse({ error: error.message }, error.status);
      }
      throw error;
    }
  });
}

async function sendApprovalRequest(
  deps: PolicyReminderDependencies,
  authorization: string,
  { approvalId }: { approvalId: string },
): Promise<Response> {
  const notice = await deps.approvalNotice(authorization, approvalId);
  if (!notice) return jsonResponse({ error: 'No open approval request to send' }, 404);
  try {
    await deps.sendApprovalRequest(
      notice,
      `${deps.siteUrl.replace(/\/$/, '')}/approvals/${notice.approval_id}`,
    );
  } catch {
    return jsonResponse(
      { error: 'The approval email could not be sent. Please try again later.' },
      502,
    );
  }
  await deps.recordApprovalNotice(authorization, approvalId);
  return jsonResponse({ sent: 1 });
}
