// The offline scorer: each candidate's named parts (0–100) from its words, its timing and its
// sound, and their weighted sum. Signals and weights: docs/clip-finder.md "The offline scorer".

import type { Sentence } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { type ClipSpan, type LengthRange, POINTING_BACK, plainWords } from './clip-spans';

export interface ClipParts {
  hook: number;
  stands_alone: number;
  payoff: number;
  energy: number;
  pace: number;
  length_fit: number;
  /** Only when the user named a topic. */
  topic?: number;
}

/** What the scorer knows of the whole recording, to judge a clip against it. */
export interface RecordingSignals {
  words: readonly TranscriptWord[];
  sentences: readonly Sentence[];
  /** The median silence between two sentences of this talk (ms). */
  sentenceGapMs: number;
  /** Loudness (dB) of each second of the sound; empty when it could not be measured. */
  loudness: readonly number[];
  /** The user's topic: its stems, and the stem of each transcript word; null without one. */
  topic: { terms: readonly string[]; wordStems: readonly string[] } | null;
}

export const PART_WEIGHTS: Record<Exclude<keyof ClipParts, 'topic'>, number> = {
  hook: 0.25,
  stands_alone: 0.2,
  payoff: 0.2,
  energy: 0.1,
  pace: 0.1,
  length_fit: 0.15,
};
/** With a topic, it takes this share of the score and the other parts share the rest. */
export const TOPIC_WEIGHT = 0.35;

const HOOK_WORDS = new Set(
  'secret mistake mistakes never always why how best worst nobody truth stop biggest crazy most wrong nobody everyone money free first last only real'.split(
    ' ',
  ),
);
const FILLER_OPENINGS = new Set(['um', 'uh', 'erm', 'like', 'well', 'okay', 'ok', 'so', 'anyway']);
const BACK_REFERENCES = new Set(POINTING_BACK);
const CONCLUSIONS = [
  "that's why",
  'that is why',
  'which means',
  'the lesson',
  'the point is',
  'in the end',
  'bottom line',
  'the key is',
  'remember',
  'so the answer',
  'and that',
];
/** A gap inside a clip this long is dead air. */
const DEAD_AIR_MS = 1500;
/**
 * A pause this much longer than the talk's usual one between sentences marks a change of
 * thought: relative, as speakers pause differently (and never under MIN_TOPIC_PAUSE_MS).
 */
const TOPIC_PAUSE_FACTOR = 1.5;
const MIN_TOPIC_PAUSE_MS = 600;

const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)));
const topicPause = (signals: RecordingSignals) =>
  Math.max(MIN_TOPIC_PAUSE_MS, TOPIC_PAUSE_FACTOR * signals.sentenceGapMs);

function hookPart(first: Sentence): number {
  const words = plainWords(first.text);
  let score = 50;
  if (first.question) score += 20;
  if (words.some((word) => word === 'you' || word === 'your' || word === "you're")) score += 15;
  if (/\d/.test(first.text)) score += 10;
  if (words.some((word) => HOOK_WORDS.has(word))) score += 15;
  if (words.length <= 14) score += 10;
  if (words.length > 30) score -= 15;
  if (FILLER_OPENINGS.has(words[0] ?? '')) score -= 20;
  return clamp(score);
}

function standsAlonePart(span: ClipSpan, signals: RecordingSignals): number {
  const first = signals.sentences[span.firstSentence] as Sentence;
  const before = signals.sentences[span.firstSentence - 1];
  let score = 100;
  // Pointing back in its first words: whom does "he" mean?
  const references = plainWords(first.text)
    .slice(0, 6)
    .filter((word) => BACK_REFERENCES.has(word)).length;
  score -= 15 * Math.min(references, 3);
  // A new thought usually follows a longer pause than the talk's usual one.
  if (before && first.start - before.end < topicPause(signals)) score -= 15;
  return clamp(score);
}

