import { Button, EmptyState } from '@mantine/core';

interface ProjectsEmptyStateProps {
  onCreate: () => void;
  canCreate: boolean;
}

/** The dashboard before the first project: what projects are for, and the way to make one. */
export function ProjectsEmptyState({ onCreate, canCreate }: ProjectsEmptyStateProps) {
  return (
    <EmptyState
      data-testid="dashboard-empty"
      variant="light"
      title="No projects yet"
      description="A project groups the videos you caption together. Create one, then upload your first video."
      icon={
        <svg width={28} height={28} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      }
    >
      <EmptyState.Actions>
        <Button onClick={onCreate} disabled={!canCreate}>
          Create your first project
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
