import { Button, ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core';
import { SPEAKER_COLOURS } from './speaker-colours';

interface SpeakerColourPickerProps {
  /** The speaker's caption colour; null while their words keep the caption style's. */
  color: string | null;
  /** Whose colour it is, for the buttons' names. */
  name: string;
  disabled: boolean;
  onPick: (color: string | null) => void;
}

/** A speaker's words' colour in the captions (the preview and the render alike), or the style's own. */
export function SpeakerColourPicker({ color, name, disabled, onPick }: SpeakerColourPickerProps) {
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={`${name}'s caption colour`}>
      <Text size="xs" c="dimmed">
        Captions
      </Text>
      {SPEAKER_COLOURS.map((swatch) => {
        const chosen = swatch.color === color;
        return (
          <UnstyledButton
            key={swatch.color}
            aria-label={`${swatch.name} captions`}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => onPick(chosen ? null : swatch.color)}
            style={{ borderRadius: '50%', opacity: disabled ? 0.4 : 1 }}
          >
            <ColorSwatch color={swatch.color} size={chosen ? 22 : 18} withShadow={chosen}>
              {chosen && (
                <Text size="xs" fw={700} c="dark.9" aria-hidden="true">
                  ✓
                </Text>
              )}
            </ColorSwatch>
          </UnstyledButton>
        );
      })}
      <Button
        size="compact-xs"
        variant={color === null ? 'light' : 'subtle'}
        aria-pressed={color === null}
        disabled={disabled}
        onClick={() => onPick(null)}
      >
        Style colour
      </Button>
    </Group>
  );
}
