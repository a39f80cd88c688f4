import type { CaptionStyle } from '@captionist/captions';
import { SegmentedControl, SimpleGrid, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { StyleColorInput } from './StyleColorInput';
import { sizeStepLabels } from './style-labels';
import type { CaptionStyleUpdate } from './use-caption-style';

interface OutlineControlsProps {
  style: CaptionStyle;
  setStyle: (update: CaptionStyleUpdate) => void;
}

/** The steps as shown (S, M, …) and as read out (Small, Medium, …, "No shadow" for the shadow's None). */
const stepsOf = (part: string) =>
  sizeStepLabels(part).map(({ value, label, hint }) => ({
    value,
    label: (
      <span title={hint}>
        <span aria-hidden="true">{label}</span>
        <VisuallyHidden>{hint}</VisuallyHidden>
      </span>
    ),
  }));
const outlineSteps = stepsOf('outline');
const shadowSteps = stepsOf('shadow');

/** A size step (none to XL) with its own label. */
function SizeStep(props: {
  id: string;
  label: string;
  steps: ReturnType<typeof stepsOf>;
  value: CaptionStyle['strokeSize'];
  onChange: (value: CaptionStyle['strokeSize']) => void;
}) {
  return (
    <div>
      <Text size="sm" fw={500} id={props.id} mb={4}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={props.id}
        fullWidth
        size="xs"
        data={props.steps}
        value={props.value}
        onChange={(value) => props.onChange(value as CaptionStyle['strokeSize'])}
      />
    </div>
  );
}

/** Outline, shadow and the box behind the words. */
export function OutlineControls({ style, setStyle }: OutlineControlsProps) {
  const boxed = style.backgroundColor !== 'transparent';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
        <SizeStep
          id="caption-stroke-size"
          label="Outline"
          steps={outlineSteps}
          value={style.strokeSize}
          onChange={(strokeSize) => setStyle({ strokeSize })}
        />
        <StyleColorInput
          label="Outline colour"
          value={style.strokeColor}
          disabled={style.strokeSize === 'none'}
          onChange={(strokeColor) => setStyle({ strokeColor })}
        />
        <SizeStep
          id="caption-shadow-size"
          label="Shadow"
          steps={shadowSteps}
          value={style.shadowSize}
          onChange={(shadowSize) => setStyle({ shadowSize })}
        />
        <StyleColorInput
          label="Shadow colour"
          value={style.shadowColor}
          disabled={style.shadowSize === 'none'}
          onChange={(shadowColor) => setStyle({ shadowColor })}
        />
      </SimpleGrid>
      <Switch
        label="Background box"
        description="A box behind each caption; off leaves the video showing through."
        checked={boxed}
        onChange={(event) =>
          setStyle({ backgroundColor: event.currentTarget.checked ? '#000000b3' : 'transparent' })
        }
      />
      {boxed && (
        <StyleColorInput
          label="Box colour"
          value={style.backgroundColor}
          onChange={(backgroundColor) => setStyle({ backgroundColor })}
        />
      )}
    </Stack>
  );
}
