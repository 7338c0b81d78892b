// The training reminder job (docs/decisions.md TP1), the same code hosted (pg_cron calls the
// `training-reminders` Edge Function) and embedded (the backend's scheduler): the database
// decides what is owed and hands it out under a claim (`claim_training_reminders`), the job mails
// each one and records it (`finish_training_reminder`). A reminder is claimed once per member,
// course, cycle and kind, so overlapping runs never both send it; a claim left by a run that died
// is taken over after the lease, so none is lost. The one window that can double a reminder — the
// mail server accepted it, the run died before recording it — sends the same Message-ID again.
import { runClaimedBatches } from './claimed-batches.ts';

export interface ClaimedReminder {
  id: string;
  kind: 'assigned' | 'week_before' | 'day_before' | 'overdue' | 'summary';
  email: string;
  full_name: string | null;
  team_name: string;
  course_id: string | null;
  course_title: string | null;
  due_on: string | null;
  unsubscribe_token: string;
  /** The weekly summary's lines: who is overdue with what. */
  overdue: { name: string; course: string; due_on: string }[] | null;
}

/** An email in the mail port's shape (src/backend/mail/templates.ts), with a stable id. */
export interface ReminderEmail {
  /** The Message-ID: the same for every send of one reminder. */
  id: string;
  to: string;
  subject: string;
  intro: string[];
  action: { label: string; url: string };
  outro: string[];
}

export interface TrainingReminderDeps {
  /** The next batch of reminders claimed for `run` at `at` (rolls the training years first). */
  claim(at: Date, run: string): Promise<ClaimedReminder[]>;
  /** Records that `run` sent the reminder, or releases it for a later run when it failed. */
  finish(id: string, run: string, sent: boolean, at: Date): Promise<void>;
  send(email: ReminderEmail): Promise<void>;
  /** The site's address: links to courses, the dashboard and the unsubscribe page start with it. */
  siteUrl: string;
  /** Read at each batch, so a long run keeps its claims fresh; tests move it. */
  clock(): Date;
}

/** At most this many batches a run; the claim hands out up to 100 new reminders a batch. */
const MAX_BATCHES = 200;

/** The email for one claimed reminder: what is due, by when, and a link to it; nothing else. */
export function trainingReminderEmail(reminder: ClaimedReminder, siteUrl: string): ReminderEmail {
  const site = siteUrl.replace(/\/$/, '');
  const hello = `Hello ${reminder.full_name?.trim() || reminder.email},`;
  const choices = `${site}/unsubscribe/${reminder.unsubscribe_token}`;
  // Reminders of assigned courses are required training: the link makes them fewer, it does not
  // stop them; only the admins' summary is optional (docs/decisions.md TP1).
  const outro = [
    reminder.kind === 'summary'
      ? `You receive this summary because you are an admin of ${reminder.team_name} on ComplyReady. To stop it, open ${choices}`
      : `You receive these reminders because ${reminder.team_name} uses ComplyReady for security training, which they require. To receive fewer, open ${choices}`,
  ];
  const base = { id: `training-reminder-${reminder.id}@complyready`, to: reminder.email, outro };
  if (reminder.kind === 'summary') {
    const lines = reminder.overdue ?? [];
    return {
      ...base,
      subject: `Weekly training summary: ${lines.length} overdue`,
      intro: [
        hello,
        `These courses are overdue in ${reminder.team_name}:`,
        ...lines.map((line) => `${line.name}: ${line.course} (due ${line.due_on})`),
      ],
      action: { label: 'Open Training', url: `${site}/dashboard/training` },
    };
  }
  const title = reminder.course_title ?? '';
  const due = reminder.due_on ?? '';
  const words: Record<Exclude<ClaimedReminder['kind'], 'summary'>, [string, string]> = {
    assigned: [
      `Training assigned: ${title}`,
      `${reminder.team_name} asks you to complete the course ${title} by ${due}.`,
    ],
    week_before: [
      `Training due in 7 days: ${title}`,
      `The course ${title} is due on ${due}, in 7 days.`,
    ],
    day_before: [`Training due tomorrow: ${title}`, `The course ${title} is due tomorrow, ${due}.`],
    overdue: [
      `Training overdue: ${title}`,
      `The course ${title} was due on ${due}. Please complete it as soon as you can.`,
    ],
  };
  const [subject, sentence] = words[reminder.kind];
  return {
    ...base,
    subject,
    intro: [hello, sentence],
    action: { label: 'Open the course', url: `${site}/course/${reminder.course_id ?? ''}` },
  };
}

/** One run of the job: claims, sends and records batch after batch until nothing is owed. */
export async function runTrainingReminders(
  deps: TrainingReminderDeps,
  run: string = crypto.randomUUID(),
): Promise<{ sent: number; failed: number }> {
  return runClaimedBatches(
    () => deps.claim(deps.clock(), run),
    async (claimed) => {
      const outcomes: boolean[] = [];
      for (const reminder of claimed) {
        let delivered = false;
        try {
          await deps.send(trainingReminderEmail(reminder, deps.siteUrl));
          delivered = true;
        } catch {
          // Released below, so a later run tries again (at most five times).
        }
        await deps.finish(reminder.id, run, delivered, deps.clock());
        outcomes.push(delivered);
      }
      return outcomes;
    },
    MAX_BATCHES,
  );
}
