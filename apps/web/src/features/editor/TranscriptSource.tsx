import { languageName, type Transcript } from '@captionist/contracts';
import { Text } from '@mantine/core';
import { transcriptEngineViews } from './transcript-engines';

/**
 * Where the words came from and the language heard. A transcript with a note (the basic engine's
 * advice, a language it could not hear) leaves the engine to the note, which says more.
 */
export function TranscriptSource({ transcript }: { transcript: Transcript }) {
  const language = languageName(transcript.language);
  const about = transcript.note ? null : transcriptEngineViews[transcript.engine].description;
  if (!about && !language) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="transcript-source">
      {[about, language && `Language: ${language}.`].filter(Boolean).join(' ')}
    </Text>
  );
}
