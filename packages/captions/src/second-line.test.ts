import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { captionStyleSchema } from './caption-style';
import { captionTrackWords } from './caption-tracks';
import { secondLineTexts } from './second-line';

const fonts = { montserrat: { family: 'Montserrat', weight: 600 } };
const style = captionStyleSchema.parse({ font: 'montserrat', multiAnimationStyle: 'none', wordsPerGroup: 3 });
const frame = { width: 720, height: 1280 };
const timed = (texts: string[], from = 0, step = 400) =>
  texts.map((text, n) => ({ text, start: from + n * step, end: from + n * step + 300 }));
const dialogues = (ass: string, style: string) =>
  ass.split('\n').filter((line) => line.startsWith('Dialogue:') && line.split(',')[3] === style);

describe('two-language captions', () => {
  it('shares the second track out over the groups by where each word falls, losing none in a pause', () => {
    const groups = [
      { start: 0, end: 1000 },
      { start: 2000, end: 3000 },
    ];
    const second = [
      ...timed(['Hola', 'a'], 0),
      ...timed(['todos'], 1100),
      ...timed(['amigos', 'míos'], 2200),
    ];
    expect(secondLineTexts(groups, second)).toEqual(['Hola a todos', 'amigos míos']);
  });

  it('shows the second line at exactly the moments of each caption, smaller, under it', () => {
    const spoken = timed(['We', 'climbed', 'the', 'hill', 'at', 'dawn']);
    const spanish = [...timed(['Subimos', 'la', 'colina'], 0, 350), ...timed(['al', 'amanecer'], 1300, 300)];
    const ass = buildAssDocument(spoken, style, fonts, { ...frame, secondLine: spanish });
    const captions = dialogues(ass, 'Caption');
    const seconds = dialogues(ass, 'Second');
    expect(seconds).toHaveLength(captions.length);
    for (const [i, line] of seconds.entries()) {
      // Same layer, start and end as its caption.
      expect(line.split(',').slice(0, 3)).toEqual(captions[i]?.split(',').slice(0, 3));
    }
    expect(seconds[0]).toMatch(/\{\\an8\\q0\\pos\(360,\d+(\.\d+)?\)[^}]*\}Subimos la colina$/);
    expect(seconds[1]).toMatch(/\}al amanecer$/);
    const [caption, second] = ['Caption', 'Second'].map((name) =>
      Number(
        ass
          .split('\n')
          .find((line) => line.startsWith(`Style: ${name},`))
          ?.split(',')[2],
      ),
    );
    expect((second ?? 0) / (caption ?? 1)).toBeCloseTo(0.6, 5);
    // No second line: the document is what it was.
    expect(buildAssDocument(spoken, style, fonts, { ...frame, secondLine: [] })).toBe(
      buildAssDocument(spoken, style, fonts, frame),
    );
  });

  it('composes the tracks: a translation that is not done falls back, the same track twice is one', () => {
    const spoken = timed(['Hello']);
    const done = { language: 'es', status: 'done', words: timed(['Hola']) };
    const running = { language: 'fr', status: 'running', words: [] };
    expect(captionTrackWords({ track: 'es', second: 'spoken' }, spoken, [done, running])).toEqual({
      words: done.words,
      second: spoken,
    });
    expect(captionTrackWords({ track: 'fr', second: 'fr' }, spoken, [done, running])).toEqual({
      words: spoken,
      second: null,
    });
    expect(captionTrackWords({ track: 'spoken', second: 'spoken' }, spoken, [])).toEqual({
      words: spoken,
      second: null,
    });
  });
});
