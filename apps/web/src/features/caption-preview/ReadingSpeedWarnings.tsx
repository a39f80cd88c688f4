import { type CaptionLayout, fastCaptions, readingSpeedLimit } from '@captionist/captions';
import { languageName } from '@captionist/contracts';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatDuration } from '../../lib/format-duration';

const SHOWN = 5;

/**
 * The captions that go by faster than people read their language (docs/captions.md "Reading
 * speed"), each a link to its moment: fewer words at a time, or a slower pace, fixes them.
 */
export function ReadingSpeedWarnings({
  layout,
  language,
  onSeek,
}: {
  layout: CaptionLayout | null;
  /** The captions' language: the transcript's, or the translation's they show. */
  language: string;
  /** Goes to a moment of the edited timeline, ms. */
  onSeek: (editedMs: number) => void;
}) {
  const fast = useMemo(() => (layout ? fastCaptions(layout.groups, language) : []), [layout, language]);
  if (fast.length === 0) return null;
  const name = languageName(language);
  const limit = readingSpeedLimit(language);
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Captions too fast to read"
      data-testid="reading-speed-warnings"
    >
      <Text size="sm">
        {fast.length === 1 ? 'One caption goes' : `${fast.length} captions go`} by faster than people read
        {name ? ` ${name}` : ''} ({limit} characters a second). Show fewer words at a time in Style → Words at
        a time, or cut fewer pauses.
      </Text>
      <Group gap="xs" mt={6}>
        {fast.slice(0, SHOWN).map((caption) => (
          <Anchor
            key={caption.start}
            component="button"
            type="button"
            size="sm"
            onClick={() => onSeek(caption.start)}
            title={caption.text}
          >
            {formatDuration(caption.start)} ({Math.round(caption.charactersPerSecond)}/s)
          </Anchor>
        ))}
        {fast.length > SHOWN && (
          <Text size="sm" c="dimmed">
            and {fast.length - SHOWN} more
          </Text>
        )}
      </Group>
    </Alert>
  );
}
