import { sentencesOf } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { plantedStory, RAMBLE, type SaidSentence, spokenWords } from '../../../test/support/spoken-words';
import { clipScore } from './clip-score';
import { findClips } from './find-clips';
import { recordingSignals } from './recording-signals';

const QUESTION_AND_ANSWER: SaidSentence[] = [
  { text: 'Can you tell me what you would do differently today?', pauseBefore: 1200 },
  { text: 'I would write every plan down before I spend a single dollar on it.' },
  { text: 'Writing it down shows you the holes in the plan before they cost you anything.' },
  { text: 'That simple habit has saved me more money than any advice I ever got.' },
];

/** Rambling, a story about money, rambling, a question and its answer, rambling, a story about hiring. */
function talk() {
  const sentences = [
    ...RAMBLE,
    ...plantedStory('money'),
    ...RAMBLE,
    ...QUESTION_AND_ANSWER,
    ...RAMBLE,
    ...plantedStory('hiring'),
    ...RAMBLE,
  ];
  const words = spokenWords(sentences);
  return { words, sentences: sentencesOf(words) };
}

const signalsOf = (words: TranscriptWord[], topic = '', loudness: number[] = []) =>
  recordingSignals(words, { topic, loudness });

/** The span of the sentence that starts with `opening` through the one that starts with `closing`. */
function plantedSpan(words: TranscriptWord[], opening: string, closing: string) {
  const sentences = sentencesOf(words);
  const first = sentences.find((s) => s.text.startsWith(opening));
  const last = sentences.find((s) => s.text.startsWith(closing) && s.start >= (first?.start ?? 0));
  return { start: first?.start ?? -1, end: last?.end ?? -1 };
}

const iou = (a: { start: number; end: number }, b: { start: number; end: number }) => {
  const overlap = Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
  return overlap / (Math.max(a.end, b.end) - Math.min(a.start, b.start));
};

describe('findClips (offline)', () => {
  it('finds the planted stories, on sentence edges, without overlapping', () => {
    const { words, sentences } = talk();
    const clips = findClips(signalsOf(words), { minMs: 20_000, maxMs: 45_000 }, 3);
    expect(clips.length).toBe(3);
    const edges = new Set(sentences.flatMap((s) => [`s${s.start}`, `e${s.end}`]));
    for (const clip of clips) {
      expect(edges.has(`s${clip.start}`)).toBe(true);
      expect(edges.has(`e${clip.end}`)).toBe(true);
      expect(clip.start).toBe(words[clip.firstWord]?.start);
      expect(clip.end).toBe(words[clip.lastWord]?.end);
    }
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const x = clips[a];
      const y = clips[b];
      expect(x && y && (x.end <= y.start || y.end <= x.start)).toBe(true);
    }
    for (const subject of ['money', 'hiring']) {
      const planted = plantedSpan(
        words,
        `Here is the biggest mistake I ever made with ${subject}`,
        'That is why',
      );
      const best = Math.max(...clips.map((clip) => iou(clip, planted)));
      expect(best, subject).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('never separates the question from its answer', () => {
    const { words } = talk();
    const sentences = sentencesOf(words);
    const question = sentences.findIndex((s) => s.question);
    for (const clip of findClips(signalsOf(words), { minMs: 5_000, maxMs: 45_000 }, 20)) {
      expect(clip.end === sentences[question]?.end, 'ends on the question').toBe(false);
      expect(clip.start === sentences[question + 1]?.start, 'starts on the answer').toBe(false);
    }
  });

  it('gives each clip named parts, a score made of them, a reason, a title and an excerpt', () => {
    const { words } = talk();
    const [clip] = findClips(signalsOf(words), { minMs: 20_000, maxMs: 45_000 }, 1);
    expect(clip).toBeDefined();
    if (!clip) return;
    expect(Object.keys(clip.parts).sort()).toEqual([
      'energy',
      'hook',
      'length_fit',
      'pace',
      'payoff',
      'stands_alone',
    ]);
    expect(clip.score).toBe(clipScore(clip.parts));
    expect(clip.reason).toMatch(/^It .+ and .+\.$/);
    expect(clip.title.length).toBeGreaterThan(0);
    expect(clip.title.length).toBeLessThanOrEqual(80);
    expect(clip.excerpt.startsWith(clip.text.slice(0, 50))).toBe(true);
  });

  it('gives the same clips for the same talk and settings', () => {
    const { words } = talk();
    const once = findClips(signalsOf(words), { minMs: 10_000, maxMs: 60_000 }, 5);
    const again = findClips(signalsOf(structuredClone(words)), { minMs: 10_000, maxMs: 60_000 }, 5);
    expect(again).toEqual(once);
  });

  it('puts the clip on the topic asked for first, with a topic part', () => {
    const { words } = talk();
    const [onHiring] = findClips(signalsOf(words, 'How to hire people'), { minMs: 20_000, maxMs: 45_000 }, 1);
    expect(onHiring?.text).toContain('hiring');
    expect(onHiring?.parts.topic).toBeGreaterThan(0);
    const [onMoney] = findClips(signalsOf(words, 'money mistakes'), { minMs: 20_000, maxMs: 45_000 }, 1);
    expect(onMoney?.text).toContain('money');
  });

  it('hears energy in the sound: of two equal stories, the louder one ranks first', () => {
    const words = spokenWords([...plantedStory('rent'), ...RAMBLE, ...plantedStory('rent')]);
    const planted = sentencesOf(words).filter((s) => s.text.startsWith('Here is the biggest'));
    const secondStart = Math.floor((planted[1]?.start ?? 0) / 1000);
    const seconds = Math.ceil((words[words.length - 1]?.end ?? 0) / 1000);
    const loudness = Array.from({ length: seconds }, (_, s) => (s >= secondStart ? -14 : -24));
    const [first] = findClips(signalsOf(words, '', loudness), { minMs: 20_000, maxMs: 45_000 }, 1);
    expect(first?.start).toBe(planted[1]?.start);
    expect(first?.parts.energy).toBeGreaterThan(50);
  });

  it('finds nothing in a talk too short for the length', () => {
    const words = spokenWords(['Short and sweet.']);
    expect(findClips(signalsOf(words), { minMs: 30_000, maxMs: 60_000 }, 3)).toEqual([]);
  });
});
