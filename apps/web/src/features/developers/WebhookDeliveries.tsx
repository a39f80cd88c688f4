import type { WebhookDelivery } from '@captionist/contracts';
import { Badge, Button, Code, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryErrorState } from '../../components/QueryErrorState';
import { errorMessage } from '../../lib/normalise-error';
import { webhookKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toast';
import { deliveryStatusBadges, momentLabel } from './developer-labels';
import { webhookQueries } from './webhook-queries';
import { sendWebhookDeliveryAgain } from './webhook-requests';

interface WebhookDeliveriesProps {
  endpointId: string;
  /** Names the table for screen readers ("Recent deliveries to https://…"). */
  label: string;
}

/** An endpoint's newest deliveries: what was sent, how it went, and a way to send one again. */
export function WebhookDeliveries({ endpointId, label }: WebhookDeliveriesProps) {
  const queryClient = useQueryClient();
  const query = useQuery(webhookQueries.deliveries(endpointId));
  const sendAgain = useMutation({
    mutationFn: (deliveryId: string) => sendWebhookDeliveryAgain(endpointId, deliveryId),
    onSuccess: (sent) => {
      queryClient.setQueryData<WebhookDelivery[]>(webhookKeys.deliveries(endpointId), (deliveries) =>
        deliveries?.map((delivery) => (delivery.id === sent.id ? sent : delivery)),
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
    },
    onError: (error) => showToast({ type: 'error', title: 'Not sent again', message: errorMessage(error) }),
  });

  if (query.isError && !query.data) {
    return (
      <QueryErrorState
        title="The deliveries could not be loaded"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading the deliveries">
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
      </Stack>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing sent yet. Events appear here as they happen; “Send a test event” tries the endpoint now.
      </Text>
    );
  }
  return (
    // Scrolls sideways on a phone rather than squeezing the columns.
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Tries</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((delivery) => {
            const badge = deliveryStatusBadges[delivery.status];
            return (
              <Table.Tr key={delivery.id} data-testid="webhook-delivery">
                <Table.Td>
                  <Code>{delivery.event}</Code>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={badge.color} tt="none" style={{ overflow: 'visible' }}>
                    {badge.label}
                  </Badge>
                  {delivery.status === 'pending' && delivery.next_attempt_at && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      Next try {momentLabel(delivery.next_attempt_at, '')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{delivery.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm">{delivery.last_status_code ?? '—'}</Text>
                  {delivery.last_error && delivery.status !== 'delivered' && (
                    <Text size="xs" c="dimmed" lineClamp={2} title={delivery.last_error} maw={220}>
                      {delivery.last_error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {momentLabel(delivery.last_attempt_at ?? delivery.created_at, '')}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    loading={sendAgain.isPending && sendAgain.variables === delivery.id}
                    onClick={() => sendAgain.mutate(delivery.id)}
                    aria-label={`Send again: ${delivery.event} of ${momentLabel(delivery.created_at, '')}`}
                  >
                    Send again
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
