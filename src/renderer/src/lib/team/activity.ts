// The Activity page's words and CSV (docs/decisions.md A1), pure so they are tested alone.
import { eventDetails } from '@shared/audit-details';
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

export { eventDetails };

export const kindLabel = (kind: string): string =>
  isAuditEventKind(kind) ? AUDIT_EVENT_LABELS[kind] : kind;

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
