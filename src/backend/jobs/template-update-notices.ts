// The template-update emails on the embedded backend (docs/decisions.md TU1): the shared job of
// supabase/functions/_shared/template-update-notices.ts with the local database and the mail port.
import type { EmailContent } from '../../../supabase/functions/_shared/email.ts';
import {
  sendTemplateUpdateNotices,
  type TemplateUpdateNotice,
} from '../../../supabase/functions/_shared/template-update-notices.ts';
import type { Database } from '../db/database';
import type { MailPort } from '../mail/mail-port';
import { sendLocalDueNotices } from './due-notices';

/** One run at `at`. */
export function sendTemplateUpdateEmails(
  context: { db: Database; mail: MailPort; siteUrl: string },
  at: Date,
) {
  return sendLocalDueNotices<TemplateUpdateNotice, EmailContent>(
    sendTemplateUpdateNotices,
    context,
    {
      pending: () => [
        'select team_id, team_name, updates, recipients from public.template_update_due_notices()',
        [],
      ],
      record: (notice, now) => [
        'select public.record_template_update_notice($1, $2, $3)',
        [notice.team_id, JSON.stringify(notice.updates), now.toISOString()],
      ],
    },
    at,
  );
}
