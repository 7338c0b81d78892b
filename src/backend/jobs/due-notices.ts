// The due-notice jobs (supabase/functions/_shared/due-notices.ts) on the embedded backend: each
// names the SQL that lists and records its notices; the local database and the mail port are
// the same for all (hosted, supabase/functions/_hosted/due-notices.ts does the same).
import type { DueNoticeDependencies } from '../../../supabase/functions/_shared/due-notices.ts';
import { renderEmail, type EmailContent } from '../../../supabase/functions/_shared/email.ts';
import type { Database } from '../db/database';
import type { MailPort } from '../mail/mail-port';

type Query = [sql: string, params: unknown[]];

export interface LocalDueNotices<Notice> {
  /** The query of the notices due at `at`. */
  pending(at: Date): Query;
  /** The call that records `notice` as sent at `at`. */
  record(notice: Notice, at: Date): Query;
}

/** One run at `now` of a due-notice job, with the local database and the mail port. */
export function sendLocalDueNotices<Notice, Email extends EmailContent>(
  job: (
    deps: DueNoticeDependencies<Notice, Email>,
    at: Date,
  ) => Promise<{ sent: number; failed: number }>,
  { db, mail, siteUrl }: { db: Database; mail: MailPort; siteUrl: string },
  notices: LocalDueNotices<Notice>,
  now: Date,
) {
  return job(
    {
      pending: async (at) => (await db.query<Notice>(...notices.pending(at))).rows,
      record: async (notice, at) => {
        await db.query(...notices.record(notice, at));
      },
      send: (email) => mail.send(renderEmail(email)),
      siteUrl,
    },
    now,
  );
}
