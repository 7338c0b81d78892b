// The billing emails on the embedded backend (docs/decisions.md P1): the shared notices of
// supabase/functions/_shared/billing-notices.ts with the local database and the mail port.
import {
  runTrialReminders,
  type BillingNoticeDeps,
  type ClaimedTrialReminder,
  type NoticeRecipient,
  type TrialReminderDeps,
} from '../../../supabase/functions/_shared/billing-notices.ts';
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';
import type { Database } from '../db/database';
import type { MailPort } from '../mail/mail-port';

export interface BillingNoticeSetup {
  db: Database;
  mail: MailPort;
  siteUrl: string;
}

/** The webhook's notices, wired to the database and the mail port. */
export function billingNoticeDeps({ db, mail, siteUrl }: BillingNoticeSetup): BillingNoticeDeps {
  return {
    async claim(team, kind, ref) {
      const { rows } = await db.query<{ team_name: string; recipients: NoticeRecipient[] }>(
        'select team_name, recipients from public.claim_billing_notice($1, $2, $3)',
        [team, kind, ref],
      );
      return rows[0] ?? null;
    },
    async release(team, kind, ref) {
      await db.query('select public.release_billing_notice($1, $2, $3)', [team, kind, ref]);
    },
    send: (email) => mail.send(renderEmail(email)),
    siteUrl,
  };
}

/** The trial reminders' dependencies, wired to the database and the mail port. */
export function trialReminderDeps(setup: BillingNoticeSetup): TrialReminderDeps {
  const notices = billingNoticeDeps(setup);
  return {
    async claim(at) {
      const { rows } = await setup.db.query<ClaimedTrialReminder>(
        `select team_id, team_name, to_json(trial_ends_at) #>> '{}' as trial_ends_at, days_left, notice_ref,
                trial_plan, starter, recipients
           from public.claim_trial_reminders($1)`,
        [at.toISOString()],
      );
      return rows;
    },
    release: (team, ref) => notices.release(team, 'trial_ending', ref),
    send: notices.send,
    siteUrl: setup.siteUrl,
  };
}

/** One run of the trial reminders at `at`. */
export const sendTrialReminders = (setup: BillingNoticeSetup, at: Date) =>
  runTrialReminders(trialReminderDeps(setup), at);
