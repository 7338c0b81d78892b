// The template-update emails (docs/decisions.md TU1): once per team per release run, its admins
// hear which of their adopted templates have a newer release, with the change notes. The database
// claims each (team, template, version) once, so a second run sends nothing.
import { renderEmail, type EmailContent } from '../../../supabase/functions/_shared/email.ts';
import type { Database } from '../db/database';
import type { MailPort } from '../mail/mail-port';

interface ClaimedTemplateUpdates {
  team_id: string;
  team_name: string;
  updates: {
    title: string;
    kind: 'material' | 'editorial';
    releases: { version: number; kind: string; note: string }[];
  }[];
  recipients: { email: string; full_name: string | null }[];
}

/** The email to one admin of a team with updates waiting. */
export function templateUpdateEmail(
  claimed: Pick<ClaimedTemplateUpdates, 'team_id' | 'team_name' | 'updates'>,
  to: string,
  siteUrl: string,
): EmailContent {
  const count = claimed.updates.length;
  return {
    id: `template-updates-${claimed.team_id}-${claimed.updates
      .map((update) => `${update.title}@${update.releases.at(-1)?.version ?? 0}`)
      .join(',')}`,
    to,
    subject: `${count === 1 ? 'A policy template' : `${count} policy templates`} your team adopted ${count === 1 ? 'has' : 'have'} an update`,
    intro: [
      `New releases of templates ${claimed.team_name} adopted are ready to review. Your own edits stay: you choose which changes to apply, and applied changes start a new draft of your policy.`,
      ...claimed.updates.map(
        (update) =>
          `${update.title} (${update.kind} change): ${update.releases
            .map((release) => `version ${release.version}: ${release.note}`)
            .join(' ')}`,
      ),
    ],
    action: { label: 'Review the updates', url: `${siteUrl}/dashboard/policies` },
  };
}

/** One run at `at`: claims what is new and mails each team's admins. Returns the emails sent. */
export async function sendTemplateUpdateNotices(
  { db, mail, siteUrl }: { db: Database; mail: MailPort; siteUrl: string },
  at: Date,
): Promise<number> {
  const { rows } = await db.query<ClaimedTemplateUpdates>(
    'select team_id, team_name, updates, recipients from public.claim_template_update_notices($1)',
    [at.toISOString()],
  );
  let sent = 0;
  for (const claimed of rows) {
    for (const recipient of claimed.recipients) {
      await mail.send(renderEmail(templateUpdateEmail(claimed, recipient.email, siteUrl)));
      sent += 1;
    }
  }
  return sent;
}
