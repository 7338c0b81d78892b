// Hosted entry (Deno, Supabase Edge Functions) of the training reminder job (docs/decisions.md
// TP1). pg_cron calls it every 15 minutes with the service-role key (README); the job and its
// rules are in ../_shared and the database. Mail leaves through ../_hosted/mail.ts; without
// SMTP_URL every send fails and is retried by later runs.
import { sendEmail } from '../_hosted/mail.ts';
import { env, isServiceRoleAuthorization, serve, serviceRpc } from '../_hosted/runtime.ts';
import { scheduledJobHandler } from '../_shared/http.ts';
import { runTrainingReminders, type ClaimedReminder } from '../_shared/training-reminders.ts';

serve(
  scheduledJobHandler('training reminders', {
    isServiceRole: isServiceRoleAuthorization,
    run: () =>
      runTrainingReminders({
        claim: async (at, run) =>
          (await serviceRpc<ClaimedReminder[] | null>('claim_training_reminders', {
            at: at.toISOString(),
            run,
          })) ?? [],
        async finish(reminder, run, sent, at) {
          await serviceRpc('finish_training_reminder', {
            reminder,
            run,
            sent,
            at: at.toISOString(),
          });
        },
        send: sendEmail,
        siteUrl: env('SITE_URL') ?? '',
        clock: () => new Date(),
      }),
  }),
);
