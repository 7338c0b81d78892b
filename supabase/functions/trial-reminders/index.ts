// Hosted entry (Deno, Supabase Edge Functions) of the trial reminders (docs/decisions.md P1):
// pg_cron calls it every hour with the service-role key (README); the admins of a team whose
// trial ends in 14, 7 or 1 days get one email each, claimed once per team and trial by the
// database. Without SMTP_URL every send fails, is released and is tried again by the next run.
import { billingNotices } from '../_hosted/billing-notices.ts';
import { scheduledJob, serve, serviceRpc } from '../_hosted/runtime.ts';
import { runTrialReminders, type ClaimedTrialReminder } from '../_shared/billing-notices.ts';

serve(
  scheduledJob('trial reminders', () =>
    runTrialReminders(
      {
        claim: async (at) =>
          (await serviceRpc<ClaimedTrialReminder[] | null>('claim_trial_reminders', {
            at: at.toISOString(),
          })) ?? [],
        release: (team, ref) => billingNotices.release(team, 'trial_ending', ref),
        send: billingNotices.send,
        siteUrl: billingNotices.siteUrl,
      },
      new Date(),
    ),
  ),
);
