import { sentencesOf } from '@captionist/captions';
import { describe, expect, it } from 'vitest';
import { spokenWords } from '../../../test/support/spoken-words';
import { clipSpans, endsTrailing, mayEndAfter, mayStartAt, opensDangling } from './clip-spans';

describe('where a clip may start and end', () => {
  it('does not start on a sentence that leans on what came before', () => {
    for (const text of [
      'And then it broke.',
      'So as I said, it broke.',
      'He left.',
      'That was it.',
      'Yeah, exactly.',
      'It’s gone.',
    ])
      expect(opensDangling(text), text).toBe(true);
    for (const text of [
      'My first company failed.',
      'Here is the thing.',
      'This is the biggest mistake.',
      'Sometimes it works.',
    ])
      expect(opensDangling(text), text).toBe(false);
  });

  it('does not end mid-thought', () => {
    expect(endsTrailing('We tried everything, and')).toBe(true);
    expect(endsTrailing('We tried everything,')).toBe(true);
    expect(endsTrailing('We tried everything.')).toBe(false);
  });

  it('keeps a question with its answer: no start on the answer, no end on the question', () => {
    const sentences = sentencesOf(
      spokenWords(['Welcome back.', 'What made you quit?', 'Money made me quit.', 'Now I teach.']),
    );
    expect(mayEndAfter(sentences, 1)).toBe(false);
    expect(mayStartAt(sentences, 2)).toBe(false);
    expect(mayStartAt(sentences, 1)).toBe(true);
    expect(mayStartAt(sentences, 3)).toBe(true);
  });

  it('lists every span of whole sentences within the length, and only those', () => {
    // Each sentence is five words: 1.9 s, with 0.6 s between sentences.
    const sentences = sentencesOf(
      spokenWords(Array.from({ length: 10 }, (_, i) => `Sentence number ${i} is here.`)),
    );
    const spans = clipSpans(sentences, { minMs: 4000, maxMs: 9000 });
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) {
      expect(span.end - span.start).toBeGreaterThanOrEqual(4000);
      expect(span.end - span.start).toBeLessThanOrEqual(9000);
      expect(span.start).toBe(sentences[span.firstSentence]?.start);
      expect(span.end).toBe(sentences[span.lastSentence]?.end);
    }
    // Two sentences are 4.4 s, three 7.4 s, four too long: starts 0–8 with two, 0–7 with three.
    expect(spans).toHaveLength(9 + 8);
  });

  it("with speakers known, keeps an interviewer's question with the guest's answer", () => {
    // Ana asks, then says one more sentence of her own; Ben answers.
    const words = spokenWords([
      'What made you quit your job?',
      'Take your time.',
      'Money made me quit.',
      'Now I teach.',
    ]).map((word, i) => ({ ...word, speaker: i < 9 ? 's1' : 's2' }));
    const sentences = sentencesOf(words);
    const speakers = sentences.map((sentence) => words[sentence.first]?.speaker);
    expect(speakers).toEqual(['s1', 's1', 's2', 's2']);
    const length = { minMs: 1000, maxMs: 20_000 };
    const fromQuestion = (spans: ReturnType<typeof clipSpans>) =>
      spans.filter((span) => span.firstSentence === 0).map((span) => span.lastSentence);
    // Without speakers the question and Ana's aside alone are a clip; with them, only with Ben's answer.
    expect(fromQuestion(clipSpans(sentences, length))).toEqual([1, 2, 3]);
    expect(fromQuestion(clipSpans(sentences, length, speakers))).toEqual([2, 3]);
  });

  it('starts another sentence where another speaker starts, whatever the punctuation', () => {
    const words = spokenWords(['so what do you think I think it works']).map((word, i) => ({
      ...word,
      speaker: i < 5 ? 's1' : 's2',
    }));
    expect(sentencesOf(words).map((sentence) => sentence.text)).toEqual([
      'so what do you think',
      'I think it works',
    ]);
  });
});
