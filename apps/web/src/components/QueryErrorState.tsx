import { Alert, Button, Stack, Text } from '@mantine/core';

interface QueryErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** A load that failed: what went wrong and a way to try again. */
export function QueryErrorState({ title, message, onRetry, isRetrying }: QueryErrorStateProps) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} loading={isRetrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
