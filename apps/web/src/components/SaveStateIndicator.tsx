import { Badge, Loader } from '@mantine/core';
import type { AutosaveState } from '../lib/save-state';

const views: Record<AutosaveState['status'], { label: string; color: string }> = {
  saved: { label: 'Saved', color: 'teal' },
  unsaved: { label: 'Unsaved changes', color: 'gray' },
  saving: { label: 'Saving…', color: 'blue' },
  failed: { label: 'Not saved', color: 'red' },
};

/** Whether the video has what is shown, for a glance (the failure itself is explained below). */
export function SaveStateIndicator({
  state,
  testId = 'style-save-state',
}: {
  state: AutosaveState;
  testId?: string;
}) {
  const view = views[state.status];
  return (
    <Badge
      variant="light"
      color={view.color}
      tt="none"
      role="status"
      aria-live="polite"
      data-testid={testId}
      leftSection={state.status === 'saving' ? <Loader size={10} color="blue" aria-hidden="true" /> : null}
    >
      {view.label}
    </Badge>
  );
}
