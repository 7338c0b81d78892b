// Hosted entry (Deno, Supabase Edge Functions) of the training reminder job (docs/decisions.md
// TP1). pg_cron calls it every 15 minutes with the service-role key (README); the job and its
// rules are in ../_shared and the database. Mail leaves through ../_hosted/mail.ts; without
// SMTP_URL every send fails and is retried by later runs.
import { sendEmail } from '../_hosted/mail.ts';
import { env, scheduledJob, serve, serviceClaim, serviceRpc } from '../_hosted/runtime.ts';
import { runTrainingReminders, type ClaimedReminder } from '../_shared/training-reminders.ts';

serve(
  scheduledJob('training reminders', () =>
    runTrainingReminders({
      claim: serviceClaim<ClaimedReminder>('claim_training_reminders'),
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
  ),
);
