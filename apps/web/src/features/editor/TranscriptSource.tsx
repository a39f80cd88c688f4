import { languageName, type Transcript, type Video } from '@captionist/contracts';
import { Text } from '@mantine/core';
import { transcriptEngineViews } from './transcript-engines';

/**
 * Where the words came from, the language heard, and which sound track of a file with several
 * they were heard on. A transcript with a note (the basic engine's advice, a language it could
 * not hear) leaves the engine to the note, which says more.
 */
export function TranscriptSource({
  transcript,
  soundTrack = null,
}: {
  transcript: Transcript;
  soundTrack?: Video['sound_track'];
}) {
  const language = languageName(transcript.language);
  const about = transcript.note ? null : transcriptEngineViews[transcript.engine].description;
  const track =
    soundTrack && soundTrack.count > 1
      ? `Sound: track ${soundTrack.index + 1} of ${soundTrack.count}.`
      : null;
  if (!about && !language && !track) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="transcript-source">
      {[about, language && `Language: ${language}.`, track].filter(Boolean).join(' ')}
    </Text>
  );
}
