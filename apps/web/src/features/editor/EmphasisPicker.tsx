import { EMPHASIS_COLOURS, EMPHASIS_SCALE } from '@captionist/captions';
import type { WordEmphasis } from '@captionist/contracts';
import { Button, ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core';

interface EmphasisPickerProps {
  /** The selected word's look; undefined for a plain word. */
  look: WordEmphasis | undefined;
  disabled: boolean;
  onChange: (look: WordEmphasis | null) => void;
}

const COLOUR_NAMES: Record<(typeof EMPHASIS_COLOURS)[number], string> = {
  '#ffd43b': 'Yellow',
  '#51cf66': 'Green',
  '#ff6b6b': 'Red',
  '#4dabf7': 'Blue',
  '#cc5de8': 'Purple',
};

/**
 * The selected word's own look in the captions (docs/captions.md "Emphasis"): a colour, larger,
 * capitals, or plain. Picking a colour for a plain word makes it larger too, as it is meant to
 * stand out; each part toggles on its own after that.
 */
export function EmphasisPicker({ look, disabled, onChange }: EmphasisPickerProps) {
  const current = look ?? {};
  const toggleColour = (color: string) =>
    onChange(
      current.color === color
        ? { ...current, color: undefined }
        : { scale: look ? current.scale : EMPHASIS_SCALE, ...current, color },
    );
  const toggle = (label: string, pressed: boolean, change: WordEmphasis) => (
    <Button
      size="compact-xs"
      variant={pressed ? 'light' : 'subtle'}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => onChange({ ...current, ...change })}
    >
      {label}
    </Button>
  );
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Emphasis">
      <Text size="xs" c="dimmed">
        Emphasis
      </Text>
      {EMPHASIS_COLOURS.map((color) => {
        const chosen = current.color === color;
        return (
          <UnstyledButton
            key={color}
            aria-label={`${COLOUR_NAMES[color]} emphasis`}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => toggleColour(color)}
            style={{ borderRadius: '50%', opacity: disabled ? 0.4 : 1 }}
          >
            <ColorSwatch color={color} size={chosen ? 22 : 18} withShadow={chosen}>
              {chosen && (
                <Text size="xs" fw={700} c="dark.9" aria-hidden="true">
                  ✓
                </Text>
              )}
            </ColorSwatch>
          </UnstyledButton>
        );
      })}
      {toggle('Larger', Boolean(current.scale), { scale: current.scale ? undefined : EMPHASIS_SCALE })}
      {toggle('Caps', Boolean(current.uppercase), { uppercase: !current.uppercase })}
      <Button size="compact-xs" variant="subtle" disabled={disabled || !look} onClick={() => onChange(null)}>
        Plain
      </Button>
    </Group>
  );
}
