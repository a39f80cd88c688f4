import { type WebhookDelivery, type WebhookEndpoint, webhookEvents } from '@captionist/contracts';
import { ActionIcon, Badge, Box, Button, Code, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { MoreIcon } from '../../components/MoreIcon';
import { errorMessage } from '../../lib/normalise-error';
import { webhookKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toast';
import { WebhookDeliveries } from './WebhookDeliveries';
import { sendWebhookTestEvent, updateWebhookEndpoint } from './webhook-requests';

interface WebhookEndpointItemProps {
  endpoint: WebhookEndpoint;
  onShowSecret: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** One endpoint: where it sends, which events, whether it is on, and its recent deliveries. */
export function WebhookEndpointItem({ endpoint, onShowSecret, onDelete }: WebhookEndpointItemProps) {
  const queryClient = useQueryClient();
  const deliveriesId = useId();
  const [showDeliveries, deliveries] = useDisclosure(false);
  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) => updateWebhookEndpoint(endpoint.id, { enabled }),
    onSuccess: (updated) => {
      queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.list, (endpoints) =>
        endpoints?.map((each) => (each.id === updated.id ? updated : each)),
      );
      showToast({
        type: 'success',
        title: updated.enabled ? 'Endpoint enabled' : 'Endpoint disabled',
        message: updated.enabled ? 'New events are sent to it again.' : 'No new events are sent to it.',
      });
    },
    onError: (error) =>
      showToast({ type: 'error', title: 'Endpoint not changed', message: errorMessage(error) }),
  });
  const sendTest = useMutation({
    mutationFn: () => sendWebhookTestEvent(endpoint.id),
    onSuccess: (delivery) => {
      queryClient.setQueryData<WebhookDelivery[]>(webhookKeys.deliveries(endpoint.id), (list) =>
        list ? [delivery, ...list.filter((each) => each.id !== delivery.id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpoint.id) });
      deliveries.open();
    },
    onError: (error) =>
      showToast({ type: 'error', title: 'Test event not sent', message: errorMessage(error) }),
  });
  const allEvents = endpoint.events.length === webhookEvents.length;

  return (
    <Box component="li" py="sm" data-testid="webhook-endpoint">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.url}
              </Text>
              {!endpoint.enabled && (
                <Badge variant="light" color="gray" tt="none">
                  Disabled
                </Badge>
              )}
            </Group>
            {endpoint.description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Text>
            )}
            <Group gap={6} role="group" aria-label="Events">
              {allEvents ? (
                <Badge variant="light" color="gray" tt="none">
                  All events
                </Badge>
              ) : (
                endpoint.events.map((event) => (
                  <Code key={event} fz="xs">
                    {event}
                  </Code>
                ))
              )}
            </Group>
          </Stack>
          <Menu position="bottom-end" shadow="md" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${endpoint.url}`}>
                <MoreIcon size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onShowSecret(endpoint)}>Show signing secret</Menu.Item>
              <Menu.Item onClick={() => setEnabled.mutate(!endpoint.enabled)} disabled={setEnabled.isPending}>
                {endpoint.enabled ? 'Disable' : 'Enable'}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => onDelete(endpoint)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => sendTest.mutate()}
            loading={sendTest.isPending}
            disabled={!endpoint.enabled}
          >
            Send a test event
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            aria-expanded={showDeliveries}
            aria-controls={deliveriesId}
            onClick={deliveries.toggle}
          >
            <span aria-hidden="true">{showDeliveries ? '▾' : '▸'}&nbsp;</span>Recent deliveries
          </Button>
        </Group>
        <div id={deliveriesId}>
          {showDeliveries && (
            <WebhookDeliveries endpointId={endpoint.id} label={`Recent deliveries to ${endpoint.url}`} />
          )}
        </div>
      </Stack>
    </Box>
  );
}
