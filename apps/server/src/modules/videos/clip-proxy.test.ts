import { describe, expect, it } from 'vitest';
import { CLIP_PROXY_MARGIN_MS, clipProxyCovers, copiedSpans } from './clip-proxy';
import { BLACK_STEP_MS } from './preview-copy';

const HOUR = 3_600_000;

describe('the parts of a recording its clips’ own preview copy holds', () => {
  it('is each clip with a margin either side, out to the black’s step', () => {
    const [span] = copiedSpans([{ startMs: 65_000, endMs: 90_500 }], HOUR);
    expect(span).toEqual({ startMs: 30_000, endMs: 130_000 });
    expect((span?.startMs ?? 1) % BLACK_STEP_MS).toBe(0);
    expect(65_000 - (span?.startMs ?? 0)).toBeGreaterThanOrEqual(CLIP_PROXY_MARGIN_MS);
    expect((span?.endMs ?? 0) - 90_500).toBeGreaterThanOrEqual(CLIP_PROXY_MARGIN_MS);
  });

  it('joins clips whose parts meet, keeps the others apart, in order', () => {
    expect(
      copiedSpans(
        [
          { startMs: 600_000, endMs: 640_000 },
          { startMs: 100_000, endMs: 120_000 },
          { startMs: 150_000, endMs: 170_000 },
        ],
        HOUR,
      ),
    ).toEqual([
      { startMs: 70_000, endMs: 200_000 },
      { startMs: 570_000, endMs: 670_000 },
    ]);
  });

  it('stays inside the recording, ending with it', () => {
    expect(copiedSpans([{ startMs: 5_000, endMs: 59_000 }], 61_500)).toEqual([{ startMs: 0, endMs: 61_500 }]);
  });

  it('covers a clip whose ranges all lie inside its parts, and no clip without a copy', () => {
    const copy = { key: 'k', spans: copiedSpans([{ startMs: 65_000, endMs: 90_500 }], HOUR) };
    expect(clipProxyCovers(copy, [{ startMs: 40_000, endMs: 120_000 }])).toBe(true);
    expect(clipProxyCovers(copy, [{ startMs: 25_000, endMs: 90_000 }])).toBe(false);
    expect(clipProxyCovers(null, [{ startMs: 65_000, endMs: 90_500 }])).toBe(false);
  });
});
