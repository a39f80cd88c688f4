import { ColorSwatch } from '@mantine/core';

/**
 * A speaker's caption colour as a dot; a hollow ring while their words keep the caption style's
 * colour. Decoration only: the speaker's name says who it is.
 */
export function SpeakerDot({ color, size = 10 }: { color: string | null; size?: number }) {
  return color ? (
    <ColorSwatch color={color} size={size} withShadow={false} aria-hidden="true" style={{ flexShrink: 0 }} />
  ) : (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        border: '1.5px solid var(--mantine-color-dimmed)',
      }}
    />
  );
}
