// The hosted side of the billing emails (docs/decisions.md P1): the notices' claims through the
// service client and the mail through SMTP_URL. Used by stripe-webhook and trial-reminders.
import type { BillingNoticeDeps, NoticeRecipient } from '../_shared/billing-notices.ts';
import { sendEmail } from './mail.ts';
import { env, serviceClient } from './runtime.ts';

export const billingNotices: BillingNoticeDeps = {
  async claim(team, kind, ref) {
    const { data, error } = await serviceClient.rpc('claim_billing_notice', {
      team,
      notice_kind: kind,
      notice_ref: ref,
    });
    if (error) throw new Error(`claim_billing_notice: ${error.message}`);
    const rows = (data as { team_name: string; recipients: NoticeRecipient[] }[] | null) ?? [];
    return rows[0] ?? null;
  },
  async release(team, kind, ref) {
    const { error } = await serviceClient.rpc('release_billing_notice', {
      team,
      notice_kind: kind,
      notice_ref: ref,
    });
    if (error) throw new Error(`release_billing_notice: ${error.message}`);
  },
  send: sendEmail,
  siteUrl: env('SITE_URL') ?? '',
};
