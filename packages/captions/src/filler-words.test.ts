import { describe, expect, it } from 'vitest';
import { fillerWordIndexes, uncoveredSounds } from './filler-words';

const spoken = (text: string) =>
  text.split(' ').map((word, n) => ({ text: word, start: n * 400, end: n * 400 + 300 }));
const fillers = (text: string, extra?: string[]) => {
  const words = spoken(text);
  return fillerWordIndexes(words, extra).map((i) => words[i]?.text);
};

describe('fillerWordIndexes', () => {
  it('finds hesitation sounds, however they are punctuated or capitalised', () => {
    expect(fillers('So um, I think uh we should, Erm... go')).toEqual(['um,', 'uh', 'Erm...']);
  });

  it('finds "you know" and "I mean" only when said as an aside', () => {
    expect(fillers('It was, you know, fine')).toEqual(['you', 'know,']);
    expect(fillers('I mean, it works')).toEqual(['I', 'mean,']);
    expect(fillers('Do you know the answer')).toEqual([]);
    expect(fillers('What I mean is this')).toEqual([]);
  });

  it('finds the first of a word said twice, and the user’s own words and phrases', () => {
    expect(fillers('I went to the the shop')).toEqual(['the']);
    expect(fillers('It is, it is.')).toEqual([]);
    expect(fillers('It was like so good basically', ['like', 'Basically', 'so good'])).toEqual([
      'like',
      'so',
      'good',
      'basically',
    ]);
  });
});

describe('uncoveredSounds', () => {
  const words = [
    { start: 0, end: 500 },
    { start: 2000, end: 2500 },
  ];

  it('finds an island of sound in a pause that no word covers', () => {
    // Quiet after the first word, an "um" at 1000–1300 ms, quiet until the second word.
    const quiet = [
      { start: 520, end: 1000 },
      { start: 1300, end: 1990 },
    ];
    expect(uncoveredSounds(words, quiet)).toEqual([{ start: 1000, end: 1300 }]);
  });

  it('leaves sound that touches a word (its tail), clicks and long speech alone', () => {
    expect(uncoveredSounds(words, [{ start: 800, end: 1990 }])).toEqual([]);
    const click = [
      { start: 520, end: 1000 },
      { start: 1080, end: 1990 },
    ];
    expect(uncoveredSounds(words, click)).toEqual([]);
    // 1.5 s of sound between quiet stretches: speech the engine missed, not a filler.
    const speech = [
      { start: 520, end: 1000 },
      { start: 2500, end: 4990 },
    ];
    expect(
      uncoveredSounds(
        [
          { start: 0, end: 500 },
          { start: 5000, end: 5200 },
        ],
        speech,
      ),
    ).toEqual([]);
  });
});
