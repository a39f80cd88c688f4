// The speakers the transcript names and offers: those the analysis found and those the words
// carry, with the names and colours of the video's edits as the editor holds them.
import type { SpeakerLabel, TranscriptWord } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type SpeakerView, speakerViews, wordSpeakers } from './speaker-views';
import { speakersQuery } from './speakers-queries';

const NONE: readonly SpeakerView[] = [];

export function useSpeakerViews(
  videoId: string,
  words: readonly TranscriptWord[],
  labels: readonly SpeakerLabel[],
): readonly SpeakerView[] {
  const found = useQuery(speakersQuery(videoId)).data?.speakers;
  return useMemo(() => {
    const views = speakerViews(wordSpeakers(words), [...(found ?? []), ...labels]);
    return views.length === 0 ? NONE : views;
  }, [words, found, labels]);
}
