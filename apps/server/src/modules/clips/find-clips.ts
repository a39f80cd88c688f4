// The clip finder's own pass (no model): cut every span of whole sentences the length allows,
// score each, and keep the best that do not overlap. The same words, sound and settings give the
// same clips: ties go to the earlier span.

import type { Sentence } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { basicTitleHooks } from '../ai/basic-hooks';
import { type ClipParts, clipParts, clipReason, clipScore, type RecordingSignals } from './clip-score';
import { type ClipSpan, clipSpans, type LengthRange } from './clip-spans';

export const EXCERPT_MAX = 280;
const TITLE_MAX = 80;

export interface ScoredClip extends ClipSpan {
  firstWord: number;
  lastWord: number;
  score: number;
  parts: ClipParts;
  reason: string;
  title: string;
  excerpt: string;
  text: string;
}

export function findClips(signals: RecordingSignals, length: LengthRange, count: number): ScoredClip[] {
  const speakers = signals.sentences.map((sentence) => signals.words[sentence.first]?.speaker);
  const scored = clipSpans(signals.sentences, length, speakers).map((span) => {
    const parts = clipParts(span, signals, length);
    return { span, parts, score: clipScore(parts) };
  });
  scored.sort((a, b) => b.score - a.score || a.span.start - b.span.start || a.span.end - b.span.end);
  const kept: typeof scored = [];
  for (const candidate of scored) {
    if (kept.length >= count) break;
    const overlaps = kept.some(
      ({ span }) => candidate.span.start < span.end && span.start < candidate.span.end,
    );
    if (!overlaps) kept.push(candidate);
  }
  return kept.map(({ span, parts, score }) => describe(span, parts, score, signals));
}

function describe(span: ClipSpan, parts: ClipParts, score: number, signals: RecordingSignals): ScoredClip {
  const firstWord = (signals.sentences[span.firstSentence] as Sentence).first;
  const lastWord = (signals.sentences[span.lastSentence] as Sentence).last;
  const words = signals.words.slice(firstWord, lastWord + 1);
  const text = words.map((word) => word.text).join(' ');
  return {
    ...span,
    firstWord,
    lastWord,
    score,
    parts,
    reason: clipReason(parts),
    title: offlineTitle(words, signals.sentences[span.firstSentence] as Sentence),
    excerpt: text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : text,
    text,
  };
}

/** A title pattern filled with the clip's subject; a short opening question is its own title. */
function offlineTitle(words: readonly TranscriptWord[], first: Sentence): string {
  if (first.question && first.text.length <= TITLE_MAX) return first.text;
  return basicTitleHooks([...words])[0] ?? first.text.slice(0, TITLE_MAX);
}
