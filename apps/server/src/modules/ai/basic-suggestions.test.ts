import type { TranscriptWord } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { basicTitleHooks } from './basic-hooks';
import { basicBrollKeywords } from './basic-keywords';
import { keywordsInTranscript } from './keyword-ranges';

/** Words 400 ms apart, 300 ms long; a pause after each sentence. */
function transcriptOf(text: string): TranscriptWord[] {
  let at = 0;
  return text.split(/\s+/).map((word) => {
    const w = { text: word, start: at, end: at + 300, confidence: null };
    at += /[.!?]$/.test(word) ? 1200 : 400;
    return w;
  });
}

const TALK = transcriptOf(
  'Last summer we drove to the mountains. The old car broke down near a small lake. ' +
    'So we camped by the lake for three days! Would you trust your car on a road trip?',
);

describe('basicBrollKeywords', () => {
  it('finds a visual noun phrase per sentence, with the word range it was said in', () => {
    const keywords = basicBrollKeywords(TALK);
    expect(keywords.map((k) => k.keyword)).toEqual(
      expect.arrayContaining(['mountains', 'old car', 'lake', 'road trip']),
    );
    expect(keywords.map((k) => k.start_word)).toEqual(
      [...keywords.map((k) => k.start_word)].sort((a, b) => a - b),
    );
    for (const k of keywords) {
      const said = TALK.slice(k.start_word, k.end_word + 1)
        .map((w) => w.text.replace(/\W/g, '').toLowerCase())
        .join(' ');
      expect(said).toBe(k.keyword);
      expect(k.start_ms).toBe(TALK[k.start_word]?.start);
      expect(k.end_ms).toBe(TALK[k.end_word]?.end);
    }
  });

  it('never joins words across a comma, takes "of" phrases whole and skips lengths of time', () => {
    const keywords = basicBrollKeywords(
      transcriptOf('Pick a template, change the colours. Drink a glass of water in ten minutes.'),
    ).map((k) => k.keyword);
    expect(keywords).not.toContain('template change');
    expect(keywords).toContain('glass of water');
    expect(keywords).not.toContain('minutes');
  });

  it('gives nothing for a transcript with no nouns', () => {
    expect(basicBrollKeywords(transcriptOf('yes and no, maybe so'))).toEqual([]);
  });
});

describe('basicTitleHooks', () => {
  const sentences = [
    'Last summer we drove to the mountains.',
    'The old car broke down near a small lake.',
    'So we camped by the lake for three days!',
    'Would you trust your car on a road trip?',
  ];

  it('fills hook patterns with what the talk is about, then with its other subjects', () => {
    const hooks = basicTitleHooks(TALK);
    expect(hooks).toHaveLength(5);
    // "car" is said twice, first in "old car": the subject of the talk.
    expect(hooks.slice(0, 3)).toEqual([
      'The truth about the old car',
      'Old car, explained in 16 seconds',
      'Nobody tells you this about the old car',
    ]);
    expect(hooks.slice(3).join(' / ')).toMatch(/mountains|lake|road trip/);
  });

  it('never quotes the transcript: a hook is a title, not one of its sentences', () => {
    const talk = [
      'Upload a talking video, and we turn every spoken word of it into animated captions.',
      'Captions matter.',
      'Captions make people stay.',
    ];
    for (const hooks of [basicTitleHooks(TALK), basicTitleHooks(transcriptOf(talk.join(' ')))]) {
      expect(hooks.length).toBeGreaterThan(0);
      for (const hook of hooks)
        for (const sentence of [...sentences, ...talk])
          expect(sentence.toLowerCase()).not.toContain(hook.toLowerCase().replace(/[.!?]$/, ''));
    }
  });

  it('names a person or a product without an article, and plural things as they are', () => {
    expect(basicTitleHooks(transcriptOf('I love Captionist. Captionist is fast.'))[0]).toBe(
      'The truth about Captionist',
    );
    expect(basicTitleHooks(transcriptOf('I climb mountains. The mountains are tall.'))[0]).toBe(
      'The truth about mountains',
    );
  });
});

describe('keywordsInTranscript', () => {
  const words = transcriptOf('one two three four five');
  it('keeps ranges inside the transcript, in order and apart, with the words’ own times', () => {
    const { keywords, rejected } = keywordsInTranscript(
      [
        { keyword: 'b', start_word: 3, end_word: 4 },
        { keyword: 'a', start_word: 0, end_word: 1 },
        { keyword: 'overlap', start_word: 1, end_word: 2 },
        { keyword: 'backwards', start_word: 2, end_word: 1 },
        { keyword: 'outside', start_word: 4, end_word: 9 },
        { keyword: '  ', start_word: 2, end_word: 2 },
      ],
      words,
    );
    expect(keywords).toEqual([
      { keyword: 'a', start_word: 0, end_word: 1, start_ms: 0, end_ms: 700 },
      { keyword: 'b', start_word: 3, end_word: 4, start_ms: 1200, end_ms: 1900 },
    ]);
    expect(rejected).toBe(4);
  });
});
