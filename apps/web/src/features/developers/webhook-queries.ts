// The webhook endpoints, and an endpoint's recent deliveries, asked again while one is on its way.
import type { WebhookDelivery } from '@captionist/contracts';
import { queryOptions } from '@tanstack/react-query';
import { webhookKeys } from '../../lib/query-keys';
import { fetchWebhookDeliveries, fetchWebhookEndpoints } from './webhook-requests';

const SOON_POLL_MS = 2000;
const LATER_POLL_MS = 30_000;

/**
 * Every 2 s while a delivery is about to be tried (a test event arriving) or is being tried (its
 * try began moments ago: while the sender holds it, its next try reads a minute away, though its
 * answer comes in a moment), every 30 s while the only pending ones wait out a retry's backoff
 * (minutes to hours), never once all are settled.
 */
export function deliveriesPollInterval(
  deliveries: readonly WebhookDelivery[] | undefined,
  now = Date.now(),
): number | false {
  const pending = deliveries?.filter((delivery) => delivery.status === 'pending') ?? [];
  if (pending.length === 0) return false;
  const dueSoon = pending.some(
    (delivery) =>
      delivery.next_attempt_at === null ||
      new Date(delivery.next_attempt_at).getTime() - now < LATER_POLL_MS ||
      (delivery.last_attempt_at !== null &&
        now - new Date(delivery.last_attempt_at).getTime() < LATER_POLL_MS),
  );
  return dueSoon ? SOON_POLL_MS : LATER_POLL_MS;
}

export const webhookQueries = {
  list: () => queryOptions({ queryKey: webhookKeys.list, queryFn: fetchWebhookEndpoints }),
  deliveries: (endpointId: string) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(endpointId),
      queryFn: () => fetchWebhookDeliveries(endpointId),
      refetchInterval: (query) => deliveriesPollInterval(query.state.data),
    }),
};
