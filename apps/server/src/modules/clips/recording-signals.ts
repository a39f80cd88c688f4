// What the clip finder reads from a recording: its sentences, its sound's loudness per second,
// and, with a topic, the stems of the topic and of every word (wink-nlp's English stemmer).
import type { TranscriptWord } from '@captionist/contracts';
import { analyseTranscript, meaningfulStems } from '../ai/transcript-analysis';
import type { RecordingSignals } from './clip-score';
import { sentencesOf } from './sentences';

export function recordingSignals(
  words: readonly TranscriptWord[],
  { loudness = [], topic = '', locale }: { loudness?: readonly number[]; topic?: string; locale?: string },
): RecordingSignals {
  const terms = topic ? meaningfulStems(topic) : [];
  return {
    words,
    sentences: sentencesOf(words, locale),
    loudness,
    topic:
      terms.length > 0
        ? { terms, wordStems: analyseTranscript([...words]).words.map((word) => word.stem) }
        : null,
  };
}
