// Hosted entry (Deno, Supabase Edge Functions) of the trial reminders (docs/decisions.md P1):
// pg_cron calls it every hour with the service-role key (README); the admins of a team whose
// trial ends in 14, 7 or 1 days get one email each, claimed once per team and trial by the
// database. Without SMTP_URL every send fails, is released and is tried again by the next run.
import { billingNotices } from '../_hosted/billing-notices.ts';
import { env, serve, serviceClient } from '../_hosted/runtime.ts';
import {
  createTrialReminderHandler,
  runTrialReminders,
  type ClaimedTrialReminder,
} from '../_shared/billing-notices.ts';

const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';

/** Compares in time that does not depend on where the two differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0 && expected.length > 0;
}

serve(
  createTrialReminderHandler({
    isServiceRole: async (authorization) => sameSecret(authorization, `Bearer ${serviceKey}`),
    run: () =>
      runTrialReminders(
        {
          async claim(at) {
            const { data, error } = await serviceClient.rpc('claim_trial_reminders', {
              at: at.toISOString(),
            });
            if (error) throw new Error(error.message);
            return (data as ClaimedTrialReminder[] | null) ?? [];
          },
          release: (team, ref) => billingNotices.release(team, 'trial_ending', ref),
          send: billingNotices.send,
          siteUrl: billingNotices.siteUrl,
        },
        new Date(),
      ),
  }),
);
