import { type TranscriptWord, type Translation, transcriptWordsSchema } from '@captionist/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { translationKeys } from '../../lib/query-keys';
import { saveTranslation } from './translation-requests';

/**
 * A translation's words, each editable where it stands (its time stays): what the captions show
 * in that language. Saved as a whole; the translation is then "edited".
 */
export function TranslationWordsEditor({
  videoId,
  translation,
  languageName,
  onClose,
}: {
  videoId: string;
  translation: Translation;
  languageName: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [words, setWords] = useState<TranscriptWord[]>(translation.words);
  const check = transcriptWordsSchema.safeParse(words);
  const save = useMutation({
    mutationFn: () => saveTranslation(videoId, translation.language, words),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: translationKeys.list(videoId) });
      onClose();
    },
  });
  const changed = words.some((word, i) => word.text !== translation.words[i]?.text);

  return (
    <Stack gap="xs" data-testid={`translation-editor-${translation.language}`}>
      <Group gap={4} wrap="wrap" role="group" aria-label={`${languageName} words`}>
        {words.map((word, i) => (
          <TextInput
            // Words keep their place: their index is who they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: a word is edited in place, never moved
            key={i}
            size="xs"
            aria-label={`Word ${i + 1} of ${words.length}`}
            value={word.text}
            w={`${Math.max(3, word.text.length + 2)}ch`}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setWords((all) => all.map((each, j) => (j === i ? { ...each, text } : each)));
            }}
          />
        ))}
      </Group>
      {!check.success && (
        <Text size="xs" c="red">
          {check.error.issues[0]?.message}
        </Text>
      )}
      {save.isError && (
        <Alert color="red" variant="light" title="The words are not saved">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={!changed || !check.success}
        >
          Save words
        </Button>
        <Button size="xs" variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
