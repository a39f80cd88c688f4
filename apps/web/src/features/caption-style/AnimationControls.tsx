import type { CaptionStyle } from '@captionist/captions';
import { SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { directionLabels, multiAnimationLabels, singleAnimationLabels } from './style-labels';
import type { CaptionStyleUpdate } from './use-caption-style';

interface AnimationControlsProps {
  style: CaptionStyle;
  setStyle: (update: CaptionStyleUpdate) => void;
}

const hintOf = (labels: { value: string; hint: string }[], value: string) =>
  labels.find((l) => l.value === value)?.hint;

/** How the spoken word stands out, and how each caption enters. */
export function AnimationControls({ style, setStyle }: AnimationControlsProps) {
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={500} id="caption-word-animation" mb={4}>
          Spoken word
        </Text>
        <SegmentedControl
          aria-labelledby="caption-word-animation"
          fullWidth
          size="xs"
          data={multiAnimationLabels.map(({ value, label }) => ({ value, label }))}
          value={style.multiAnimationStyle}
          onChange={(value) =>
            setStyle({ multiAnimationStyle: value as CaptionStyle['multiAnimationStyle'] })
          }
        />
        <Text size="xs" c="dimmed" mt={4}>
          {hintOf(multiAnimationLabels, style.multiAnimationStyle)}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Caption entrance"
          description={hintOf(singleAnimationLabels, style.singleAnimationStyle)}
          data={singleAnimationLabels.map(({ value, label }) => ({ value, label }))}
          value={style.singleAnimationStyle}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) =>
            value && setStyle({ singleAnimationStyle: value as CaptionStyle['singleAnimationStyle'] })
          }
        />
        <Select
          label="Direction"
          description={hintOf(directionLabels, style.singleAnimationDirection)}
          data={directionLabels.map(({ value, label }) => ({ value, label }))}
          value={style.singleAnimationDirection}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) =>
            value && setStyle({ singleAnimationDirection: value as CaptionStyle['singleAnimationDirection'] })
          }
        />
      </SimpleGrid>
      <Switch
        label="Grow in"
        description="Each caption grows from 80 % to full size as it appears."
        checked={style.singleAnimationScale}
        onChange={(event) => setStyle({ singleAnimationScale: event.currentTarget.checked })}
      />
    </Stack>
  );
}
