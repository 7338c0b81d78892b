// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
import { serve, serviceClient, submissionAllowance } from '../_hosted/runtime.ts';
import { withSubmissionLimit } from '../_shared/http.ts';
import { createHotlineHandler } from '../_shared/hotline.ts';

serve(
  withSubmissionLimit(
    createHotlineHandler({
      async storeReport(report) {
        const { error } = await serviceClient.from('hotline_reports').insert({
          is_anonymous: report.isAnonymous,
          name: report.name,
          email: report.email,
          subject: report.subject,
          message: report.message,
        });
        if (error) throw new Error('Could not store the report');
      },
      // Hosted notification goes through the project's mail provider; configure it there.
      notifyRecipients: () => Promise.resolve(),
    }),
    submissionAllowance('hotline'),
  ),
);
