// The words a render's captions show and its second line's (a video's edits `captions`),
// composed by packages/captions' captionTrackWords from the spoken words and the finished
// translations, as the preview composes them.
import { captionTrackWords } from '@captionist/captions';
import type { CaptionTracks, SpeakerLabel, TranscriptWord } from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { listTranslations } from './translation-queries';

export async function captionTrackWordsFor(
  db: Database,
  videoId: string,
  spoken: readonly TranscriptWord[],
  tracks: CaptionTracks,
  speakers: readonly SpeakerLabel[] = [],
): Promise<{ words: TranscriptWord[]; secondWords: TranscriptWord[] }> {
  const wanted = tracks.track !== 'spoken' || (tracks.second !== null && tracks.second !== 'spoken');
  const translations = wanted ? await listTranslations(db, videoId) : [];
  const { words, second } = captionTrackWords(tracks, spoken, translations, speakers);
  return { words: [...words], secondWords: [...(second ?? [])] };
}
