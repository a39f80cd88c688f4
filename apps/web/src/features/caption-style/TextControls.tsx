import type { CaptionStyle } from '@captionist/captions';
import { Group, NumberInput, Slider, Stack, Switch, Text } from '@mantine/core';
import type { CaptionStyleUpdate } from './use-caption-style';

interface TextControlsProps {
  style: CaptionStyle;
  setStyle: (update: CaptionStyleUpdate) => void;
}

const SIZE_MIN = 10;
const SIZE_MAX = 400;
/** The slider covers the sizes people use; the number field takes the rest of the range. */
const SLIDER_MAX = 200;

/** Size (with auto-size), capitals and italics. */
export function TextControls({ style, setStyle }: TextControlsProps) {
  return (
    <Stack gap="sm">
      <div>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} id="caption-size-label">
            Size
          </Text>
          <NumberInput
            aria-label="Size in pixels"
            size="xs"
            w={96}
            min={SIZE_MIN}
            max={SIZE_MAX}
            clampBehavior="blur"
            allowDecimal={false}
            suffix=" px"
            value={style.fontSize}
            onChange={(value) => {
              const size = typeof value === 'number' ? value : Number(value);
              if (Number.isInteger(size) && size >= SIZE_MIN && size <= SIZE_MAX)
                setStyle({ fontSize: size });
            }}
          />
        </Group>
        <Slider
          aria-labelledby="caption-size-label"
          thumbLabel="Size"
          min={SIZE_MIN}
          max={SLIDER_MAX}
          step={2}
          value={Math.min(style.fontSize, SLIDER_MAX)}
          onChange={(fontSize) => setStyle({ fontSize })}
          label={(value) => `${value} px`}
          mt={6}
        />
        <Text size="xs" c="dimmed" mt={4}>
          Pixels on a 1080-pixel-wide video; other sizes scale to match.
        </Text>
      </div>
      <Switch
        label="Auto size"
        description="Grows short captions to read well on a phone (up to 1.5× the size above) and shrinks long lines to fit the safe width. Off: exactly the size above, long lines on two lines."
        checked={style.isAutoSize}
        onChange={(event) => setStyle({ isAutoSize: event.currentTarget.checked })}
      />
      <Group gap="lg">
        <Switch
          label="UPPERCASE"
          checked={style.uppercase}
          onChange={(event) => setStyle({ uppercase: event.currentTarget.checked })}
        />
        <Switch
          label={<em>Italic</em>}
          aria-label="Italic"
          checked={style.italic}
          onChange={(event) => setStyle({ italic: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
