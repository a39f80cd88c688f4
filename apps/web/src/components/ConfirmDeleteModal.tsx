import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '../lib/normalise-error';
import { errorMessage } from '../lib/normalise-error';
import { showToast } from '../lib/toast';

interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will be lost, in words. */
  children: ReactNode;
  confirmLabel: string;
  remove: () => Promise<void>;
  onDeleted: () => void;
  failureTitle: string;
}

/** Asks before deleting something that cannot be brought back. */
export function ConfirmDeleteModal({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  remove,
  onDeleted,
  failureTitle,
}: ConfirmDeleteModalProps) {
  const mutation = useMutation<void, ApiError>({
    mutationFn: remove,
    onSuccess: onDeleted,
    onError: (error) => showToast({ type: 'error', title: failureTitle, message: errorMessage(error) }),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      // Mantine leaves its close button unnamed: screen readers would say only "button".
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
