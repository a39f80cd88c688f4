import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { groupIntoCues } from './caption-cues';
import { formatSrt, formatVtt } from './caption-files';
import { captionStyleSchema } from './caption-style';
import { captionTrackWords } from './caption-tracks';
import { groupWords } from './group-words';
import {
  rangesOfSpeaker,
  speakerColouredWords,
  speakerCuts,
  speakerRuns,
  wordsWithSpeakers,
} from './speaker-words';
import type { CaptionWord } from './words';

const turns = [
  { start_ms: 0, end_ms: 2000, speaker: 's1' },
  { start_ms: 2400, end_ms: 4000, speaker: 's2' },
  { start_ms: 9000, end_ms: 9500, speaker: 's1' },
];
const word = (text: string, start: number, end: number, speaker?: string): CaptionWord => ({
  text,
  start,
  end,
  ...(speaker ? { speaker } : {}),
});

describe('wordsWithSpeakers', () => {
  it('gives each word the turn it overlaps most', () => {
    const words = [word('Hi', 100, 400), word('so', 1900, 2700), word('yes', 3000, 3300)];
    expect(wordsWithSpeakers(words, turns).map((w) => w.speaker)).toEqual(['s1', 's2', 's2']);
  });

  it('gives a word between turns the nearest turn, and one far from any the speaker before it', () => {
    const words = [word('a', 2250, 2350), word('b', 6000, 6300)];
    expect(wordsWithSpeakers(words, turns).map((w) => w.speaker)).toEqual(['s2', 's2']);
  });

  it('keeps a chosen speaker only when asked to', () => {
    const words = [word('Hi', 100, 400, 's2')];
    expect(wordsWithSpeakers(words, turns)[0]?.speaker).toBe('s1');
    expect(wordsWithSpeakers(words, turns, { keepChosen: true })[0]?.speaker).toBe('s2');
  });

  it('leaves the words as they are without turns', () => {
    const words = [word('Hi', 100, 400)];
    expect(wordsWithSpeakers(words, [])).toEqual(words);
  });
});

const talk = [
  word('Hello', 0, 400, 's1'),
  word('there.', 400, 800, 's1'),
  word('Hi', 1000, 1300, 's2'),
  word('Ana.', 1300, 1700, 's2'),
  word('Bye', 2000, 2300, 's1'),
];

describe('runs, colours and cuts of a speaker', () => {
  it('splits the words into turns', () => {
    expect(speakerRuns(talk)).toEqual([
      { speaker: 's1', first: 0, last: 1 },
      { speaker: 's2', first: 2, last: 3 },
      { speaker: 's1', first: 4, last: 4 },
    ]);
  });

  it("colours a speaker's words unless a word has its own colour", () => {
    const words = [...talk.slice(0, 2), { ...word('Hi', 1000, 1300, 's1'), emphasis: { color: '#00ff00' } }];
    const shown = speakerColouredWords(words, [{ id: 's1', color: '#ff0000' }]);
    expect(shown.map((w) => w.emphasis?.color)).toEqual(['#ff0000', '#ff0000', '#00ff00']);
    expect(speakerColouredWords(words, [{ id: 's1', color: null }])).toBe(words);
  });

  it('colours both caption tracks the same way, for the preview and the render', () => {
    const { words } = captionTrackWords(
      { track: 'spoken', second: null },
      talk,
      [],
      [{ id: 's2', color: '#0000ff' }],
    );
    expect(words.filter((w) => w.emphasis?.color === '#0000ff').map((w) => w.text)).toEqual(['Hi', 'Ana.']);
  });

  it('keeps the ranges one speaker said: their words and the sounds in their pauses', () => {
    // "there." and "Ana." are theirs; a sound at 850–950 follows s1's word, one at 1750–1900 s2's.
    const ranges = [
      { start: 400, end: 800 },
      { start: 850, end: 950 },
      { start: 1300, end: 1700 },
      { start: 1750, end: 1900 },
    ];
    expect(rangesOfSpeaker(ranges, talk, 's1')).toEqual([ranges[0], ranges[1]]);
    expect(rangesOfSpeaker(ranges, talk, 's2')).toEqual([ranges[2], ranges[3]]);
  });

  it("cuts each run of a speaker's words, from its first word to its last", () => {
    expect(speakerCuts(talk, 's1')).toEqual([
      { start_ms: 0, end_ms: 800, reason: 'speaker', speaker: 's1' },
      { start_ms: 2000, end_ms: 2300, reason: 'speaker', speaker: 's1' },
    ]);
    expect(speakerCuts(talk, 's9')).toEqual([]);
  });
});

describe('captions and subtitle files of several speakers', () => {
  it('never shows two speakers in one caption', () => {
    const words = [word('yes', 0, 200, 's1'), word('no', 250, 400, 's2')];
    expect(groupWords(words, { wordsPerGroup: 4 }).map((g) => g.words.map((w) => w.text))).toEqual([
      ['yes'],
      ['no'],
    ]);
  });

  it('names the speakers in SRT where they change and in VTT voice tags', () => {
    const words = [word('yes', 0, 200, 's1'), word('sure', 220, 400, 's1'), word('no', 450, 600, 's2')];
    const names = new Map([
      ['s1', 'Ana'],
      ['s2', 'Ben <B> & co'],
    ]);
    const cues = groupIntoCues(words);
    expect(cues.map((c) => c.speaker)).toEqual(['s1', 's2']);
    expect(formatSrt(cues, names)).toContain('Ana: yes sure');
    expect(formatSrt(cues, names)).toContain('Ben <B> & co: no');
    expect(formatVtt(cues, names)).toContain('<v Ben &lt;B&gt; &amp; co>no');
    expect(formatVtt(cues)).not.toContain('<v');
  });

  it('names the speaker of each ASS line in its Name field, without commas', () => {
    const words = [word('yes', 0, 200, 's1'), word('no', 450, 600, 's2')];
    const names = new Map([
      ['s1', 'Ana, host'],
      ['s2', 'Ben'],
    ]);
    const fonts = { montserrat: { family: 'Montserrat Thin ExtraBold', weight: 800 } };
    const ass = buildAssDocument(words, captionStyleSchema.parse({ font: 'montserrat' }), fonts, {
      width: 1080,
      height: 1920,
      speakerNames: names,
    });
    expect(ass).toMatch(/^Dialogue: 1,[^,]+,[^,]+,Caption,Ana host,/m);
    expect(ass).toMatch(/^Dialogue: 1,[^,]+,[^,]+,Caption,Ben,/m);
  });
});
