/**
 * The events a webhook endpoint may choose (docs/decisions.md WH1), with the words Settings →
 * Webhooks shows. The database's private.webhook_event_types() lists the same types;
 * src/backend/webhooks.test.ts fails when the two disagree.
 */
export const WEBHOOK_EVENT_LABELS = {
  'member.joined': 'A member joined',
  'member.left': 'A member left or was removed',
  'member.deactivated': 'A member was deactivated',
  'course.completed': 'A member completed a course',
  'certificate.issued': 'A certificate was issued',
  'policy.published': 'A policy version was published',
  'policy.accepted': 'A member accepted a policy',
  'checklist_run.closed': 'A checklist run closed',
  'evidence_link.used': 'An evidence link was used',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_LABELS;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEventType[];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && Object.hasOwn(WEBHOOK_EVENT_LABELS, value);
