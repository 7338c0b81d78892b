// The training reminder job on the embedded backend (docs/decisions.md TP1): the shared runner of
// supabase/functions/_shared/training-reminders.ts with the local database and the mail port.
import {
  runTrainingReminders,
  type ClaimedReminder,
  type TrainingReminderDeps,
} from '../../../supabase/functions/_shared/training-reminders.ts';
import type { Database } from '../db/database';
import type { MailPort } from '../mail/mail-port';
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';

export interface TrainingReminderSetup {
  db: Database;
  mail: MailPort;
  siteUrl: string;
  clock: () => number;
}

/** The runner's dependencies, wired to the database and the mail port. */
export function trainingReminderDeps({
  db,
  mail,
  siteUrl,
  clock,
}: TrainingReminderSetup): TrainingReminderDeps {
  return {
    async claim(at, run) {
      const { rows } = await db.query<ClaimedReminder>(
        `select id, kind, email, full_name, team_name, course_id, course_title,
                due_on::text as due_on, unsubscribe_token, overdue
           from public.claim_training_reminders($1, $2)`,
        [at.toISOString(), run],
      );
      return rows;
    },
    async finish(id, run, sent, at) {
      await db.query('select public.finish_training_reminder($1, $2, $3, $4)', [
        id,
        run,
        sent,
        at.toISOString(),
      ]);
    },
    send: (email) => mail.send(renderEmail(email)),
    siteUrl,
    clock: () => new Date(clock()),
  };
}

/** One run of the job. */
export const sendTrainingReminders = (setup: TrainingReminderSetup, run?: string) =>
  runTrainingReminders(trainingReminderDeps(setup), run);
