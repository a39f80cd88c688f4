import { sentencesOf } from '@captionist/captions';
import type { TranscriptWord } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { movedClipEdge, wordsAfterEdgeMove } from './clip-edge-move';

/** Three-word sentences a second apart, each word 300 ms: sentence n spans [n·1000, n·1000 + 900]. */
const heard: TranscriptWord[] = ['One', 'Two', 'Three', 'Four', 'Five'].flatMap((name, n) =>
  ['It', 'says', `${name}.`].map((text, i) => ({
    text,
    start: n * 1000 + i * 300,
    end: n * 1000 + i * 300 + 300,
    confidence: 0.9,
  })),
);
const sentences = sentencesOf(heard);

describe('a clip’s edge moved by a sentence of its recording', () => {
  const clip = [{ start: 1000, end: 2900 }];

  it('starts a sentence earlier or later, and ends a sentence later or earlier', () => {
    expect(sentences.map((sentence) => [sentence.start, sentence.end])).toEqual([
      [0, 900],
      [1000, 1900],
      [2000, 2900],
      [3000, 3900],
      [4000, 4900],
    ]);
    expect(movedClipEdge(clip, sentences, 'start', -1)).toEqual([{ start: 0, end: 2900 }]);
    expect(movedClipEdge(clip, sentences, 'start', 1)).toEqual([{ start: 2000, end: 2900 }]);
    expect(movedClipEdge(clip, sentences, 'end', 1)).toEqual([{ start: 1000, end: 3900 }]);
    expect(movedClipEdge(clip, sentences, 'end', -1)).toEqual([{ start: 1000, end: 1900 }]);
  });

  it('goes to the sentence edge next to an edge that lies inside a sentence', () => {
    const inside = [{ start: 1300, end: 3500 }];
    expect(movedClipEdge(inside, sentences, 'start', -1)).toEqual([{ start: 1000, end: 3500 }]);
    expect(movedClipEdge(inside, sentences, 'start', 1)).toEqual([{ start: 2000, end: 3500 }]);
    expect(movedClipEdge(inside, sentences, 'end', 1)).toEqual([{ start: 1300, end: 3900 }]);
    expect(movedClipEdge(inside, sentences, 'end', -1)).toEqual([{ start: 1300, end: 2900 }]);
  });

  it('has nowhere to go past the recording’s first or last sentence, or past its own other edge', () => {
    expect(movedClipEdge([{ start: 0, end: 900 }], sentences, 'start', -1)).toBeNull();
    expect(movedClipEdge([{ start: 4000, end: 4900 }], sentences, 'end', 1)).toBeNull();
    expect(movedClipEdge([{ start: 1000, end: 1900 }], sentences, 'start', 1)).toBeNull();
    expect(movedClipEdge([{ start: 1000, end: 1900 }], sentences, 'end', -1)).toBeNull();
  });

  it('moves only the outer edges of a clip of several ranges', () => {
    const parts = [
      { start: 1000, end: 1900 },
      { start: 3000, end: 3900 },
    ];
    expect(movedClipEdge(parts, sentences, 'start', -1)).toEqual([
      { start: 0, end: 1900 },
      { start: 3000, end: 3900 },
    ]);
    expect(movedClipEdge(parts, sentences, 'end', 1)).toEqual([
      { start: 1000, end: 1900 },
      { start: 3000, end: 4900 },
    ]);
  });
});

describe('the words of a clip after an edge moved', () => {
  it('keeps its own words where it was, takes the recording’s where it gained, and drops what it lost', () => {
    // The clip's words with a correction the recording's do not have.
    const own = heard.slice(3, 9).map((word) => (word.text === 'Two.' ? { ...word, text: 'TWO!' } : word));
    const words = wordsAfterEdgeMove(own, heard, [{ start: 1000, end: 2900 }], [{ start: 0, end: 1900 }]);
    expect(words.map((word) => word.text)).toEqual(['It', 'says', 'One.', 'It', 'says', 'TWO!']);
  });
});
