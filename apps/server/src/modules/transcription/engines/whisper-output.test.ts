import { describe, expect, it } from 'vitest';
import { parseWhisperCliJson, readSegments, type WhisperCliSegment } from './whisper-output';

const wordsFromSegments = (segments: WhisperCliSegment[]) => readSegments(segments).flatMap((s) => s.words);

const EOT = 50256;
const TS = 50363;

function segment(from: number, to: number, tokens: [string, number, number, number?][]): WhisperCliSegment {
  return {
    offsets: { from, to },
    text: tokens.map(([text]) => text).join(''),
    tokens: [
      { text: '[_BEG_]', id: TS, p: 0.9, offsets: { from, to: from } },
      ...tokens.map(([text, start, end, p = 0.9], i) => ({
        text,
        id: 100 + i,
        p,
        offsets: { from: start, to: end },
      })),
      { text: '[_TT_50]', id: TS + 50, p: 0.9, offsets: { from: to, to } },
    ],
  };
}

describe('readSegments', () => {
  it('joins sub-word tokens into words with the first start, the last end and the weakest probability', () => {
    const words = wordsFromSegments([
      segment(0, 1000, [
        [' Caption', 0, 300, 0.95],
        ['ist', 300, 520, 0.4],
        [' works', 600, 900],
      ]),
    ]);
    expect(words).toEqual([
      { text: 'Captionist', start: 0, end: 520, confidence: 0.4 },
      { text: 'works', start: 600, end: 900, confidence: 0.9 },
    ]);
  });

  it('starts a word at its first token’s DTW time when the run made one, inside its segment', () => {
    const [heard] = readSegments([
      {
        offsets: { from: 0, to: 2000 },
        text: ' Hola a todos',
        tokens: [
          // Whisper's own times are a stretch of the segment; DTW's (centiseconds) the onsets.
          { text: ' Hola', id: 101, p: 0.9, offsets: { from: 0, to: 660 }, t_dtw: 12 },
          { text: ' a', id: 102, p: 0.9, offsets: { from: 660, to: 700 }, t_dtw: 71 },
          { text: ' to', id: 103, p: 0.9, offsets: { from: 700, to: 1400 }, t_dtw: 90 },
          { text: 'dos', id: 104, p: 0.9, offsets: { from: 1400, to: 1900 }, t_dtw: 120 },
          // Outside its segment: kept inside it. -1: no DTW time, whisper's own.
          { text: ' ya', id: 105, p: 0.9, offsets: { from: 1900, to: 2000 }, t_dtw: 400 },
          { text: ' no', id: 106, p: 0.9, offsets: { from: 1950, to: 2000 }, t_dtw: -1 },
        ],
      },
    ]);
    expect(heard?.words.map((w) => [w.text, w.start])).toEqual([
      ['Hola', 120],
      ['a', 710],
      ['todos', 900],
      ['ya', 2000],
      ['no', 1950],
    ]);
  });

  it('starts a new word at each segment even without a leading space', () => {
    const words = wordsFromSegments([
      segment(0, 500, [['Hello', 0, 400]]),
      segment(600, 900, [['there', 600, 900]]),
    ]);
    expect(words.map((w) => w.text)).toEqual(['Hello', 'there']);
  });

  it('leaves out [BLANK_AUDIO] spelled as several tokens, multi-word annotations and music symbols', () => {
    const words = wordsFromSegments([
      segment(0, 1000, [
        [' [', 0, 100],
        ['BL', 100, 200],
        ['ANK', 200, 300],
        ['_', 300, 400],
        ['AUDIO', 400, 500],
        [']', 500, 600],
      ]),
      segment(1000, 3000, [
        [' (', 1000, 1100],
        ['music', 1100, 1300],
        [')', 1300, 1400],
        [' Hi', 1500, 1700],
        [' [', 1800, 1900],
        ['Music', 1900, 2000],
        [' playing', 2000, 2100],
        [']', 2100, 2200],
        [' ♪', 2200, 2300],
        [' there', 2400, 2900],
      ]),
    ]);
    expect(words.map((w) => w.text)).toEqual(['Hi', 'there']);
  });

  it('keeps words after an opening bracket that is never closed', () => {
    const words = wordsFromSegments([
      segment(0, 2000, [
        [' (and', 0, 300],
        [' so', 300, 600],
        [' on', 600, 900],
        [' we', 900, 1200],
        [' go', 1200, 1500],
        [' far', 1500, 1700],
        [' away', 1700, 1900],
      ]),
    ]);
    expect(words).toHaveLength(7);
  });

  it('never lets a token time fall outside its segment, and skips special tokens', () => {
    const words = wordsFromSegments([
      {
        offsets: { from: 1000, to: 2000 },
        text: ' Hi',
        tokens: [
          { text: ' Hi', id: 200, p: 0.8, offsets: { from: 900, to: 2500 } },
          { text: '[_EOT_]', id: EOT, p: 1 },
        ],
      },
    ]);
    expect(words).toEqual([{ text: 'Hi', start: 1000, end: 2000, confidence: 0.8 }]);
  });
});

describe('parseWhisperCliJson', () => {
  it('reads a file whose token text holds a raw newline', () => {
    const raw =
      '{\n\t"result": {"language": "en"},\n\t"transcription": [{"offsets": {"from": 0, "to": 10}, "text": "a\nb"}]\n}';
    const out = parseWhisperCliJson(raw);
    expect(out.result.language).toBe('en');
    expect(out.transcription[0]?.text).toBe('a b');
  });

  it('refuses output without a transcription', () => {
    expect(() => parseWhisperCliJson('{"result": {}}')).toThrow(/no transcription/);
  });
});
