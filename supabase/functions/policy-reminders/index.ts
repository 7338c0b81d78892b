// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
// Mail leaves through the SMTP server of the function secrets SMTP_URL and MAIL_FROM (as the
// embedded backend's does); without them every reminder fails and nothing is recorded.
import nodemailer from 'npm:nodemailer@6';
import { callerClient, env, serve } from '../_hosted/runtime.ts';
import {
  CallerRefused,
  createPolicyReminderHandler,
  refusalStatus,
  reminderEmail,
  type PolicyReminderRecipient,
} from '../_shared/policy-reminders.ts';

const smtpUrl = env('SMTP_URL');
const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

async function rpc(authorization: string, fn: string, args: Record<string, unknown>) {
  const { data, error } = await callerClient(authorization).rpc(fn, args);
  if (error) throw new CallerRefused(error.message, refusalStatus(error.code));
  return data as unknown;
}

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
    async sendReminder(recipient, policyUrl) {
      if (!transport) throw new Error('SMTP_URL is not set');
      const email = reminderEmail(recipient, policyUrl);
      await transport.sendMail({
        from: env('MAIL_FROM'),
        to: email.to,
        subject: email.subject,
        text: [...email.intro, `${email.action.label}:\n${email.action.url}`, ...email.outro].join(
          '\n\n',
        ),
      });
    },
    siteUrl: env('SITE_URL') ?? '',
  }),
);
