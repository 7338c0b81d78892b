// Vendor reminders (docs/decisions.md VN1): a team's admins hear 30 days before a vendor's
// security document expires or its review is due. The database decides what is due at the job's
// time (`vendor_due_notices(at)`, an injected clock) and remembers what went out, so running the
// job again sends nothing twice.

import { dueNoticeJob } from './due-notices.ts';

export interface VendorNotice {
  kind: 'document_expiring' | 'review_due';
  target_id: string;
  due_on: string;
  team_name: string;
  vendor_name: string;
  document_title: string | null;
  recipients: string[];
}

export interface VendorNoticeEmail {
  to: string;
  subject: string;
  intro: string[];
  action: { label: string; url: string };
  outro: string[];
}

export function vendorNoticeEmail(
  notice: VendorNotice,
  to: string,
  siteUrl: string,
): VendorNoticeEmail {
  const expiring = notice.kind === 'document_expiring';
  return {
    to,
    subject: expiring
      ? `${notice.vendor_name}: ${notice.document_title ?? 'a security document'} expires on ${notice.due_on}`
      : `${notice.vendor_name} is due for its vendor review on ${notice.due_on}`,
    intro: [
      expiring
        ? `The ${notice.document_title ?? 'security document'} of ${notice.vendor_name}, a vendor of ${notice.team_name}, expires on ${notice.due_on}. Ask the vendor for the current one and add it.`
        : `${notice.vendor_name}, a vendor of ${notice.team_name}, is due for its review on ${notice.due_on}.`,
    ],
    action: { label: 'Open vendors', url: `${siteUrl.replace(/\/+$/, '')}/dashboard/vendors` },
    outro: ['You receive this email because you are an admin of your team in ComplyReady.'],
  };
}

/** Sends what is due at `at`; a notice that reached nobody is tried again at the next run. */
export const sendVendorNotices = dueNoticeJob(vendorNoticeEmail);
