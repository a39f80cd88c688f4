import { type CaptionWord, captionGroups, captionStyleSchema } from '@captionist/captions';
import { describe, expect, it } from 'vitest';
import { wordTargets } from './word-targets';

const fonts = { inter: { family: 'Inter', weight: 600 } };
const style = () => captionStyleSchema.parse({ font: 'inter', wordsPerGroup: 3 });
const frame = { width: 1080, height: 1920 };
// The picture drawn at half size, 20 px into the player.
const picture = { left: 20, top: 0, width: 540, height: 960 };
const targetsAt = (words: CaptionWord[], box: typeof picture, timeMs: number) => {
  const captionStyle = style();
  const layout = captionGroups(words, captionStyle, fonts, { width: frame.width });
  return wordTargets(layout, captionStyle, frame, box, timeMs);
};
const spoken = (texts: string[], from = 0) =>
  texts.map((text, i) => ({ text, start: from + i * 400, end: from + i * 400 + 300 }));

describe('wordTargets', () => {
  const words = [...spoken(['one', 'two', 'three']), ...spoken(['later', 'words'], 3000)];

  it('boxes the words of the caption on screen, left to right and touching, centred on the frame', () => {
    const targets = targetsAt(words, picture, 500);
    expect(targets.map((target) => [target.index, target.text])).toEqual([
      [0, 'one'],
      [1, 'two'],
      [2, 'three'],
    ]);
    for (let i = 1; i < targets.length; i++) {
      const before = targets[i - 1];
      expect(targets[i]?.left).toBeCloseTo((before?.left ?? 0) + (before?.width ?? 0));
    }
    const first = targets[0];
    const last = targets.at(-1);
    const middle = ((first?.left ?? 0) + (last?.left ?? 0) + (last?.width ?? 0)) / 2;
    expect(middle).toBeCloseTo(picture.left + picture.width / 2);
    // "three" is the longest word, so the widest box.
    expect(targets[2]?.width).toBeGreaterThan(targets[1]?.width ?? 0);
    // Centred on the style's position: 80 % of the picture's height.
    expect((first?.top ?? 0) + (first?.height ?? 0) / 2).toBeCloseTo(0.8 * picture.height);
  });

  it('finds no caption between a caption and the next one after a pause, and the next one in time', () => {
    expect(targetsAt(words, picture, 2000)).toEqual([]);
    expect(targetsAt(words, picture, 3100).map((target) => target.index)).toEqual([3, 4]);
  });

  it('keeps a long caption inside the safe width', () => {
    const long = spoken(['extraordinarily', 'incomprehensible', 'circumstances']);
    const targets = targetsAt(long, picture, 100);
    const width = targets.reduce((sum, target) => sum + target.width, 0);
    expect(width).toBeLessThanOrEqual(picture.width * 0.9 + 0.01);
  });

  it('orders right-to-left words from the right', () => {
    const hebrew = spoken(['שלום', 'לכולם']);
    const [first, second] = targetsAt(hebrew, picture, 100);
    expect(first?.text).toBe('לכולם');
    expect(second?.index).toBe(0);
  });

  it('gives no targets before the picture has a size', () => {
    expect(targetsAt(words, { ...picture, width: 0 }, 500)).toEqual([]);
  });
});
