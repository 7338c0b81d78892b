// Template-update emails (docs/decisions.md TU1): when templates a team adopted have a newer
// release, its admins hear once per release run which ones, with the change notes. The database
// decides what is new (`template_update_due_notices`) and remembers what went out, so the next run
// sends nothing twice, and a notice that reached nobody is tried again.
import { dueNoticeJob } from './due-notices.ts';
import type { EmailContent } from './email.ts';

export interface TemplateUpdateNotice {
  team_id: string;
  team_name: string;
  updates: {
    template_id: string;
    version: number;
    title: string;
    kind: 'material' | 'editorial';
    releases: { version: number; kind: string; note: string }[];
  }[];
  recipients: string[];
}

export function templateUpdateEmail(
  notice: TemplateUpdateNotice,
  to: string,
  siteUrl: string,
): EmailContent {
  const count = notice.updates.length;
  return {
    id: `template-updates-${notice.team_id}-${notice.updates
      .map((update) => `${update.template_id}-${update.version}`)
      .join('-')}`,
    to,
    subject:
      count === 1
        ? 'A policy template your team adopted has an update'
        : `${count} policy templates your team adopted have an update`,
    intro: [
      `New releases of templates ${notice.team_name} adopted are ready to review. Your own edits stay: you choose which changes to apply, and applied changes start a new draft of your policy.`,
      ...notice.updates.map(
        (update) =>
          `${update.title} (${update.kind} change): ${update.releases
            .map((release) => `version ${release.version}: ${release.note}`)
            .join(' ')}`,
      ),
    ],
    action: { label: 'Review the updates', url: `${siteUrl}/dashboard/policies` },
  };
}

/** One run at `at`: each waiting team's admins get one email. */
export const sendTemplateUpdateNotices = dueNoticeJob(templateUpdateEmail);