function payoffPart(span: ClipSpan, signals: RecordingSignals): number {
  const last = signals.sentences[span.lastSentence] as Sentence;
  const after = signals.sentences[span.lastSentence + 1];
  const text = last.text.toLowerCase();
  let score = 50;
  if (!after || after.start - last.end >= topicPause(signals)) score += 25;
  if (CONCLUSIONS.some((marker) => text.includes(marker))) score += 15;
  if (/[.!。！]["'”’)\]]*$/u.test(last.text)) score += 10;
  else score -= 20;
  return clamp(score);
}

function energyPart(span: ClipSpan, loudness: readonly number[]): number {
  if (loudness.length === 0) return 50;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const inside = loudness.slice(Math.floor(span.start / 1000), Math.ceil(span.end / 1000));
  if (inside.length === 0) return 50;
  // Each dB above the recording's own level is worth 8 points.
  return clamp(50 + 8 * (mean(inside) - mean(loudness)));
}

function pacePart(span: ClipSpan, signals: RecordingSignals): number {
  const { words, sentences } = signals;
  const first = (sentences[span.firstSentence] as Sentence).first;
  const last = (sentences[span.lastSentence] as Sentence).last;
  const total = (words[words.length - 1] as TranscriptWord).end - (words[0] as TranscriptWord).start;
  const overall = words.length / Math.max(1, total);
  const own = (last - first + 1) / Math.max(1, span.end - span.start);
  let deadAir = 0;
  for (let i = first + 1; i <= last; i++) {
    if ((words[i] as TranscriptWord).start - (words[i - 1] as TranscriptWord).end >= DEAD_AIR_MS) deadAir++;
  }
  return clamp(50 + 100 * (own / overall - 1) - 10 * deadAir);
}

function lengthFitPart(span: ClipSpan, length: LengthRange): number {
  const middle = (length.minMs + length.maxMs) / 2;
  const half = Math.max(1, (length.maxMs - length.minMs) / 2);
  // 100 in the middle of the range asked for, 60 at its edges.
  return clamp(100 - (40 * Math.abs(span.end - span.start - middle)) / half);
}

/** The share of the topic's words the clip says (by stem). */
function topicPart(span: ClipSpan, signals: RecordingSignals): number | undefined {
  const topic = signals.topic;
  if (!topic || topic.terms.length === 0) return undefined;
  const first = (signals.sentences[span.firstSentence] as Sentence).first;
  const last = (signals.sentences[span.lastSentence] as Sentence).last;
  const said = new Set(topic.wordStems.slice(first, last + 1));
  const found = topic.terms.filter((term) => said.has(term)).length;
  return clamp((100 * found) / topic.terms.length);
}

export function clipParts(span: ClipSpan, signals: RecordingSignals, length: LengthRange): ClipParts {
  const parts: ClipParts = {
    hook: hookPart(signals.sentences[span.firstSentence] as Sentence),
    stands_alone: standsAlonePart(span, signals),
    payoff: payoffPart(span, signals),
    energy: energyPart(span, signals.loudness),
    pace: pacePart(span, signals),
    length_fit: lengthFitPart(span, length),
  };
  const topic = topicPart(span, signals);
  if (topic !== undefined) parts.topic = topic;
  return parts;
}

export function clipScore(parts: ClipParts): number {
  const weighted = Object.entries(PART_WEIGHTS).reduce(
    (sum, [name, weight]) => sum + weight * parts[name as keyof typeof PART_WEIGHTS],
    0,
  );
  if (parts.topic === undefined) return clamp(weighted);
  return clamp((1 - TOPIC_WEIGHT) * weighted + TOPIC_WEIGHT * parts.topic);
}

const PART_PRAISE: Record<keyof ClipParts, string> = {
  hook: 'opens strong',
  stands_alone: 'makes sense on its own',
  payoff: 'lands its point',
  energy: 'is lively',
  pace: 'moves quickly',
  length_fit: 'fits the length',
  topic: 'is on your topic',
};

/** One line naming the candidate's two best parts. */
export function clipReason(parts: ClipParts): string {
  const [best, second] = (Object.entries(parts) as [keyof ClipParts, number][]).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  if (!best || !second) return '';
  const line = `It ${PART_PRAISE[best[0]]} and ${PART_PRAISE[second[0]]}.`;
  return line;
}
