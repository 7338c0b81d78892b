// The hosted side of the due-notice jobs (../_shared/due-notices.ts): each entry names the
// database functions that list and record its notices; the mail, the site address and the
// time of the run are the same for all.
import type { DueNoticeDependencies } from '../_shared/due-notices.ts';
import type { EmailContent } from '../_shared/email.ts';
import { sendEmail } from './mail.ts';
import { env } from './runtime.ts';

type Store<Notice, Email> = Pick<DueNoticeDependencies<Notice, Email>, 'pending' | 'record'>;

/** One run, now, of a due-notice job whose notices `store` reads and records. */
export const runDueNotices =
  <Notice, Email extends EmailContent>(
    send: (
      deps: DueNoticeDependencies<Notice, Email>,
      at: Date,
    ) => Promise<{ sent: number; failed: number }>,
    store: Store<Notice, Email>,
  ) =>
  () =>
    send({ ...store, send: sendEmail, siteUrl: env('SITE_URL') ?? '' }, new Date());
