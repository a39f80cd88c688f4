// Which words the captions show and which a second line shows (a video's edits `captions`,
// docs/translation.md): the spoken words or a finished translation's. Composed here once, for
// the preview and the render alike; a track that is not there (deleted, still running, failed)
// falls back to the spoken words, and a second line with nothing else to show is none. A coloured
// speaker's words take their colour here too (speaker-words.ts).
import type { CaptionTracks, SpeakerLabel } from '@captionist/contracts';
import { speakerColouredWords } from './speaker-words';
import type { CaptionWord } from './words';

export interface TranslatedTrack<W> {
  language: string;
  status: string;
  words: readonly W[];
}

export function captionTrackWords<W extends CaptionWord>(
  tracks: CaptionTracks,
  spoken: readonly W[],
  translations: readonly TranslatedTrack<W>[],
  speakers: readonly Pick<SpeakerLabel, 'id' | 'color'>[] = [],
): { words: readonly W[]; second: readonly W[] | null } {
  const wordsOf = (track: string) =>
    track === 'spoken'
      ? spoken
      : translations.find((t) => t.language === track && t.status === 'done')?.words;
  const primary = wordsOf(tracks.track) ?? spoken;
  const second = tracks.second === null ? undefined : wordsOf(tracks.second);
  return {
    words: speakerColouredWords(primary, speakers),
    second: second && second !== primary ? speakerColouredWords(second, speakers) : null,
  };
}
