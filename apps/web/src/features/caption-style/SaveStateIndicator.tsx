import { Badge, Loader } from '@mantine/core';
import type { StyleSaveState } from './use-style-autosave';

const views: Record<StyleSaveState['status'], { label: string; color: string }> = {
  saved: { label: 'Saved', color: 'teal' },
  unsaved: { label: 'Unsaved changes', color: 'gray' },
  saving: { label: 'Saving…', color: 'blue' },
  failed: { label: 'Not saved', color: 'red' },
};

/** Whether the video has the style shown, for a glance (the failure itself is explained below). */
export function SaveStateIndicator({ state }: { state: StyleSaveState }) {
  const view = views[state.status];
  return (
    <Badge
      variant="light"
      color={view.color}
      tt="none"
      role="status"
      aria-live="polite"
      data-testid="style-save-state"
      leftSection={state.status === 'saving' ? <Loader size={10} color="blue" aria-hidden="true" /> : null}
    >
      {view.label}
    </Badge>
  );
}
