// Hosted entry (Deno, Supabase Edge Functions) of the template-update emails (docs/decisions.md
// TU1): pg_cron calls it every hour with the service-role key (README); each team whose adopted
// templates have a newer release hears once, recorded by the database. Without SMTP_URL every
// send fails and is tried again by the next run.
import { sendEmail } from '../_hosted/mail.ts';
import { env, isServiceRoleAuthorization, serve, serviceClient } from '../_hosted/runtime.ts';
import { scheduledJobHandler } from '../_shared/http.ts';
import {
  sendTemplateUpdateNotices,
  type TemplateUpdateNotice,
} from '../_shared/template-update-notices.ts';

serve(
  scheduledJobHandler('template update notices', {
    isServiceRole: isServiceRoleAuthorization,
    run: () =>
      sendTemplateUpdateNotices(
        {
          async pending() {
            const { data, error } = await serviceClient.rpc('template_update_due_notices');
            if (error) throw new Error('The template update notices could not be read');
            return (data as TemplateUpdateNotice[] | null) ?? [];
          },
          async record(notice, at) {
            const { error } = await serviceClient.rpc('record_template_update_notice', {
              team: notice.team_id,
              updates: notice.updates,
              at: at.toISOString(),
            });
            if (error) throw new Error('A template update notice could not be recorded');
          },
          send: sendEmail,
          siteUrl: env('SITE_URL') ?? '',
        },
        new Date(),
      ),
  }),
);
