import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface CancelRenderModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  cancelling: boolean;
}

/** Asks before stopping a render: the work so far is lost, the credit comes back. */
export function CancelRenderModal({ opened, onClose, onConfirm, cancelling }: CancelRenderModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this render?" centered>
      <Stack gap="lg">
        <Text size="sm">The render stops and your credit is refunded. You can render again at any time.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep rendering
          </Button>
          <Button color="red" loading={cancelling} onClick={onConfirm}>
            Cancel the render
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
