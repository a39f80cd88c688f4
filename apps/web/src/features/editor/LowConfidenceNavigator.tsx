import { Button, Group, Text } from '@mantine/core';

interface LowConfidenceNavigatorProps {
  /** Words the engine doubted, as the words stand now (an edited word is no longer doubted). */
  count: number;
  onNext: () => void;
}

/** How many words are worth checking, and a way through them one by one (also the N key). */
export function LowConfidenceNavigator({ count, onNext }: LowConfidenceNavigatorProps) {
  if (count === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="low-confidence">
      <Text size="xs" c="dimmed" role="status" data-testid="low-confidence-count">
        {count === 1 ? '1 word to check' : `${count} words to check`}
      </Text>
      <Button size="compact-xs" variant="light" color="orange" onClick={onNext} aria-keyshortcuts="N">
        Next low-confidence word
      </Button>
    </Group>
  );
}
