// The Activity page's words and CSV (docs/decisions.md A1), pure so they are tested alone.
import { AUDIT_EVENT_LABELS, isAuditEventKind } from '@shared/audit-events';
import { toCsv } from '@shared/csv';
import type { Json } from '@shared/database.types';

export interface ActivityEvent {
  occurred_at: string;
  actor_name: string;
  kind: string;
  target_name: string | null;
  details: Json;
}

export const kindLabel = (kind: string): string =>
  isAuditEventKind(kind) ? AUDIT_EVENT_LABELS[kind] : kind;

const text = (value: Json | undefined): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const EXPORT_NAMES: Record<string, string> = {
  'team-progress': 'Team progress CSV',
  activity: 'Activity CSV',
  'policy-acceptances': 'Policy acceptance register CSV',
  training: 'Training CSV',
};

/** The event's particulars in a few words: "member → admin", "Team progress CSV". */
export function eventDetails(event: ActivityEvent): string {
  const details =
    typeof event.details === 'object' && event.details !== null && !Array.isArray(event.details)
      ? event.details
      : {};
  const from = text(details['from']);
  const to = text(details['to']);
  const change = from && to ? `${from} → ${to}` : '';
  switch (event.kind) {
    case 'role_changed':
      return change;
    case 'plan_changed': {
      const reason = text(details['reason']);
      return [change || to, reason ? `(${reason})` : null].filter(Boolean).join(' ');
    }
    case 'export_downloaded': {
      const name = text(details['export']);
      return name ? (EXPORT_NAMES[name] ?? name) : '';
    }
    case 'policy_published':
    case 'policy_accepted': {
      const version = details['version'];
      return typeof version === 'number' ? `Version ${version}` : '';
    }
    case 'policy_reminder_sent': {
      const policy = text(details['policy']);
      const version = details['version'];
      return policy && typeof version === 'number' ? `${policy}, version ${version}` : '';
    }
    case 'subscription_changed':
      return subscriptionChange(details);
    case 'refund_issued': {
      const amount = details['amount'];
      const currency = text(details['currency']);
      return typeof amount === 'number' && currency
        ? `${formatMoney(amount, currency)} refunded`
        : '';
    }
    case 'certificate_issued':
    case 'certificate_revoked':
      return text(details['course']) ?? '';
    case 'training_assigned': {
      const days = details['due_days'];
      return text(details['due_on'])
        ? `Due ${text(details['due_on'])}`
        : typeof days === 'number'
          ? `Due ${days} days after joining`
          : '';
    }
    default:
      return '';
  }
}

/** "USD 1,188.00" from Stripe's amount in the currency's smallest unit. */
function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'code',
  }).format(amount / 100);
}

/** "sub_123: active → past_due, cancels at period end (2027-11-27)". */
function subscriptionChange(details: { [key: string]: Json | undefined }): string {
  const subscription = text(details['subscription']);
  const from = text(details['from']);
  const to = text(details['to']);
  const status = from && to && from !== to ? `${from} → ${to}` : to;
  const periodEnd = text(details['period_end'])?.slice(0, 10);
  const ending = details['cancel_at_period_end'] === true;
  const period = periodEnd ? `${ending ? 'cancels at period end' : 'renews'} (${periodEnd})` : null;
  const summary = [status, period].filter(Boolean).join(', ');
  return subscription ? `${subscription}: ${summary}` : summary;
}

/** `team-activity-{date}.csv` with the local date. */
export function activityCsvFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `team-activity-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** When (UTC, ISO 8601, as auditors compare logs), Who, Event, Target, Details. */
export function activityCsv(events: readonly ActivityEvent[]): string {
  return toCsv([
    ['When (UTC)', 'Who', 'Event', 'Target', 'Details'],
    ...events.map((event) => [
      new Date(event.occurred_at).toISOString(),
      event.actor_name,
      kindLabel(event.kind),
      event.target_name ?? '',
      eventDetails(event),
    ]),
  ]);
}
