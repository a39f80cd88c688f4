import type { SpeakerFace, SpeakerTurn } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { cameraAt, cropOrigin, cropSize, PATH_STEP_MS, type ReframeAspect } from './reframe';
import { reframeLayout, splitAt } from './reframe-layout';
import { speakerFraming } from './speaker-framing';
import { testConversation } from './speaker-test-conversation';
import { SPLIT_HOLD_MS, splitHalves, splitPair, splitStretches } from './split-layout';

const turn = (speaker: string, start_ms: number, end_ms: number): SpeakerTurn => ({
  speaker,
  start_ms,
  end_ms,
});
const pair = ['s1', 's2'] as const;

/** Turns of `lengths` ms, alternating between s1 and s2 from `from`, 200 ms apart. */
function exchange(from: number, lengths: readonly number[], first = 's1'): SpeakerTurn[] {
  let at = from;
  return lengths.map((length, i) => {
    const speaker = i % 2 === 0 ? first : first === 's1' ? 's2' : 's1';
    const made = turn(speaker, at, at + length);
    at += length + 200;
    return made;
  });
}

describe('when to split the frame', () => {
  it('splits where the two trade turns quickly, from the first change to the last', () => {
    const turns = [...exchange(0, [10_000, 1500, 1800, 1200, 1600]), turn('s2', 16_700, 30_000)];
    // Changes at 10.2, 11.9, 13.9, 15.3 and 16.7 s, any three within 8 s.
    expect(splitStretches(turns, pair, 30_000)).toEqual([{ start: 10_200, end: 16_700 }]);
  });

  it('does not split a conversation of long turns, nor for a "yes" inside a turn', () => {
    const slow = exchange(0, [6000, 5000, 7000, 4000, 9000]);
    expect(splitStretches(slow, pair, 40_000)).toEqual([]);
    const nods = [
      turn('s1', 0, 3000),
      turn('s2', 3000, 3400),
      turn('s1', 3400, 6000),
      turn('s2', 6000, 6300),
      turn('s1', 6300, 9000),
      turn('s2', 9200, 20_000),
    ];
    expect(splitStretches(nods, pair, 20_000)).toEqual([]);
  });

  it('holds a split at least SPLIT_HOLD_MS, joins two close ones, and ignores others’ turns', () => {
    // Three changes in 2.4 s: held to 3 s.
    const brief = exchange(0, [5000, 1000, 1000, 6000]);
    expect(splitStretches(brief, pair, 20_000)).toEqual([{ start: 5200, end: 5200 + SPLIT_HOLD_MS }]);
    // Two quick exchanges 1.2 s apart (changes at 5, 6 and 12.9 s, then 14.1, 21 and 22.1 s) are
    // one split, not split, single shot, split.
    const twice = [
      turn('s1', 0, 4800),
      turn('s2', 5000, 5800),
      turn('s1', 6000, 12_700),
      turn('s2', 12_900, 13_900),
      turn('s1', 14_100, 20_800),
      turn('s2', 21_000, 21_900),
      turn('s1', 22_100, 30_000),
    ];
    expect(splitStretches(twice, pair, 30_000)).toEqual([{ start: 5000, end: 22_100 }]);
    // A third voice between their turns neither counts nor breaks the exchange.
    const withThird = [
      turn('s1', 0, 5000),
      turn('s2', 5200, 6200),
      turn('s3', 6300, 7500),
      turn('s1', 7600, 8600),
      turn('s2', 8800, 9800),
      turn('s1', 10_000, 20_000),
    ];
    expect(splitStretches(withThird, pair, 20_000)).toEqual([{ start: 5200, end: 10_000 }]);
  });

  it('shows the two who speak most, the one on the left on top, and no split with one person', () => {
    const face = (speaker: string, x: number): SpeakerFace => ({
      t_ms: 0,
      speaker,
      x,
      y: 0.3,
      w: 0.1,
      h: 0.2,
    });
    const faces = [face('s1', 0.7), face('s2', 0.2), face('s3', 0.45)];
    const turns = [
      turn('s1', 0, 9000),
      turn('s2', 9000, 15_000),
      turn('s3', 15_000, 17_000),
      turn('s4', 0, 30_000),
    ];
    // s4 speaks longest but is never seen; s3 speaks least of those on screen.
    expect(splitPair({ turns, faces })).toEqual(['s2', 's1']);
    expect(splitPair({ turns, faces: [face('s1', 0.5)] })).toBeNull();
  });
});

