import { normaliseCuts, type TimeRange } from '@captionist/captions';
import type { Cut, CutReason } from '@captionist/contracts';
import { Button, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import { asCuts, useCuts } from './use-cuts';

interface Notice {
  title: string;
  message: string;
}

interface AutoCutButtonsProps {
  /** The detector's reason: its cuts are replaced by each run and restored as a set. */
  reason: CutReason;
  applyLabel: string;
  restoreLabel: string;
  disabled: boolean;
  /** The source ranges to cut, and what the toast says about them. */
  find: () => Promise<{ ranges: TimeRange[]; notice: Notice }>;
  failed: string;
  /** What is cut now, in a few words (null: nothing). */
  summary: (cuts: readonly Cut[]) => string | null;
  /** The detector's own settings, before the buttons. */
  children?: ReactNode;
}

/**
 * A pair of buttons for an automatic edit of the timeline (silences, filler words): one finds
 * the ranges and cuts them, replacing the detector's earlier cuts; the other restores them all.
 */
export function AutoCutButtons({
  reason,
  applyLabel,
  restoreLabel,
  disabled,
  find,
  failed,
  summary,
  children,
}: AutoCutButtonsProps) {
  const { cuts, change } = useCuts();
  const [working, setWorking] = useState(false);
  const own = cuts.filter((cut) => cut.reason === reason);
  const others = cuts.filter((cut) => cut.reason !== reason);
  const said = summary(own);

  const apply = async () => {
    setWorking(true);
    try {
      const { ranges, notice } = await find();
      change([...others, ...asCuts(normaliseCuts(ranges), reason)]);
      showToast({ type: 'success', ...notice });
    } catch (error) {
      showToast({ type: 'error', title: failed, message: errorMessage(error) });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Group gap={6} wrap="wrap" data-testid={`${reason}-cuts`}>
      {children}
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => void apply()}
        loading={working}
        disabled={disabled}
      >
        {applyLabel}
      </Button>
      <Button size="compact-sm" variant="default" disabled={own.length === 0} onClick={() => change(others)}>
        {restoreLabel}
      </Button>
      {said && (
        <Text size="xs" c="dimmed">
          {said}
        </Text>
      )}
    </Group>
  );
}
