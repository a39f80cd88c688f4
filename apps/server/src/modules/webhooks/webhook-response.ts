// Endpoint and delivery rows as the API shows them (contracts: webhookEndpointSchema,
// webhookDeliverySchema); never the secret.
import {
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookPayload,
  webhookEvents,
} from '@captionist/contracts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhook-queries';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toEndpointResponse = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: webhookEvents.filter((event: WebhookEvent) => row.events.includes(event)),
  enabled: row.disabledAt === null,
  created_at: row.createdAt.toISOString(),
});

export const toDeliveryResponse = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpoint_id: row.endpointId,
  event: row.event as WebhookDeliveryEvent,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  last_status_code: row.lastStatusCode,
  last_error: row.lastError,
  last_attempt_at: iso(row.lastAttemptAt),
  next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  delivered_at: iso(row.deliveredAt),
  created_at: row.createdAt.toISOString(),
  payload: row.payload as WebhookPayload,
});
