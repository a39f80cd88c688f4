import { Button, Group, Stack, Text } from '@mantine/core';

interface ToastBodyProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
}

/** A toast message with its action button underneath. */
export function ToastBody({ message, actionLabel, onAction }: ToastBodyProps) {
  return (
    <Stack gap="xs">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={onAction}>
          {actionLabel}
        </Button>
      </Group>
    </Stack>
  );
}
