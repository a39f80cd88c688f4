import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass-document';
import { captionStyleSchema } from './caption-style';
import { EMOJI_LAYER, type EmojiArt, emojiArtName, emojiDrawing, emojiIn, splitEmoji } from './emoji';
import { textCells } from './text-layout';

// Two layers of a made-up 36-unit artwork: a square, then a smaller one above it.
const square: EmojiArt = {
  size: 36,
  layers: [
    { color: '#f4900c', opacity: 1, path: 'm 0 0 l 36 0 l 36 36 l 0 36' },
    { color: '#ffcc4d', opacity: 0.5, path: 'm 9 9 l 27 9 l 27 27 l 9 27' },
  ],
};
const oneLayer: EmojiArt = {
  size: 36,
  layers: [{ color: '#dd2e44', opacity: 1, path: 'm -4 2 l 40 2 l 18 30' }],
};

describe('splitEmoji', () => {
  it('keeps flags, skin tones, keycaps and ZWJ sequences whole', () => {
    expect(splitEmoji('fire🔥 🇺🇸👍🏽1️⃣👨‍👩‍👧!')).toEqual([
      { text: 'fire' },
      { emoji: '🔥' },
      { text: ' ' },
      { emoji: '🇺🇸' },
      { emoji: '👍🏽' },
      { emoji: '1️⃣' },
      { emoji: '👨‍👩‍👧' },
      { text: '!' },
    ]);
  });

  it('leaves digits, symbols and accented letters as text', () => {
    expect(splitEmoji('Café #1 © 100%')).toEqual([{ text: 'Café #1 © 100%' }]);
  });

  it('lists each emoji once, in order of appearance', () => {
    expect(emojiIn(['a🔥', '❤️ b 🔥', 'plain'])).toEqual(['🔥', '❤️']);
  });
});

describe('emojiArtName', () => {
  it('names the artwork as Twemoji does: no U+FE0F unless the sequence has a joiner', () => {
    expect(emojiArtName('🔥')).toBe('1f525');
    expect(emojiArtName('❤️')).toBe('2764');
    expect(emojiArtName('🇺🇸')).toBe('1f1fa-1f1f8');
    expect(emojiArtName('👍🏽')).toBe('1f44d-1f3fd');
    expect(emojiArtName('🏳️‍🌈')).toBe('1f3f3-fe0f-200d-1f308');
  });
});

describe('emojiDrawing', () => {
  it('draws a layer in its colour and alpha, inside a frame of 0.95 em, clamped to it', () => {
    // 40 px: a frame of 38 px, 152 quarter pixels.
    expect(emojiDrawing(square, 40, 1)).toBe(
      '{\\1c&H4DCCFF&\\2c&H4DCCFF&\\1a&H80&\\2a&H80&\\bord0\\shad0\\pbo18\\p3}m 0 0 m 152 152 m 38 38 l 114 38 l 114 114 l 38 114{\\p0}',
    );
    expect(emojiDrawing(oneLayer, 40, 0)).toContain('m 0 0 m 152 152 m 0 8 l 152 8 l 76 127');
  });

  it('draws only the frame for the text event and for a layer the artwork does not have', () => {
    expect(emojiDrawing(square, 40, -1)).toBe('{\\pbo18\\p3}m 0 0 m 152 152{\\p0}');
    expect(emojiDrawing(oneLayer, 40, 1)).toBe('{\\pbo18\\p3}m 0 0 m 152 152{\\p0}');
  });

  it('counts an emoji as wide as two average letters when fitting lines', () => {
    expect(textCells('🇺🇸')).toBe(2);
    expect(textCells('👨‍👩‍👧')).toBe(2);
  });
});

describe('buildAssDocument with emoji', () => {
  const words = ['So', 'hot🔥', 'today', '❤️'].map((text, n) => ({
    text,
    start: 500 + n * 400,
    end: 800 + n * 400,
    confidence: 1,
  }));
  const art = new Map([
    ['🔥', square],
    ['❤️', oneLayer],
  ]);
  const build = (settings: Record<string, unknown> = {}) =>
    buildAssDocument(
      words,
      captionStyleSchema.parse({ font: 'montserrat', wordsPerGroup: 4, ...settings }),
      {
        montserrat: { family: 'Montserrat', weight: 800 },
      },
      { width: 720, height: 1280, emoji: art, hook: { text: 'Big 🔥 news' } },
    );
  const dialogues = (ass: string) => ass.split('\n').filter((line) => line.startsWith('Dialogue:'));
  // The event with its drawings' contents and the emoji paint taken out: what libass lays out.
  const skeleton = (line: string) =>
    line
      .replace(/^Dialogue: \d+,/, '')
      .replace(/\{\\alpha&HFF&\\bord0\\shad0\}/g, '')
      .replace(
        /\\1c(&H[0-9A-F]{6}&)\\2c\1\\1a&H[0-9A-F]{2}&\\2a&H[0-9A-F]{2}&(\\t\([^)]*\))?\\bord0\\shad0/g,
        '',
      )
      .replace(/(m 0 0 m \d+ \d+)[^{]*/g, '$1');

  it('matches the golden file', async () => {
    await expect(build()).toMatchFileSnapshot('__snapshots__/emoji.ass');
  });

  it('adds one event per layer of the most layered emoji, above the captions, laid out alike', () => {
    const events = dialogues(build());
    const captions = events.filter((line) => line.includes(',Caption,'));
    expect(captions.map((line) => line.split(',')[0])).toEqual([
      'Dialogue: 1',
      `Dialogue: ${EMOJI_LAYER}`,
      `Dialogue: ${EMOJI_LAYER + 1}`,
    ]);
    const [text, ...layers] = captions as [string, ...string[]];
    for (const layer of layers) expect(skeleton(layer)).toBe(skeleton(text));
    // The caption's own event draws no emoji and shows no emoji character.
    expect(text).not.toMatch(/\\1c&H0C90F4&|🔥|❤️/);
    expect(layers[0]).toContain('\\1c&H0C90F4&');
    expect(layers[0]).toContain('\\1c&H442EDD&');
    expect(layers[1]).toContain('\\1c&H4DCCFF&');
    expect(layers[1]).not.toContain('\\1c&H442EDD&');
  });

  it('draws the hook’s emoji the same way, at the hook’s size', () => {
    const hooks = dialogues(build()).filter((line) => line.includes(',Hook,'));
    expect(hooks).toHaveLength(3);
    const [text, ...layers] = hooks as [string, ...string[]];
    for (const layer of layers) expect(skeleton(layer)).toBe(skeleton(text));
  });

  it('shows an emoji with its word under the typewriter entrance', () => {
    const layer = dialogues(build({ singleAnimationStyle: 'typewriter' })).find((line) =>
      line.startsWith(`Dialogue: ${EMOJI_LAYER},`),
    );
    expect(layer).toContain('\\1c&H0C90F4&\\2c&H0C90F4&\\1a&HFF&\\2a&HFF&\\t(400,401,\\1a&H00&\\2a&H00&)');
  });

  it('leaves an emoji without artwork as text', () => {
    const ass = buildAssDocument(
      [{ text: 'ok👌', start: 0, end: 500, confidence: 1 }],
      captionStyleSchema.parse({ font: 'montserrat' }),
      { montserrat: { family: 'Montserrat', weight: 800 } },
      { width: 720, height: 1280, emoji: art },
    );
    expect(dialogues(ass)).toHaveLength(1);
    expect(ass).toContain('ok👌');
  });
});
