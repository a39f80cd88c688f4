import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';

/** The project of the address does not exist, or is not the user's. */
export function ProjectNotFound() {
  return (
    <EmptyState
      data-testid="project-not-found"
      mt="xl"
      variant="light"
      color="gray"
      title="Project not found"
      description="It may have been deleted, or the link is wrong."
      icon={
        <svg width={28} height={28} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      }
    >
      <EmptyState.Actions>
        <Button component={Link} to="/dashboard">
          Back to your projects
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
