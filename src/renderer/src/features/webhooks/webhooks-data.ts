// Settings → Webhooks' data (docs/decisions.md WH1): endpoints and deliveries read as the admin
// (row-level security), changes through the database's functions, and the secret-holding actions
// (add, rotate) through the `webhooks` function, which answers the secret once.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import type { WebhookEventType } from '@shared/webhooks';
import { callFunction } from '../../lib/call-function';

type Client = SupabaseClient<Database>;

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabled_reason: 'admin' | 'failing' | null;
  failing_since: string | null;
  secret_rotated_at: string;
}

export interface WebhookDelivery {
  id: string;
  endpoint_id: string;
  event_id: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  type: string;
}

/** How many recent deliveries the page lists. */
export const DELIVERIES_SHOWN = 50;

export async function loadWebhooks(client: Client, signal: AbortSignal) {
  const [endpoints, deliveries] = await Promise.all([
    client
      .from('webhook_endpoints')
      .select('id, url, events, enabled, disabled_reason, failing_since, secret_rotated_at')
      .order('created_at')
      .abortSignal(signal)
      .throwOnError(),
    client
      .from('webhook_deliveries')
      .select(
        'id, endpoint_id, event_id, status, attempts, last_status_code, last_error, next_attempt_at, created_at',
      )
      .order('created_at', { ascending: false })
      .limit(DELIVERIES_SHOWN)
      .abortSignal(signal)
      .throwOnError(),
  ]);
  const eventIds = [...new Set((deliveries.data ?? []).map((delivery) => delivery.event_id))];
  const { data: events } = eventIds.length
    ? await client
        .from('webhook_events')
        .select('id, type')
        .in('id', eventIds)
        .abortSignal(signal)
        .throwOnError()
    : { data: [] };
  const typeOf = new Map((events ?? []).map((event) => [event.id, event.type]));
  return {
    endpoints: (endpoints.data ?? []) as WebhookEndpoint[],
    deliveries: (deliveries.data ?? []).map((delivery) => ({
      ...delivery,
      type: typeOf.get(delivery.event_id) ?? '',
    })) as WebhookDelivery[],
  };
}

/** Calls the `webhooks` function; its refusal's words, or a plain failure. */
const callWebhooks = <T>(client: Client, body: Record<string, unknown>) =>
  callFunction<T>(client, 'webhooks', body, 'The change could not be made. Please try again.');

export const addWebhookEndpoint = (client: Client, url: string, events: WebhookEventType[]) =>
  callWebhooks<{ id: string; secret: string }>(client, { action: 'create', url, events });

export const rotateWebhookSecret = async (client: Client, endpoint: string) =>
  (await callWebhooks<{ secret: string }>(client, { action: 'rotate', endpoint })).secret;

export async function setWebhookEnabled(client: Client, endpoint: string, enabled: boolean) {
  await client.rpc('set_webhook_endpoint_enabled', { endpoint, enabled }).throwOnError();
}

export async function sendTestWebhook(client: Client, endpoint: string) {
  await client.rpc('send_test_webhook', { endpoint }).throwOnError();
}

export async function removeWebhookEndpoint(client: Client, endpoint: string) {
  await client.rpc('remove_webhook_endpoint', { endpoint }).throwOnError();
}
