import { Badge } from '@mantine/core';

/** Marks a recording uploaded to find clips in, on its upload row and its card. */
export function LongRecordingBadge() {
  return (
    <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }}>
      Long recording
    </Badge>
  );
}
