import type { BrollKeyword, TranscriptWord } from '@captionist/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatSpan } from './format-span';

/** The suggested keywords with the words they illustrate, each waiting for a picture or clip. */
export function BrollSuggestions({
  keywords,
  words,
  disabled,
  onChoose,
}: {
  keywords: readonly BrollKeyword[];
  words: readonly TranscriptWord[];
  disabled: boolean;
  onChoose: (keyword: BrollKeyword) => void;
}) {
  if (keywords.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No b-roll suggestions for this transcript.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="broll-suggestions">
      {keywords.map((keyword) => {
        const spoken = words
          .slice(keyword.start_word, keyword.end_word + 1)
          .map((word) => word.text)
          .join(' ');
        return (
          <Group
            key={`${keyword.start_word}-${keyword.keyword}`}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {keyword.keyword}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {formatSpan(keyword)} · “{spoken}”
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              disabled={disabled}
              aria-label={`Choose b-roll for ${keyword.keyword}`}
              onClick={() => onChoose(keyword)}
            >
              Choose
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
