import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';

/** The video of the address does not exist, or is not the user's. */
export function VideoNotFound() {
  return (
    <EmptyState
      data-testid="video-not-found"
      mt="xl"
      variant="light"
      color="gray"
      title="Video not found"
      description="It may have been deleted, or the link is wrong."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/dashboard">
          Back to your projects
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
