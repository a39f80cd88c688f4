import {
  languageName,
  type Translation,
  type TranslationLanguage,
  translationLanguages,
  type VideoDetail,
} from '@captionist/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Progress,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { translationKeys } from '../../lib/query-keys';
import { TranslationWordsEditor } from './TranslationWordsEditor';
import { deleteTranslation, startTranslation, translationFileUrl } from './translation-requests';
import { useTranslations } from './use-translations';

const byName = [...translationLanguages].sort((a, b) => a.name.localeCompare(b.name, 'en'));
const nameOf = (code: string) => languageName(code) ?? code;

const madeBy: Record<Translation['engine'], string> = {
  llm: 'translated by the language model',
  whisper: 'translated offline by Whisper',
  edited: 'edited',
};

/**
 * The video's captions in other languages (docs/translation.md): translate into any of the listed
 * languages, follow the progress, edit the words, download each as SRT or VTT, translate again
 * where the spoken words changed since. Which words the captions show is chosen in the Style tab.
 */
export function TranslationsPanel({ video }: { video: VideoDetail }) {
  const queryClient = useQueryClient();
  const { query, translations } = useTranslations(video.id);
  const [language, setLanguage] = useState<TranslationLanguage | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: translationKeys.list(video.id) });
  const translate = useMutation({
    mutationFn: (into: TranslationLanguage) => startTranslation(video.id, into),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (code: string) => deleteTranslation(video.id, code),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const hasWords = (video.transcript?.words.length ?? 0) > 0;

  return (
    <Stack gap="sm" component="section" aria-label="Translations" data-testid="translations-panel">
      <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
        Translations
      </Title>
      <Text size="sm" c="dimmed">
        Captions in another language: each sentence keeps the moment it is spoken. Choose which words the
        captions show, or a second line under them, in the Style tab.
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Translate into"
          placeholder="Choose a language"
          searchable
          data={byName.map(({ code, name }) => ({ value: code, label: name }))}
          value={language}
          onChange={(value) => setLanguage(value as TranslationLanguage | null)}
          nothingFoundMessage="No such language"
          w={220}
          data-testid="translate-language"
        />
        <Button
          onClick={() => language && translate.mutate(language)}
          loading={translate.isPending}
          disabled={!language || !hasWords}
          data-testid="translate-button"
        >
          Translate
        </Button>
      </Group>
      {!hasWords && (
        <Text size="sm" c="dimmed">
          There are no words to translate yet.
        </Text>
      )}
      {translate.isError && (
        <Alert
          color="red"
          variant="light"
          title="The translation could not start"
          data-testid="translate-error"
        >
          {errorMessage(translate.error)}
        </Alert>
      )}
      {query.isError ? (
        <Alert color="red" variant="light" title="The translations could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : query.isPending ? (
        <Skeleton height={60} radius="sm" role="status" aria-label="Loading the translations" />
      ) : translations.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-translations">
          No translations yet.
        </Text>
      ) : (
        translations.map((translation) => {
          const name = nameOf(translation.language);
          return (
            <Card
              key={translation.language}
              withBorder
              padding="sm"
              data-testid={`translation-${translation.language}`}
            >
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{name}</Text>
                  {translation.status === 'done' && (
                    <Text size="xs" c="dimmed">
                      {translation.words.length} words · {madeBy[translation.engine]}
                    </Text>
                  )}
                </Group>
                {translation.status === 'running' && (
                  <Stack gap={4} role="status" aria-label={`Translating into ${name}`}>
                    <Progress value={translation.progress} animated />
                    <Text size="xs" c="dimmed">
                      Translating… {translation.progress} %
                    </Text>
                  </Stack>
                )}
                {translation.status === 'failed' && (
                  <Alert color="red" variant="light" title="The translation failed">
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">{translation.error}</Text>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => translate.mutate(translation.language)}
                      >
                        Try again
                      </Button>
                    </Stack>
                  </Alert>
                )}
                {translation.status === 'done' && translation.changed_sentences.length > 0 && (
                  <Alert
                    color="yellow"
                    variant="light"
                    title={`${translation.changed_sentences.length} spoken sentences changed since this translation`}
                    data-testid="changed-sentences"
                  >
                    <Stack gap="xs" align="flex-start">
                      <List size="sm">
                        {translation.changed_sentences.slice(0, 3).map((sentence) => (
                          <List.Item key={`${sentence.start}`}>{sentence.text}</List.Item>
                        ))}
                      </List>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => translate.mutate(translation.language)}
                      >
                        Translate again
                      </Button>
                    </Stack>
                  </Alert>
                )}
                {translation.status === 'done' && editing === translation.language && (
                  <TranslationWordsEditor
                    videoId={video.id}
                    translation={translation}
                    languageName={name}
                    onClose={() => setEditing(null)}
                  />
                )}
                {translation.status !== 'running' && editing !== translation.language && (
                  <Group gap="xs">
                    {translation.status === 'done' && (
                      <>
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => setEditing(translation.language)}
                        >
                          Edit words
                        </Button>
                        {(['srt', 'vtt', 'ass'] as const).map((format) => (
                          <Button
                            key={format}
                            component="a"
                            href={translationFileUrl(video.id, translation.language, format)}
                            download
                            size="compact-sm"
                            variant="default"
                            aria-label={`Download the ${name} captions as ${format.toUpperCase()}`}
                          >
                            {format.toUpperCase()}
                          </Button>
                        ))}
                      </>
                    )}
                    {deleting === translation.language ? (
                      <>
                        <Button
                          size="compact-sm"
                          color="red"
                          loading={remove.isPending}
                          onClick={() => remove.mutate(translation.language)}
                        >
                          Delete the {name} translation
                        </Button>
                        <Button size="compact-sm" variant="default" onClick={() => setDeleting(null)}>
                          Keep it
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setDeleting(translation.language)}
                      >
                        Delete
                      </Button>
                    )}
                  </Group>
                )}
                {remove.isError && deleting === translation.language && (
                  <Text size="xs" c="red">
                    {errorMessage(remove.error)}
                  </Text>
                )}
              </Stack>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
