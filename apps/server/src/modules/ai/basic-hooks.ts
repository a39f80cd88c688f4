// Offline title hooks: proven hook patterns filled with what the talk is about (its key phrase,
// basic-keywords.ts), then the transcript's most salient whole sentences that fit a title
// (recurring nouns, early position, questions and exclamations score higher).
import { HOOK_SUGGESTION_MAX, HOOKS_MAX, type TranscriptWord } from '@captionist/contracts';
import { keyPhrase } from './basic-keywords';
import { type AnalysedWord, analyseTranscript, segmentWords } from './transcript-analysis';

/** Sentences longer than this are never a title (and are split by segmentWords anyway). */
const SENTENCE_WORDS = 14;
/** Of the five hooks, this many come from patterns when there is a key phrase. */
const PATTERN_HOOKS = 3;

/**
 * Openers short-form creators use. `object` is the phrase as a sentence's object ("the old car",
 * "mountains", "Captionist"); `subject` the phrase alone, as a title starts.
 */
const patterns: ((phrase: { object: string; subject: string }, seconds: number) => string)[] = [
  ({ object }) => `The truth about ${object}`,
  ({ subject }, seconds) => `${capitalised(subject)}, explained in ${seconds} seconds`,
  ({ object }) => `Nobody tells you this about ${object}`,
  ({ object }) => `Stop scrolling if you care about ${object}`,
];

export function basicTitleHooks(transcript: TranscriptWord[]): string[] {
  const phrase = keyPhrase(transcript);
  const seconds = Math.max(1, Math.round((transcript[transcript.length - 1]?.end ?? 0) / 1000));
  const forms = phrase && {
    object: phrase.singular ? `the ${phrase.text}` : phrase.text,
    subject: phrase.text,
  };
  const fromPatterns = forms
    ? patterns.map((pattern) => pattern(forms, seconds)).filter((hook) => hook.length <= HOOK_SUGGESTION_MAX)
    : [];
  const sentences = salientSentences(transcript);
  const picked = [
    ...fromPatterns.slice(0, PATTERN_HOOKS),
    ...sentences,
    // Too few sentences fit a title: the other patterns fill the list.
    ...fromPatterns.slice(PATTERN_HOOKS),
  ];
  const seen = new Set<string>();
  return picked
    .filter((hook) => {
      const key = hook.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, HOOKS_MAX);
}

/** Whole sentences short enough for a title, the most salient first. */
function salientSentences(transcript: TranscriptWord[]): string[] {
  const { words, sentenceEnds } = analyseTranscript(transcript);
  const frequency = new Map<string, number>();
  for (const word of words) {
    if (isContentWord(word)) frequency.set(word.lemma, (frequency.get(word.lemma) ?? 0) + 1);
  }
  // A piece of a longer sentence ("…and we turn") is not a title: only sentences kept whole.
  const whole = segmentWords(words, sentenceEnds, SENTENCE_WORDS).filter(
    (segment) =>
      (segment.first === 0 || sentenceEnds.has(segment.first - 1)) &&
      (segment.last === words.length - 1 || sentenceEnds.has(segment.last)),
  );
  return whole
    .map((segment, position) => {
      const slice = words.slice(segment.first, segment.last + 1);
      const content = slice.filter(isContentWord);
      const salience =
        content.reduce((sum, w) => sum + (frequency.get(w.lemma) ?? 1), 0) / Math.sqrt(slice.length);
      const punch = /[?!]$/.test(slice[slice.length - 1]?.text ?? '') ? 1.5 : 1;
      const early = 1 + 1 / (position + 1);
      return { text: sentenceText(slice), score: salience * punch * early, content: content.length };
    })
    .filter((candidate) => candidate.content > 0 && candidate.text.length <= HOOK_SUGGESTION_MAX)
    .sort((a, b) => b.score - a.score)
    .map((candidate) => candidate.text);
}

const isContentWord = (word: AnalysedWord) =>
  !word.stopWord && ['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM'].includes(word.pos);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence as a title: first letter capitalised, no trailing comma. */
const sentenceText = (slice: AnalysedWord[]) =>
  capitalised(
    slice
      .map((w) => w.text)
      .join(' ')
      .replace(/[,;:]+$/, '')
      .trim(),
  );
