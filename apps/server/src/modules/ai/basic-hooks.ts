// Offline title hooks: proven hook patterns filled with what the talk is about (its key phrases,
// basic-keywords.ts, the most mentioned first). Never the transcript's own sentences: a hook is a
// title over the video, and one the viewer is about to hear read out adds nothing.
import { HOOK_SUGGESTION_MAX, HOOKS_MAX, type TranscriptWord } from '@captionist/contracts';
import { type KeyPhrase, keyPhrases } from './basic-keywords';

/** The talk's subject (its first key phrase) fills this many patterns; each other phrase one, the next in turn. */
const SUBJECT_PATTERNS = 3;

/**
 * Openers short-form creators use. `object` is the phrase as a sentence's object ("the old car",
 * "mountains", "Captionist"); `subject` the phrase alone, as a title starts.
 */
const patterns: ((phrase: { object: string; subject: string }, seconds: number) => string)[] = [
  ({ object }) => `The truth about ${object}`,
  ({ subject }, seconds) => `${capitalised(subject)}, explained in ${seconds} seconds`,
  ({ object }) => `Nobody tells you this about ${object}`,
  ({ object }) => `Stop scrolling if you care about ${object}`,
  ({ object }) => `What everyone gets wrong about ${object}`,
  ({ subject }) => `${capitalised(subject)}: what I wish I knew sooner`,
];

export function basicTitleHooks(transcript: TranscriptWord[]): string[] {
  const phrases = keyPhrases(transcript);
  const seconds = Math.max(1, Math.round((transcript[transcript.length - 1]?.end ?? 0) / 1000));
  const titled = (phrase: KeyPhrase, pattern: (typeof patterns)[number]) =>
    pattern({ object: phrase.singular ? `the ${phrase.text}` : phrase.text, subject: phrase.text }, seconds);
  const [subject, ...others] = phrases;
  if (!subject) return [];
  const candidates = [
    ...patterns.slice(0, SUBJECT_PATTERNS).map((pattern) => titled(subject, pattern)),
    ...others.flatMap((phrase, index) => {
      const pattern = patterns[(SUBJECT_PATTERNS + index) % patterns.length];
      return pattern ? [titled(phrase, pattern)] : [];
    }),
    // Too few other phrases: the talk's subject fills the list with the other patterns.
    ...patterns.slice(SUBJECT_PATTERNS).map((pattern) => titled(subject, pattern)),
  ];
  return [...new Set(candidates.filter((hook) => hook.length <= HOOK_SUGGESTION_MAX))].slice(0, HOOKS_MAX);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
