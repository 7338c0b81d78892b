// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
// Mail leaves through ../_hosted/mail.ts; the database, asked as the caller, checks the admin.
import { sendEmail } from '../_hosted/mail.ts';
import { callerRpc, env, serve } from '../_hosted/runtime.ts';
import { createInvitationHandler, type IssuedInvitation } from '../_shared/invitations.ts';

const rpc = async (authorization: string, fn: string, args: Record<string, unknown>) =>
  (await callerRpc<IssuedInvitation[] | null>(authorization, fn, args)) ?? [];

serve(
  createInvitationHandler({
    invite: (authorization, invitees) => rpc(authorization, 'invite_members', { invitees }),
    resend: (authorization, invitation) => rpc(authorization, 'resend_invitation', { invitation }),
    send: sendEmail,
    siteUrl: env('SITE_URL') ?? '',
  }),
);
