// The billing emails (docs/decisions.md P1, P2), the same code hosted and embedded: a failed
// payment (each `invoice.payment_failed` event), a subscription that ended (the team is on Starter
// now) and the reminders 14, 7 and 1 days before a trial ends. The database claims each notice
// once under a unique key (`claim_billing_notice`, `claim_trial_reminders`); a notice whose mail
// fails is released, so the next delivery of the event or the next run sends it.
import type { EmailContent } from './email.ts';
import { utcDay } from '../../../src/shared/utc-day.ts';

export interface NoticeRecipient {
  email: string;
  full_name: string | null;
}

export type NoticeKind = 'payment_failed' | 'plan_ended' | 'trial_ending';

/** The service-role side of the notices and the mail port. */
export interface BillingNoticeDeps {
  /** Claims a notice; the team's name and active admins when newly claimed, null otherwise. */
  claim(
    team: string,
    kind: NoticeKind,
    ref: string,
  ): Promise<{ team_name: string; recipients: NoticeRecipient[] } | null>;
  release(team: string, kind: NoticeKind, ref: string): Promise<void>;
  send(email: EmailContent): Promise<void>;
  /** The site's address; the emails link to its Settings → Plan (`/dashboard/settings`). */
  siteUrl: string;
}

/** A plan as public.plans stores it. */
export interface PlanRow {
  id: string;
  name: string;
  course_limit: number | null;
  policy_limit: number | null;
  team_hotline: boolean;
  compliance_calendar: boolean;
  evidence: boolean;
}

export const settingsUrlOf = (siteUrl: string) =>
  `${siteUrl.replace(/\/$/, '')}/dashboard/settings`;

const hello = (recipient: NoticeRecipient) =>
  `Hello ${recipient.full_name?.trim() || recipient.email},`;

