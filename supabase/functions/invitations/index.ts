// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
// Mail leaves through ../_hosted/mail.ts; the database, asked as the caller, checks the admin.
import { sendEmail } from '../_hosted/mail.ts';
import { callerClient, env, serve } from '../_hosted/runtime.ts';
import { createInvitationHandler, type IssuedInvitation } from '../_shared/invitations.ts';
import { CallerRefused, refusalStatus } from '../_shared/policy-reminders.ts';

async function rpc(authorization: string, fn: string, args: Record<string, unknown>) {
  const { data, error } = await callerClient(authorization).rpc(fn, args);
  if (error) throw new CallerRefused(error.message, refusalStatus(error.code));
  return (data ?? []) as IssuedInvitation[];
}

serve(
  createInvitationHandler({
    invite: (authorization, invitees) => rpc(authorization, 'invite_members', { invitees }),
    resend: (authorization, invitation) => rpc(authorization, 'resend_invitation', { invitation }),
    send: sendEmail,
    siteUrl: env('SITE_URL') ?? '',
  }),
);
