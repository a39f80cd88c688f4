import { type MantineSize, Progress } from '@mantine/core';

interface JobProgressBarProps {
  /** The bar's accessible name, kept the same in both states so tests and screen readers find it. */
  label: string;
  /** The percentage done; ignored while waiting. */
  value: number;
  /** Queued, not started: no percentage exists yet. */
  waiting: boolean;
  size: MantineSize;
  transitionDuration?: number;
}

/** A background job's bar: striped and indeterminate while it waits, then its percentage. */
export function JobProgressBar({ label, value, waiting, size, transitionDuration }: JobProgressBarProps) {
  return (
    <Progress.Root size={size} transitionDuration={transitionDuration}>
      {waiting ? (
        // Waiting has no percentage: an indeterminate bar, without aria-valuenow.
        <Progress.Section
          value={100}
          striped
          animated
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuetext="Queued"
        />
      ) : (
        <Progress.Section value={value} aria-label={label} />
      )}
    </Progress.Root>
  );
}