const PLAN_NAMES: Record<string, string> = {
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

/** What a team keeps on Starter (docs/decisions.md P2), in the emails' words. */
const STARTER_KEEPS =
  'Nothing is deleted: policies you adopted stay published, training records and certificates stay valid, and your hotline’s cases stay open to their handlers.';

/** The invoice fields the email reads from the event (Stripe's own copy, for display only). */
export interface FailedInvoice {
  amount_due?: number | null;
  currency?: string | null;
  next_payment_attempt?: number | null;
}

function money(amount: number | null | undefined, currency: string | null | undefined) {
  if (typeof amount !== 'number' || !currency) return null;
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

const day = (seconds: number) => utcDay(seconds * 1000);

export function paymentFailedEmail(options: {
  recipient: NoticeRecipient;
  teamName: string;
  plan: string | null;
  invoice: FailedInvoice;
  eventId: string;
  siteUrl: string;
  /** The subscription has ended already: this was Stripe's last try. */
  ended?: boolean;
}): EmailContent {
  const { recipient, teamName, invoice } = options;
  const plan = PLAN_NAMES[options.plan ?? ''] ?? 'paid';
  const amount = money(invoice.amount_due, invoice.currency);
  if (options.ended) {
    return {
      id: `billing-${options.eventId}-${recipient.email}@complyready`,
      to: recipient.email,
      subject: `Payment failed for ${teamName}: the last try`,
      intro: [
        hello(recipient),
        `We could not charge the card for ${teamName}’s ${plan} plan${amount ? ` (${amount})` : ''}, and that was Stripe’s last try.`,
        `To buy ${plan} again with another card, open Settings → Plan.`,
      ],
      action: { label: 'Open Settings → Plan', url: settingsUrlOf(options.siteUrl) },
      outro: [`You receive this because you are an admin of ${teamName} on ComplyReady.`],
    };
  }
  const retry = invoice.next_payment_attempt
    ? `Stripe will try the card again on ${day(invoice.next_payment_attempt)}.`
    : 'Stripe will try the card again over the next days.';
  return {
    id: `billing-${options.eventId}-${recipient.email}@complyready`,
    to: recipient.email,
    subject: `Payment failed for ${teamName}: update your card`,
    intro: [
      hello(recipient),
      `We could not charge the card for ${teamName}’s ${plan} plan${amount ? ` (${amount})` : ''}. ${retry}`,
      `To keep ${plan}, update the card now: open Settings → Plan and choose “Manage billing”. If every retry fails, ${teamName} moves to the free Starter plan.`,
    ],
    action: { label: 'Update the card', url: settingsUrlOf(options.siteUrl) },
    outro: [`You receive this because you are an admin of ${teamName} on ComplyReady.`],
  };
}

export function planEndedEmail(options: {
  recipient: NoticeRecipient;
  teamName: string;
  subscription: string;
  unpaid: boolean;
  siteUrl: string;
}): EmailContent {
  const { recipient, teamName } = options;
  return {
    id: `billing-ended-${options.subscription}-${recipient.email}@complyready`,
    to: recipient.email,
    subject: `${teamName} is now on the Starter plan`,
    intro: [
      hello(recipient),
      options.unpaid
        ? `Every retry of ${teamName}’s payment failed, so its subscription has ended and the team is now on the free Starter plan.`
        : `${teamName}’s subscription has ended, so the team is now on the free Starter plan.`,
      `On Starter your members see Starter’s courses only, no more policies can be adopted beyond its limit, the compliance calendar and the Controls page stop, auditor links no longer open and your team hotline takes no new reports. ${STARTER_KEEPS}`,
      'To get your plan back, open Settings → Plan and choose a plan.',
    ],
    action: { label: 'Choose a plan', url: settingsUrlOf(options.siteUrl) },
    outro: [`You receive this because you are an admin of ${teamName} on ComplyReady.`],
  };
}

/** What the trial's plan gives beyond Starter, one line each (docs/decisions.md P1, P2). */
export function featuresLost(trial: PlanRow, starter: PlanRow): string[] {
  const lines: string[] = [];
  const more = (mine: number | null, theirs: number | null) =>
    theirs !== null && (mine === null || mine > theirs);
  if (more(trial.course_limit, starter.course_limit)) {
    lines.push(
      `Training: members see only Starter’s first ${starter.course_limit} courses instead of ${trial.course_limit ?? 'every course'}; certificates already earned stay valid.`,
    );
  }
  if (more(trial.policy_limit, starter.policy_limit)) {
    lines.push(
      `Policies: Starter includes ${starter.policy_limit}; the policies you adopted stay published, but no more can be adopted.`,
    );
  }
  if (trial.compliance_calendar && !starter.compliance_calendar) {
    lines.push(
      'The compliance calendar: due dates, reminders, the yearly training cycle and recurring checklist runs.',
    );
  }
  if (trial.evidence && !starter.evidence) {
    lines.push(
      'Advanced compliance tracking: the Controls page, the evidence pack and auditor links (live links stop opening).',
    );
  }
  if (trial.team_hotline && !starter.team_hotline) {
    lines.push(
      'Your team hotline: it stops taking new reports; handlers keep answering the cases you have.',
    );
  }
  return lines;
}

/** A trial reminder as public.claim_trial_reminders hands it out. */
export interface ClaimedTrialReminder {
  team_id: string;
  team_name: string;
  trial_ends_at: string;
  days_left: number;
  notice_ref: string;
  trial_plan: PlanRow;
  starter: PlanRow;
  recipients: NoticeRecipient[];
}

export function trialEndingEmail(
  reminder: ClaimedTrialReminder,
  recipient: NoticeRecipient,
  siteUrl: string,
): EmailContent {
  const plan = reminder.trial_plan.name;
  const when = reminder.days_left === 1 ? 'in 1 day' : `in ${reminder.days_left} days`;
  const endsOn = utcDay(reminder.trial_ends_at);
  return {
    id: `billing-trial-${reminder.team_id}-${reminder.notice_ref}-${recipient.email}@complyready`.replace(
      /[:/]/g,
      '-',
    ),
    to: recipient.email,
    subject: `${reminder.team_name}’s ${plan} trial ends ${when}`,
    intro: [
      hello(recipient),
      `${reminder.team_name}’s ${plan} trial ends ${when}, on ${endsOn}. Then the team moves to the free Starter plan and loses:`,
      ...featuresLost(reminder.trial_plan, reminder.starter).map((line) => `• ${line}`),
      STARTER_KEEPS,
      `To keep ${plan}, open Settings → Plan and buy ${plan} by ${endsOn}; the days left of your trial are carried over.`,
    ],
    action: { label: `Keep ${plan}`, url: settingsUrlOf(siteUrl) },
    outro: [`You receive this because you are an admin of ${reminder.team_name} on ComplyReady.`],
  };
}

export interface TrialReminderDeps {
  claim(at: Date): Promise<ClaimedTrialReminder[]>;
  release(team: string, ref: string): Promise<void>;
  send(email: EmailContent): Promise<void>;
  siteUrl: string;
}

/** One run of the trial reminders at `at`: mails what is owed; a failed team is released. */
export async function runTrialReminders(
  deps: TrialReminderDeps,
  at: Date,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const reminder of await deps.claim(at)) {
    try {
      for (const recipient of reminder.recipients) {
        await deps.send(trialEndingEmail(reminder, recipient, deps.siteUrl));
        sent += 1;
      }
    } catch {
      failed += 1;
      await deps.release(reminder.team_id, reminder.notice_ref);
    }
  }
  return { sent, failed };
}

/**
 * Mails one notice to a team's admins once: claimed first, released when a mail fails (the
 * error goes on, so the webhook answers 500 and Stripe delivers the event again).
 */
export async function sendBillingNotice(
  deps: BillingNoticeDeps,
  team: string,
  kind: NoticeKind,
  ref: string,
  email: (recipient: NoticeRecipient, teamName: string) => EmailContent,
): Promise<number> {
  const claimed = await deps.claim(team, kind, ref);
  if (!claimed) return 0;
  try {
    for (const recipient of claimed.recipients) {
      await deps.send(email(recipient, claimed.team_name));
    }
  } catch (error) {
    await deps.release(team, kind, ref);
    throw error;
  }
  return claimed.recipients.length;
}
