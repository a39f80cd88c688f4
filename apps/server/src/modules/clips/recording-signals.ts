// What the clip finder reads from a recording: its sentences and their usual pause, its sound's
// loudness per second, and, with a topic, the stems of the topic and of every word (wink-nlp's
// English stemmer).

import { type Sentence, sentencesOf } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { analyseTranscript, meaningfulStems } from '../ai/transcript-analysis';
import type { RecordingSignals } from './clip-score';

export function recordingSignals(
  words: readonly TranscriptWord[],
  { loudness = [], topic = '', locale }: { loudness?: readonly number[]; topic?: string; locale?: string },
): RecordingSignals {
  const terms = topic ? meaningfulStems(topic) : [];
  const sentences = sentencesOf(words, locale);
  return {
    words,
    sentences,
    sentenceGapMs: medianGap(sentences),
    loudness,
    topic:
      terms.length > 0
        ? { terms, wordStems: analyseTranscript([...words]).words.map((word) => word.stem) }
        : null,
  };
}

function medianGap(sentences: readonly Sentence[]): number {
  const gaps = sentences.slice(1).map((sentence, i) => sentence.start - (sentences[i] as Sentence).end);
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}
