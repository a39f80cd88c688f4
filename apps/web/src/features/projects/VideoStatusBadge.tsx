import { Badge, Loader } from '@mantine/core';
import type { VideoStatusView } from './video-status';

/** The video's status as a coloured chip, with a spinner while the server works on it. */
export function VideoStatusBadge({ view }: { view: VideoStatusView }) {
  return (
    <Badge
      color={view.color}
      variant="light"
      radius="sm"
      tt="none"
      leftSection={view.busy ? <Loader size={10} color={view.color} aria-hidden="true" /> : undefined}
      data-testid="video-status"
    >
      {view.label}
    </Badge>
  );
}
