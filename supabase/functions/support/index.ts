// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
// Requests go to the function secret SUPPORT_EMAIL (without it the function refuses before
// recording anything); mail leaves through ../_hosted/mail.ts.
import { sendEmail } from '../_hosted/mail.ts';
import { callerClient, env, serve, submissionAllowance } from '../_hosted/runtime.ts';
import { withSubmissionLimit } from '../_shared/http.ts';
import { CallerRefused, refusalStatus } from '../_shared/policy-reminders.ts';
import { createSupportHandler, type SupportReceipt } from '../_shared/support.ts';

serve(
  withSubmissionLimit(
    createSupportHandler({
      async submit(authorization, request) {
        const { data, error } = await callerClient(authorization).rpc('submit_support_request', {
          kind: request.kind,
          subject: request.subject,
          message: request.message,
          page: request.page,
          ...(request.neededBy ? { needed_by: request.neededBy } : {}),
        });
        if (error) throw new CallerRefused(error.message, refusalStatus(error.code));
        const receipt = (data as SupportReceipt[] | null)?.[0];
        if (!receipt) throw new Error('submit_support_request answered no row');
        return receipt;
      },
      send: sendEmail,
      supportEmail: env('SUPPORT_EMAIL'),
      logError: (error) => console.error('support function:', error),
    }),
    submissionAllowance('support'),
  ),
);
