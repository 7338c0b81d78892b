// Hosted entry (Deno, Supabase Edge Functions) of the vendor reminders (docs/decisions.md VN1):
// pg_cron calls it every hour with the service-role key (README); a team's admins hear 30 days
// before a vendor's security document expires or its review is due, once, recorded by the
// database. Without SMTP_URL every send fails and is tried again by the next run.
import { sendEmail } from '../_hosted/mail.ts';
import { env, isServiceRoleAuthorization, serve, serviceClient } from '../_hosted/runtime.ts';
import { scheduledJobHandler } from '../_shared/http.ts';
import { sendVendorNotices, type VendorNotice } from '../_shared/vendor-reminders.ts';

serve(
  scheduledJobHandler('vendor reminders', {
    isServiceRole: isServiceRoleAuthorization,
    run: () =>
      sendVendorNotices(
        {
          async pending(at) {
            const { data, error } = await serviceClient.rpc('vendor_due_notices', {
              at: at.toISOString(),
            });
            if (error) throw new Error('The due vendor reminders could not be read');
            return (data as VendorNotice[] | null) ?? [];
          },
          async record(notice, at) {
            const { error } = await serviceClient.rpc('record_vendor_notice', {
              kind: notice.kind,
              target: notice.target_id,
              due: notice.due_on,
              at: at.toISOString(),
            });
            if (error) throw new Error('A vendor reminder could not be recorded');
          },
          send: sendEmail,
          siteUrl: env('SITE_URL') ?? '',
        },
        new Date(),
      ),
  }),
);
