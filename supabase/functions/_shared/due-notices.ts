// The delivery loop of the jobs whose due notices the database decides and remembers (the
// hotline's, docs/decisions.md H1; the vendors', VN1): each notice goes to each recipient, and is
// recorded once it reached at least one of them; one that reached nobody is tried again at the
// job's next run, so a mail server that is down loses nothing.

export interface DueNoticeDependencies<Notice, Email> {
  /** The notices due at `at` that have not gone out. */
  pending(at: Date): Promise<Notice[]>;
  /** Records a notice as sent, so it never goes out again. */
  record(notice: Notice, at: Date): Promise<void>;
  send(email: Email): Promise<void>;
  siteUrl: string;
}

export async function sendDueNotices<Notice extends { recipients: string[] }, Email>(
  deps: DueNoticeDependencies<Notice, Email>,
  at: Date,
  emailOf: (notice: Notice, recipient: string, siteUrl: string) => Email,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const notice of await deps.pending(at)) {
    let delivered = 0;
    for (const recipient of notice.recipients) {
      try {
        await deps.send(emailOf(notice, recipient, deps.siteUrl));
        delivered += 1;
      } catch {
        failed += 1;
      }
    }
    if (delivered > 0) {
      await deps.record(notice, at);
      sent += delivered;
    }
  }
  return { sent, failed };
}

/** A job's run: sends what is due at `at`, each email worded by `emailOf`. */
export const dueNoticeJob =
  <Notice extends { recipients: string[] }, Email>(
    emailOf: (notice: Notice, recipient: string, siteUrl: string) => Email,
  ) =>
  (
    deps: DueNoticeDependencies<Notice, Email>,
    at: Date,
  ): Promise<{ sent: number; failed: number }> =>
    sendDueNotices(deps, at, emailOf);
