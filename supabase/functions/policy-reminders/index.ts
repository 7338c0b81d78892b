// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
// Mail leaves through ../_hosted/mail.ts; without SMTP_URL every reminder fails and nothing is
// recorded.
import { sendEmail } from '../_hosted/mail.ts';
import { callerRpc as rpc, env, serve } from '../_hosted/runtime.ts';
import {
  approvalRequestEmail,
  createPolicyReminderHandler,
  reminderEmail,
  type PolicyApprovalNotice,
  type PolicyReminderRecipient,
} from '../_shared/policy-reminders.ts';

serve(
  createPolicyReminderHandler({
    recipients: async (authorization, policyId, memberIds) =>
      (await rpc(authorization, 'policy_reminder_recipients', {
        policy: policyId,
        ...(memberIds ? { members: memberIds } : {}),
      })) as PolicyReminderRecipient[],
    record: async (authorization, policyId, memberIds) =>
      Number(
        await rpc(authorization, 'record_policy_reminders', {
          policy: policyId,
          members: memberIds,
        }),
      ),
    sendReminder: (recipient, policyUrl) => sendEmail(reminderEmail(recipient, policyUrl)),
    approvalNotice: async (authorization, approvalId) =>
      (
        (await rpc(authorization, 'policy_approval_notice', {
          approval: approvalId,
        })) as PolicyApprovalNotice[]
      )[0] ?? null,
    recordApprovalNotice: async (authorization, approvalId) => {
      await rpc(authorization, 'record_policy_approval_notice', { approval: approvalId });
    },
    sendApprovalRequest: (notice, approvalUrl) =>
      sendEmail(approvalRequestEmail(notice, approvalUrl)),
    siteUrl: env('SITE_URL') ?? '',
  }),
);
