// Reads what `whisper-cli -ojf` writes (segments with their tokens, each with times and a
// probability) and turns its sub-word tokens into words, leaving out non-speech annotations.
import type { RecognisedWord } from '../transcriber';

export interface WhisperCliToken {
  text: string;
  id: number;
  /** The model's probability of this token, 0–1. */
  p: number;
  /** ms from the start of the file; absent when whisper.cpp had no time for the token. */
  offsets?: { from: number; to: number };
  /** The token's DTW time in centiseconds (run with -dtw); -1 or absent without. */
  t_dtw?: number;
}

export interface WhisperCliSegment {
  offsets: { from: number; to: number };
  text: string;
  tokens?: WhisperCliToken[];
}

export interface WhisperCliOutput {
  result: { language: string };
  transcription: WhisperCliSegment[];
}

/**
 * The GPT-2 text tokens are ids 0–50255; from 50256 on come <|endoftext|>, <|startoftranscript|>,
 * the language and task tokens and the timestamp tokens, none of which is speech.
 */
const FIRST_SPECIAL_TOKEN = 50256;

/**
 * whisper-cli escapes only quotes and backslashes in its JSON, so a token holding a control
 * character (a newline token) would make the file unreadable; outside strings those characters
 * are only layout, so turning every one into a space keeps the JSON intact.
 */
export function parseWhisperCliJson(text: string): WhisperCliOutput {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is matched
  const parsed = JSON.parse(text.replace(/[\u0000-\u001f]/g, ' ')) as Partial<WhisperCliOutput>;
  if (!Array.isArray(parsed.transcription)) throw new Error('whisper-cli wrote no transcription');
  return { result: { language: parsed.result?.language ?? '' }, transcription: parsed.transcription };
}

export interface HeardSegment {
  startMs: number;
  endMs: number;
  words: RecognisedWord[];
}

/**
 * Each segment's tokens joined into words (a token without a leading space continues the word
 * before it), without bracketed annotations ("[BLANK_AUDIO]", "(music)", "[Music playing]") or
 * music symbols. The filter runs on joined words because whisper spells "[BLANK_AUDIO]" as
 * several tokens and "[Music playing]" as two words.
 */
export function readSegments(segments: WhisperCliSegment[]): HeardSegment[] {
  return segments.map((segment) => ({
    startMs: segment.offsets.from,
    endMs: segment.offsets.to,
    words: withoutAnnotations(joinTokens(segment)).map(({ probabilities, ...word }) => ({
      ...word,
      text: word.text.trim(),
      // A word is as doubtful as its least likely piece.
      confidence: round(Math.min(...probabilities)),
    })),
  }));
}

interface DraftWord extends RecognisedWord {
  probabilities: number[];
}

function joinTokens(segment: WhisperCliSegment): DraftWord[] {
  const words: DraftWord[] = [];
  for (const token of segment.tokens ?? []) {
    if (token.id >= FIRST_SPECIAL_TOKEN || !token.text) continue;
    // A DTW time, when the run made one, places the token better than its segment-level time.
    const dtw = token.t_dtw !== undefined && token.t_dtw >= 0 ? token.t_dtw * 10 : undefined;
    const from = clamp(dtw ?? token.offsets?.from ?? segment.offsets.from, segment.offsets);
    const to = clamp(token.offsets?.to ?? segment.offsets.to, segment.offsets);
    const current = words.at(-1);
    if (current && !/^\s/.test(token.text)) {
      current.text += token.text;
      current.end = Math.max(current.end, to);
      current.probabilities.push(token.p);
    } else {
      words.push({
        text: token.text.trim(),
        start: from,
        end: to,
        confidence: null,
        probabilities: [token.p],
      });
    }
  }
  return words;
}

const OPENERS = /^[[(]/;
const CLOSERS = /[\])][.,!?]*$/;
const MUSIC_ONLY = /^[\s♪♫♬♩*~-]+$/u;
/** An opening bracket not closed within this many words was speech after all. */
const LONGEST_ANNOTATION = 6;

function withoutAnnotations<W extends RecognisedWord>(words: W[]): W[] {
  const kept: W[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as W;
    if (OPENERS.test(word.text)) {
      const closing = words.slice(i, i + LONGEST_ANNOTATION).findIndex((w) => CLOSERS.test(w.text));
      if (closing !== -1) {
        i += closing;
        continue;
      }
    }
    if (word.text && !MUSIC_ONLY.test(word.text)) kept.push(word);
  }
  return kept;
}

const clamp = (ms: number, range: { from: number; to: number }) =>
  Math.min(range.to, Math.max(range.from, ms));
const round = (p: number) =>
  Number.isFinite(p) ? Math.round(Math.min(1, Math.max(0, p)) * 1000) / 1000 : null;
