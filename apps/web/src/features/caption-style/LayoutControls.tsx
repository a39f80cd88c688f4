import type { CaptionStyle } from '@captionist/captions';
import { Slider, Stack, Text } from '@mantine/core';
import { positionLabel } from './style-labels';
import type { CaptionStyleUpdate } from './use-caption-style';

interface LayoutControlsProps {
  style: CaptionStyle;
  setStyle: (update: CaptionStyleUpdate) => void;
  /**
   * The split layout draws the captions on its seam: the position saved here applies again once
   * the split is turned off, so the slider stays usable.
   */
  onSeam?: boolean;
}

/** Where the captions sit and how many words show at once. */
export function LayoutControls({ style, setStyle, onSeam = false }: LayoutControlsProps) {
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" fw={500} id="caption-position-label">
          Caption position: {positionLabel(style.position)} ({Math.round(style.position)} %)
        </Text>
        <Slider
          aria-labelledby="caption-position-label"
          // The editor also has the player's "Playback position": each name says what it moves.
          thumbLabel="Caption position"
          min={0}
          max={100}
          step={1}
          value={style.position}
          onChange={(position) => setStyle({ position })}
          label={(value) => `${value} % from the top`}
          marks={[
            { value: 10, label: 'Top' },
            { value: 50, label: 'Middle' },
            { value: 90, label: 'Bottom' },
          ]}
          mt={6}
          mb="md"
        />
        {onSeam && (
          <Text size="xs" c="dimmed" mt="lg" data-testid="caption-position-split-note">
            In the split layout the captions sit between the two people.
          </Text>
        )}
      </div>
      <div>
        <Text size="sm" fw={500} id="caption-words-label">
          Words at a time: {style.wordsPerGroup}
        </Text>
        <Slider
          aria-labelledby="caption-words-label"
          thumbLabel="Words at a time"
          min={1}
          max={12}
          step={1}
          value={style.wordsPerGroup}
          onChange={(wordsPerGroup) => setStyle({ wordsPerGroup })}
          marks={[1, 3, 6, 9, 12].map((value) => ({ value, label: String(value) }))}
          mt={6}
          mb="md"
        />
        <Text size="xs" c="dimmed" mt="lg">
          A caption also ends at a sentence end or a long pause.
        </Text>
      </div>
    </Stack>
  );
}
