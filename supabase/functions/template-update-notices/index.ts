// Hosted entry (Deno, Supabase Edge Functions) of the template-update emails (docs/decisions.md
// TU1): pg_cron calls it every hour with the service-role key (README); each team whose adopted
// templates have a newer release hears once, recorded by the database. Without SMTP_URL every
// send fails and is tried again by the next run.
import { runDueNotices } from '../_hosted/due-notices.ts';
import { scheduledJob, serve, serviceRpc } from '../_hosted/runtime.ts';
import {
  sendTemplateUpdateNotices,
  type TemplateUpdateNotice,
} from '../_shared/template-update-notices.ts';

serve(
  scheduledJob(
    'template update notices',
    runDueNotices(sendTemplateUpdateNotices, {
      pending: async () =>
        (await serviceRpc<TemplateUpdateNotice[] | null>(
          'template_update_due_notices',
          {},
          'The template update notices could not be read',
        )) ?? [],
      async record(notice, at) {
        await serviceRpc(
          'record_template_update_notice',
          { team: notice.team_id, updates: notice.updates, at: at.toISOString() },
          'A template update notice could not be recorded',
        );
      },
    }),
  ),
);
