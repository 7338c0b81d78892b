// The jobs the embedded backend schedules; hosted, pg_cron runs the same SQL and calls the same
// handlers (README, hosted deployment).
import {
  sendHotlineNotices,
  type HotlineNotice,
  type HotlineNoticeEmail,
} from '../../../supabase/functions/_shared/hotline-notices.ts';
import {
  sendVendorNotices,
  type VendorNotice,
  type VendorNoticeEmail,
} from '../../../supabase/functions/_shared/vendor-reminders.ts';
import type { Database } from '../db/database';
import type { MailPort } from '../mail/mail-port';
import type { BackendContext } from '../context';
import { sendLocalDueNotices } from './due-notices';
import type { Job } from './scheduler';
import { sendTrainingReminders } from './training-reminders';
import { sendTrialReminders } from './billing-notices';
import { sendTemplateUpdateEmails } from './template-update-notices';
import { runIntegrationTests, type IntegrationSetup } from './integrations';

/** How often the embedded backend runs its jobs. */
export const JOB_INTERVAL_MS = 5 * 60_000;

export function backendJobs(
  context: Pick<BackendContext, 'db' | 'mail' | 'siteUrl' | 'clock'> & Partial<IntegrationSetup>,
): Job[] {
  const { db, mail, siteUrl } = context;
  return [
    {
      // docs/decisions.md CL1: recurring checklists start their next run on schedule.
      name: 'checklist runs',
      run: (now) => db.query('select public.start_due_checklist_runs($1)', [now.toISOString()]),
    },
    {
      // docs/decisions.md H1: handlers hear of new cases and of clocks close to due or overdue.
      name: 'hotline notices',
      run: (now) =>
        sendLocalDueNotices<HotlineNotice, HotlineNoticeEmail>(
          sendHotlineNotices,
          { db, mail, siteUrl },
          {
            pending: (at) => [
              `select case_id, kind, team_name, case_number, received_on::text, due_on::text,
                      recipients
                 from public.hotline_due_notices($1)`,
              [at.toISOString()],
            ],
            record: (notice, at) => [
              'select public.record_hotline_notice($1, $2, $3)',
              [notice.case_id, notice.kind, at.toISOString()],
            ],
          },
          now,
        ),
    },
    {
      // docs/decisions.md TP1: training years roll over and reminders go out.
      name: 'training reminders',
      run: () => sendTrainingReminders(context),
    },
    {
      // docs/decisions.md VN1: admins hear 30 days before a vendor document expires or a review.
      name: 'vendor reminders',
      run: (now) => sendVendorReminders({ db, mail, siteUrl }, now),
    },
    {
      // docs/decisions.md P1: admins hear 14, 7 and 1 days before their trial ends.
      name: 'trial reminders',
      run: (now) => sendTrialReminders({ db, mail, siteUrl }, now),
    },
    {
      // docs/decisions.md TU1: admins hear of new releases of the templates they adopted.
      name: 'template update notices',
      run: (now) => sendTemplateUpdateEmails({ db, mail, siteUrl }, now),
    },
    ...integrationJobs(context),
  ];
}

/** docs/decisions.md IN1: each connection's tests run once a day; only with the sources set up. */
function integrationJobs(context: Partial<IntegrationSetup>): Job[] {
  const { db, mail, siteUrl, clock, keys, integrationSources, log } = context;
  if (!db || !mail || siteUrl === undefined || !clock || !keys || !integrationSources) return [];
  const setup = { db, mail, siteUrl, clock, keys, integrationSources, log: log ?? (() => {}) };
  return [{ name: 'integration tests', run: () => runIntegrationTests(setup) }];
}

/** One run of the vendor reminders at `now`, with the local database and the mail port. */
export function sendVendorReminders(
  { db, mail, siteUrl }: { db: Database; mail: MailPort; siteUrl: string },
  now: Date,
) {
  return sendLocalDueNotices<VendorNotice, VendorNoticeEmail>(
    sendVendorNotices,
    { db, mail, siteUrl },
    {
      pending: (at) => [
        `select kind, target_id, due_on::text, team_name, vendor_name, document_title, recipients
           from public.vendor_due_notices($1)`,
        [at.toISOString()],
      ],
      record: (notice, at) => [
        'select public.record_vendor_notice($1, $2, $3, $4)',
        [notice.kind, notice.target_id, notice.due_on, at.toISOString()],
      ],
    },
    now,
  );
}