describe('the split frame', () => {
  it('cuts the crop into two halves of even sizes that fill it', () => {
    expect(splitHalves({ width: 404, height: 720 })).toEqual({
      top: { width: 404, height: 360 },
      bottom: { width: 404, height: 360 },
    });
    expect(splitHalves({ width: 606, height: 1078 })).toEqual({
      top: { width: 606, height: 538 },
      bottom: { width: 606, height: 540 },
    });
  });

  it('keeps both halves’ crops inside the frame, each on its person’s face, in every aspect', () => {
    const people = [
      { id: 's1', x: 0.25 },
      { id: 's2', x: 0.75 },
    ];
    const talk = testConversation({ durationMs: 120_000, seed: 11, people });
    for (const [source, aspect] of [
      [{ width: 1280, height: 720 }, '9:16'],
      [{ width: 1920, height: 1080 }, '1:1'],
      [{ width: 1920, height: 1080 }, '4:5'],
      [{ width: 1918, height: 1078 }, '9:16'],
    ] as const) {
      const layout = reframeLayout({
        source,
        aspect: aspect as ReframeAspect,
        mode: 'split',
        durationMs: talk.durationMs,
        samples: [],
        speakers: talk,
      });
      const split = layout?.split;
      if (!layout || !split) throw new Error('no split');
      expect(split.stretches).toEqual([{ start: 0, end: talk.durationMs }]);
      expect(split.top.speaker).toBe('s1');
      const crop = cropSize(source, aspect);
      expect(split.top.crop.height + split.bottom.crop.height).toBe(crop.height);
      for (const half of [split.top, split.bottom]) {
        expect(half.crop.width % 2).toBe(0);
        expect(half.crop.height % 2).toBe(0);
        expect(half.path.length).toBe(layout.path.length);
        for (let ms = 0; ms <= talk.durationMs; ms += 10 * PATH_STEP_MS) {
          const origin = cropOrigin(cameraAt(half.path, ms), source, half.crop);
          expect(origin.x).toBeGreaterThanOrEqual(0);
          expect(origin.y).toBeGreaterThanOrEqual(0);
          expect(origin.x + half.crop.width).toBeLessThanOrEqual(source.width);
          expect(origin.y + half.crop.height).toBeLessThanOrEqual(source.height);
          const face = talk.faceAt(half.speaker, ms) as { x: number; y: number };
          const fx = face.x * source.width - origin.x;
          const fy = face.y * source.height - origin.y;
          expect(fx).toBeGreaterThan(half.crop.width / 4);
          expect(fx).toBeLessThan((3 * half.crop.width) / 4);
          expect(fy).toBeGreaterThan(0);
          expect(fy).toBeLessThan(half.crop.height);
        }
      }
      expect(speakerFraming(layout, talk.turns, talk.faceAt, talk.durationMs).share).toBe(1);
    }
  });

  it('follows the one person on screen when asked to split a video of one', () => {
    const talk = testConversation({
      durationMs: 30_000,
      seed: 3,
      people: [{ id: 's1', x: 0.3 }],
      offScreen: 's2',
    });
    const source = { width: 1280, height: 720 };
    const layout = reframeLayout({
      source,
      aspect: '9:16',
      mode: 'split',
      durationMs: 30_000,
      samples: [],
      speakers: talk,
    });
    expect(layout?.split).toBeNull();
    expect(cameraAt(layout?.path ?? [], 15_000).x).toBeCloseTo(0.3, 1);
  });

  it('leaves the split out where the user placed the crop by hand', () => {
    const faces = [0, 500, 1000].flatMap((t_ms) => [
      { t_ms, speaker: 's1', x: 0.2, y: 0.3, w: 0.1, h: 0.2 },
      { t_ms, speaker: 's2', x: 0.7, y: 0.3, w: 0.1, h: 0.2 },
    ]);
    const turns = [
      ...exchange(0, [5000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]),
      turn('s1', 13_400, 30_000),
    ];
    const at = (corrections: { start: number; end: number; x: number; y: number }[]) =>
      reframeLayout({
        source: { width: 1280, height: 720 },
        aspect: '9:16',
        mode: 'face',
        durationMs: 30_000,
        samples: [],
        speakers: { turns, faces },
        corrections,
      });
    expect(at([])?.split?.stretches).toEqual([{ start: 5200, end: 13_400 }]);
    const corrected = at([{ start: 7000, end: 9000, x: 0.5, y: 0.5 }]);
    expect(corrected?.split?.stretches).toEqual([{ start: 9000, end: 13_400 }]);
    expect(splitAt(corrected ?? null, 8000)).toBe(false);
    expect(splitAt(corrected ?? null, 10_000)).toBe(true);
  });
});
