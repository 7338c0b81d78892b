/**
 * An audit event's particulars in words (docs/decisions.md A1), shared by the Activity page, its
 * CSV and the evidence pack's audit log, so no reader meets raw JSON: "member → admin",
 * "Status: Not started → Done; Owner: nobody → Max Member".
 */
import type { Json } from './database.types.ts';
import { utcDay } from './utc-day.ts';

export interface AuditEventWords {
  kind: string;
  details: Json | unknown;
}

const EXPORT_NAMES: Record<string, string> = {
  'team-progress': 'Team progress CSV',
  activity: 'Activity CSV',
  'policy-acceptances': 'Policy acceptance register CSV',
  training: 'Training CSV',
};

const CHECKLIST_STATUS_WORDS: Record<string, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
  not_applicable: 'Not applicable',
};

// Keys that only join the event to other records (ids), not words a reader needs.
const ID_KEYS = new Set(['run', 'checklist', 'template', 'hash', 'certificate']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const keyWords = (key: string) => {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every other event: its plain values as "Key: value", ids left out. */
function plainDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .flatMap(([key, value]) => {
      if (ID_KEYS.has(key)) return [];
      if (value === true) return [keyWords(key)];
      if (typeof value === 'number') return [`${keyWords(key)}: ${value}`];
      const words = text(value);
      return words && !UUID.test(words) ? [`${keyWords(key)}: ${words}`] : [];
    })
    .join('; ');
}

/** What a checklist item's save changed (20261211000000; older events hold fewer keys). */
function checklistDetails(details: Record<string, unknown>): string {
  const status = (value: unknown) => {
    const key = text(value);
    return key ? (CHECKLIST_STATUS_WORDS[key] ?? key) : null;
  };
  const change = (label: string, from: string | null, to: string | null, none: string) =>
    `${label}: ${from ?? none} → ${to ?? none}`;
  const parts: string[] = [];
  const item = text(details['item_text']) ?? text(details['item']);
  if (item) parts.push(item);
  const to = status(details['status']);
  if (to) {
    const from = status(details['status_from']);
    parts.push(from ? change('Status', from, to, '') : `Status: ${to}`);
  }
  const reason = text(details['not_applicable_reason']);
  if (reason) parts.push(`Not applicable because: ${reason}`);
  if (details['owner_changed'] === true) {
    parts.push(
      'owner' in details || 'owner_from' in details
        ? change('Owner', text(details['owner_from']), text(details['owner']), 'nobody')
        : 'Owner changed',
    );
  }
  const dueTo = text(details['due_on']);
  if (details['due_changed'] === true || dueTo) {
    parts.push(change('Due date', text(details['due_from']), dueTo, 'none'));
  }
  const evidence = text(details['evidence_url']);
  if (evidence) parts.push(`Evidence added: ${evidence}`);
  if (details['evidence_removed'] === true) parts.push('Evidence link removed');
  if (details['notes_changed'] === true) parts.push('Notes changed');
  return parts.join('; ');
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
function subscriptionChange(details: Record<string, unknown>): string {
  const subscription = text(details['subscription']);
  const from = text(details['from']);
  const to = text(details['to']);
  const status = from && to && from !== to ? `${from} → ${to}` : to;
  const periodEndsAt = text(details['period_end']);
  const periodEnd = periodEndsAt ? utcDay(periodEndsAt) : null;
  const ending = details['cancel_at_period_end'] === true;
  const period = periodEnd ? `${ending ? 'cancels at period end' : 'renews'} (${periodEnd})` : null;
  const summary = [status, period].filter(Boolean).join(', ');
  return subscription ? `${subscription}: ${summary}` : summary;
}

/** The event's particulars in a few words; '' when it has none. */
export function eventDetails(event: AuditEventWords): string {
  const details: Record<string, unknown> =
    typeof event.details === 'object' && event.details !== null && !Array.isArray(event.details)
      ? (event.details as Record<string, unknown>)
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
    case 'subscription_changed':
      return subscriptionChange(details);
    case 'refund_issued': {
      const amount = details['amount'];
      const currency = text(details['currency']);
      return typeof amount === 'number' && currency
        ? `${formatMoney(amount, currency)} refunded`
        : '';
    }
    case 'checklist_item_updated':
      return checklistDetails(details);
    case 'evidence_opened': {
      const what = text(details['what']);
      const kind = text(details['kind']);
      return [what, kind === 'auditor' ? '(auditor link)' : kind ? '(download link)' : null]
        .filter(Boolean)
        .join(' ');
    }
    case 'evidence_link_created':
      return from && to
        ? `Records ${from} to ${to}` +
            (typeof details['days'] === 'number' ? `, valid ${details['days']} days` : '')
        : '';
    default:
      return plainDetails(details);
  }
}
