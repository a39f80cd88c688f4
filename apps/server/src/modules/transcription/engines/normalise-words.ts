// The last step of every engine: words the transcript schema accepts (trimmed, non-empty,
// integer ms, start < end, in order, inside the audio), a run of a script written without spaces
// (whisper writes a Thai or Chinese phrase as one "word") cut into its words, and, for engines
// that give bare lowercase words, readable text: a capital at each sentence start and a capital "I".
import { isUnspacedWord, shareByCharacters, unspacedWords } from '@captionist/captions';
import type { RecognisedWord } from '../transcriber';

export interface NormaliseOptions {
  /** Add casing and full stops: for engines whose words have neither (PocketSphinx). */
  sentenceCase?: boolean;
  durationMs?: number;
}

/** A pause this long between bare words is taken as the end of a sentence. */
export const SENTENCE_PAUSE_MS = 700;

export function normaliseWords(words: RecognisedWord[], options: NormaliseOptions = {}): RecognisedWord[] {
  const cleaned = clampTimes(
    words
      .map((word) => ({ ...word, text: word.text.trim() }))
      .filter((word) => word.text.length > 0)
      .flatMap(splitUnspaced),
    options.durationMs,
  );
  return options.sentenceCase ? addSentenceCase(cleaned) : cleaned;
}

/**
 * A run of Thai, Chinese, Japanese… as its words (Intl.Segmenter), each timed inside the run by
 * its characters, so that captions group, highlight and break them as words.
 */
function splitUnspaced(word: RecognisedWord): RecognisedWord[] {
  if (!isUnspacedWord(word.text)) return [word];
  const pieces = unspacedWords(word.text);
  if (pieces.length < 2) return [word];
  return shareByCharacters(pieces, word).map((piece) => ({ ...word, ...piece }));
}

function clampTimes(words: RecognisedWord[], durationMs: number | undefined): RecognisedWord[] {
  const out: RecognisedWord[] = [];
  for (const word of words) {
    let start = Math.max(0, Math.round(word.start));
    let end = Math.round(word.end);
    const previous = out.at(-1);
    if (previous && start < previous.end) {
      // Overlap: shorten the earlier word when it can give way, else push this one later.
      if (previous.start < start) previous.end = start;
      else start = previous.end;
    }
    // A word heard after the video's end (its sound runs a little longer than its container
    // says) cannot be shown, and ending past it would make the transcript fail to save.
    if (durationMs !== undefined && start >= durationMs) continue;
    if (durationMs !== undefined && end > durationMs) end = durationMs;
    end = Math.max(end, start + 1);
    out.push({ ...word, start, end });
  }
  return out;
}

function addSentenceCase(words: RecognisedWord[]): RecognisedWord[] {
  return words.map((word, i) => {
    const next = words[i + 1];
    const startsSentence = i === 0 || endsSentence(words[i - 1]?.text ?? '');
    let text = word.text.replace(/^i(?=$|')/, 'I');
    if (startsSentence) text = text.charAt(0).toUpperCase() + text.slice(1);
    const longPause = next !== undefined && next.start - word.end >= SENTENCE_PAUSE_MS;
    if ((longPause || next === undefined) && !/[.!?,;:]$/.test(text)) text += '.';
    return { ...word, text };
  });
}

const endsSentence = (text: string) => /[.!?]$/.test(text);
