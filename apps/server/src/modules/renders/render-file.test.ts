import { describe, expect, it } from 'vitest';
import { type RenderInput, renderInputSchema } from '../../platform/db/schema/json-columns';
import { captionsFor } from './render-file';

const WIDTH = 1080;
const HEIGHT = 1920;

/** A render of one caption on a 9:16 frame, reframed as `reframe` says. */
function inputFor(reframe: { aspect: string; mode: string } | null): RenderInput {
  return renderInputSchema.parse({
    creditCharged: false,
    words: [{ text: 'Hello', start: 0, end: 1000, confidence: 1 }],
    style: { font: 'inter' },
    fonts: [{ fontId: 'inter', family: 'Inter', weight: 600, storageKey: 'inter-600.woff2' }],
    hook: null,
    music: null,
    reframe: reframe && {
      ...reframe,
      source: { width: 1920, height: 1080 },
      samples: [],
      corrections: [],
    },
    width: WIDTH,
    height: HEIGHT,
    durationMs: 1000,
  });
}

/** Where the caption's centre sits, px from the top. */
async function captionY(input: RenderInput): Promise<number> {
  const { document } = await captionsFor(input, () => true);
  const y = document.match(/Caption,.*\\pos\([\d.]+,([\d.]+)\)/)?.[1];
  if (y === undefined) throw new Error(`no placed caption in\n${document}`);
  return Number(y);
}

describe('captionsFor: where the render burns the captions in', () => {
  it('on the seam between the halves of the split layout, off the lower person’s chin', async () => {
    expect(await captionY(inputFor({ aspect: '9:16', mode: 'split' }))).toBe(HEIGHT / 2);
  });

  it('where the style puts them in every other layout', async () => {
    for (const reframe of [null, { aspect: '9:16', mode: 'face' }, { aspect: '9:16', mode: 'centre' }])
      expect(await captionY(inputFor(reframe))).toBe(HEIGHT * 0.8);
  });
});
