// Hosted entry (Deno, Supabase Edge Functions) of the vendor reminders (docs/decisions.md VN1):
// pg_cron calls it every hour with the service-role key (README); a team's admins hear 30 days
// before a vendor's security document expires or its review is due, once, recorded by the
// database. Without SMTP_URL every send fails and is tried again by the next run.
import { runDueNotices } from '../_hosted/due-notices.ts';
import { scheduledJob, serve, serviceRpc } from '../_hosted/runtime.ts';
import { sendVendorNotices, type VendorNotice } from '../_shared/vendor-reminders.ts';

serve(
  scheduledJob(
    'vendor reminders',
    runDueNotices(sendVendorNotices, {
      pending: async (at) =>
        (await serviceRpc<VendorNotice[] | null>(
          'vendor_due_notices',
          { at: at.toISOString() },
          'The due vendor reminders could not be read',
        )) ?? [],
      async record(notice, at) {
        const { kind, target_id: target, due_on: due } = notice;
        await serviceRpc(
          'record_vendor_notice',
          { kind, target, due, at: at.toISOString() },
          'A vendor reminder could not be recorded',
        );
      },
    }),
  ),
);
